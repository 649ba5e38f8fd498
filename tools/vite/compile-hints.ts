// A build step: each chunk of the app's own code starts with V8's compile hint, so Chrome compiles
// all of its functions on a background thread while the file downloads, instead of one by one on
// the main thread the first time each runs. The app's chunks are cut by when their code is needed
// (the shell, the opened page, a part as it comes near the screen), so what a chunk holds runs
// soon after it has loaded. Measured on /home (Chromium, 4x CPU slowdown, medians of 5): the
// shell's start-up stages took about half as long (the theme 35 → 14 ms, ButtonBase 50 → 24 ms)
// and the long tasks' blocking time after the first paint went from 89 to 51 ms. Browsers other
// than Chrome read it as a comment. https://v8.dev/blog/explicit-compile-hints
import type { Plugin, Rolldown } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Libraries whose chunks are left to compile as they run: a page calls a small part of them, and
 * compiling all of it would cost a phone time and memory for code it never runs. The Firebase SDK,
 * and the admin's charting library: hinted, its chunk's compiled code was 1.0 MB, and Chrome's
 * writing it to the code cache on the dashboard's first visit from the service worker's copy was
 * one task of 188 ms at a phone's CPU (`npm run bench:tasks -- /admin`).
 */
const LEFT_TO_RUN = /[\\/]node_modules[\\/](@firebase|firebase|@mui[\\/]x-charts)[\\/]/;

/** Whether a chunk's functions are worth compiling ahead: it holds none of those libraries. */
export function wantsCompileHint(moduleIds: readonly string[]): boolean {
  return !moduleIds.some((id) => LEFT_TO_RUN.test(id));
}

/** What Vite puts first in a chunk whose dynamic imports bring CSS along (the tour's lightbox). */
const VITE_PRELUDE = /^const __vite__mapDeps=[^\n]*\n$/;

/**
 * The chunk's code with the hint as its first line: V8 reads it there only (measured: one line of
 * code above it, and the shell's stages took as long as with no hint). Vite adds its prelude above
 * the hint after Rolldown has; both lines map to no source, so the two change places and the source
 * map stays true. Anything else above the hint is an error, not a hint silently ignored.
 */
export function hintFirst(code: string, fileName: string): string {
  const line = `${COMPILE_HINT}\n`;
  if (code.startsWith(line)) return code;
  const at = code.indexOf(`\n${line}`);
  const prelude = code.slice(0, at + 1);
  if (at < 0 || !VITE_PRELUDE.test(prelude)) {
    throw new Error(`compile-hints: ${fileName} does not start with the compile hint`);
  }
  return line + prelude + code.slice(at + 1 + line.length);
}

export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    // After minification, which would drop a comment; Rolldown's source maps count the line.
    outputOptions: (options) => ({
      ...options,
      postBanner: (chunk: Rolldown.RenderedChunk) =>
        wantsCompileHint(chunk.moduleIds) ? COMPILE_HINT : '',
    }),
    generateBundle: {
      // After Vite's own generateBundle, which adds the prelude.
      order: 'post',
      handler(_, bundle) {
        for (const item of Object.values(bundle)) {
          if (item.type === 'chunk' && wantsCompileHint(item.moduleIds)) {
            item.code = hintFirst(item.code, item.fileName);
          }
        }
      },
    },
  };
}
