// The agreement between index.html, the build (tools/vite/route-preloads.ts) and the server render
// (composePage in server-render.ts): the template's placeholders and the boot script's tag.

/**
 * Comments in index.html, harmless where it is served as is (the app shell). The server fills them:
 * the page's own title and meta tags (between `metaStart` and `metaEnd`), its head parts, #root's markup and the data block. What lies between `headStart` and `headEnd`
 * is how the shell starts the app (the catalog preload, the app's script and its preloads, put
 * there by Vite); the server page starts it with the boot script instead.
 */
export const PLACEHOLDERS = {
  metaStart: '<!--app-meta-->',
  metaEnd: '<!--/app-meta-->',
  headStart: '<!--app-head-->',
  headEnd: '<!--/app-head-->',
  htmlStart: '<!--app-html-->',
  htmlEnd: '<!--/app-html-->',
  data: '<!--app-data-->',
} as const;

/** What the build knows of the app's start, for the server page's boot script (JSON beside index.html). */
export interface PageStart {
  /** The boot script (route preloads, and the app's start on a server page). */
  boot: string;
  /** The app's entry script. */
  entry: string;
  /** The chunks the entry imports, which the shell preloads. */
  preload: string[];
}

/** Where the build writes the PageStart, relative to dist/. */
export const PAGE_START_FILE = '.vite/page-start.json';

export function isPageStart(value: unknown): value is PageStart {
  const start = value as Partial<PageStart> | null;
  return (
    typeof start?.boot === 'string' &&
    typeof start.entry === 'string' &&
    Array.isArray(start.preload) &&
    start.preload.every((file) => typeof file === 'string')
  );
}

/**
 * The boot script's tag. With `start` (a page rendered on the server) it starts the app itself, once
 * the page has painted; without it (the shell) it only preloads the opened page's chunks.
 */
export function bootScriptTag(src: string, start?: Pick<PageStart, 'entry' | 'preload'>): string {
  const data = start
    ? ` data-entry="${start.entry}" data-preload="${start.preload.join(' ')}"`
    : '';
  return `<script async src="${src}"${data}></script>`;
}

/** `text` cut at the first `marker`; an error naming the marker when it has none. */
export function cutAt(text: string, marker: string): [before: string, after: string] {
  const at = text.indexOf(marker);
  if (at < 0) throw new Error(`The page template has no ${marker}`);
  return [text.slice(0, at), text.slice(at + marker.length)];
}

/** index.html as built, with how that build's app starts. */
export interface PageTemplate {
  html: string;
  start: PageStart;
}
