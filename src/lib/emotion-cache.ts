// emotion's style cache, made the same way on the server (src/entry-server.tsx) and in the browser
// (src/boot/start.tsx): key 'css', so the browser's cache adopts the server's <style> elements at
// start. Without stylis' default prefixer, which writes -webkit-/-ms-/-moz- copies of most flex,
// transition and transform rules for browsers long gone (27% of /home's inline CSS, parsed at
// every start): only the properties Safari still reads with -webkit- alone get a prefixed copy.
import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

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

type Insert = EmotionCache['insert'];
type Sheet = EmotionCache['sheet'];

/**
 * The attribute of the server's <style> element with the page's rules (src/entry-server.tsx), in
 * place of emotion's data-emotion: "css" and the names of the rules it holds.
 */
export const SERVER_RULES_ATTRIBUTE = 'data-server-css';

/**
 * The cache, taking the server's <style> elements over where they stand. emotion's sheets re-insert
 * each element they adopt: the page's rules at the end of <head> (after the links the boot script
 * added), and again for the default cache @emotion/react makes as it loads; each <Global>'s before
 * them. For the browser each move drops the element's style sheet and adds it again, and styles the
 * whole page anew (about 20 ms at a phone's CPU in a start stage, and again in the first commit).
 * Here the page's rules carry an attribute of their own, which no emotion cache looks for: this one
 * marks them written and keeps their element as its sheet's first, in place. A <Global>'s sheet
 * (made from the cache's sheet's constructor) takes its element over as it is.
 */
function createServerStylesInPlace(): EmotionCache {
  const cache = createEmotionCache();
  for (const style of document.querySelectorAll<HTMLStyleElement>(
    `style[${SERVER_RULES_ATTRIBUTE}]`,
  )) {
    const [key, ...names] = style.getAttribute(SERVER_RULES_ATTRIBUTE)!.split(' ');
    if (key !== cache.key) continue;
    for (const name of names) cache.inserted[name] = true;
    cache.sheet.tags.push(style);
  }
  const Base = cache.sheet.constructor as new (...args: unknown[]) => Sheet;
  class InPlaceSheet extends Base {
    override hydrate(nodes: HTMLStyleElement[]) {
      this.tags.push(...nodes);
    }
  }
  Object.defineProperty(cache.sheet, 'constructor', { value: InPlaceSheet });
  return cache;
}

/**
 * The browser's cache. emotion writes every level of a composed component's styles: AppBar's own
 * rules above Paper's, Button's above ButtonBase's, each compiled by stylis, though only the last
 * level's class reaches an element (the server's page carries only those). Taking a server-rendered
 * page over, that was some 160 rules compiled for nothing in one commit (about 60 ms at a phone's
 * CPU). Here the outer levels (styles emotion registered for a component rather than a tag) are
 * written only if an element carries their class once the commit is done (before the browser
 * paints); those no element carries are left unwritten, so a later render that does use one
 * writes it then.
 */
export function createBrowserEmotionCache(): EmotionCache {
  const cache = createServerStylesInPlace();
  const insert: Insert = cache.insert.bind(cache);
  const waiting = new Map<string, Parameters<Insert>>();
  const writeThoseInUse = () => {
    for (const [className, [selector, serialized, sheet]] of waiting) {
      const written = cache.inserted[serialized.name] !== undefined;
      if (!written && document.getElementsByClassName(className).length > 0) {
        insert(selector, serialized, sheet, true);
      }
    }
    waiting.clear();
  };
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    const className = `${cache.key}-${serialized.name}`;
    const outerLevel =
      shouldCache &&
      sheet === cache.sheet &&
      selector === `.${className}` &&
      cache.registered[className] !== undefined;
    if (!outerLevel) return insert(selector, serialized, sheet, shouldCache);
    if (waiting.size === 0) queueMicrotask(writeThoseInUse);
    waiting.set(className, [selector, serialized, sheet, shouldCache]);
  };
  return cache;
}
