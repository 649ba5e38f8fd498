// emotion's style cache, made the same way on the server (src/entry-server.tsx) and in the browser
// (src/boot/start.tsx): key 'css', so the browser's cache adopts the server's
// <style data-emotion="css …"> elements (@emotion/server's output) as it is created and writes none
// of their rules again. Without stylis' default prefixer, which writes -webkit-/-ms-/-moz- copies of
// most flex, transition and transform rules for browsers long gone (27% of /home's inline CSS,
// parsed at every start): only the properties Safari still reads with -webkit- alone get a copy.
import createCache, { type StylisPlugin } from '@emotion/cache';

/** Properties Safari needs -webkit- for: user-select (to 18), backdrop-filter (before 18), hyphens. */
const WEBKIT_ONLY = new Set(['user-select', 'backdrop-filter', 'hyphens']);

/** A stylis plugin: `user-select:none;` comes out as `-webkit-user-select:none;user-select:none;`. */
export const webkitPrefixes: StylisPlugin = (element) => {
  if (element.type === 'decl' && !element.return && WEBKIT_ONLY.has(element.props as string))
    element.return = `-webkit-${element.value}${element.value}`;
};

export function createEmotionCache() {
  return createCache({ key: 'css', stylisPlugins: [webkitPrefixes] });
}
