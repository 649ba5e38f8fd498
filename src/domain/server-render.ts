// A public page rendered on the server (functions/src/render-page.ts, src/entry-server.tsx) and
// taken over in the browser (src/boot/start.tsx): which language, and how the markup, its CSS and the
// data the browser hydrates from are put into the app's index.html.
import type { CatalogSnapshot } from './catalog-snapshot';
import {
  HOSTING_COOKIE,
  LANGUAGE_COOKIE,
  pickLanguage,
  type Language,
  type Resource,
} from './language';
import { PLACEHOLDERS, bootScriptTag, cutAt, type PageTemplate } from './page-template';

/** The id of the JSON data block with what the page was rendered from. */
export const SERVER_RENDER_DATA_ID = 'server-render';

/** What the browser needs to take the page over: exactly what it was rendered from. */
export interface ServerRenderData {
  language: Language;
  snapshot: CatalogSnapshot;
  texts: Resource;
}

function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      // Not percent-encoding (a stray '%E0'): it names no language, and the page still renders.
      return undefined;
    }
  }
  return undefined;
}

/**
 * The language a request asks for, in the browser's detection order (src/lib/i18n.ts): ?lng=,
 * the language cookie (or Hosting's __session copy of it), then Accept-Language; Spanish if none.
 */
export function languageOfRequest(request: {
  query?: string | undefined;
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
}): Language {
  const cookie = request.cookie ?? '';
  const acceptLanguage = (request.acceptLanguage ?? '')
    .split(',')
    .map((item) => {
      const [tag = '', ...params] = item.trim().split(';');
      const q = params.find((param) => param.trim().startsWith('q='));
      return { tag, q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q)
    .map(({ tag }) => tag);
  const candidates = [
    request.query,
    cookieValue(cookie, LANGUAGE_COOKIE),
    cookieValue(cookie, HOSTING_COOKIE),
    ...acceptLanguage,
  ];
  return pickLanguage(candidates);
}

/** JSON safe inside a <script> element: no `</script>` or `<!--` can end it early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Set on <html> once the app has the page a visit opens (hydrated from the server's markup, or
 * drawn anew): what a journey waits for before it taps a control, since a tap before the app has
 * started goes nowhere (src/boot/start.tsx).
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

export interface RenderedParts {
  language: Language;
  /** The page's title, meta tags and structured data (src/domain/page-head.ts), escaped. */
  head: string;
  /** #root's markup. */
  html: string;
  /** <style> elements for the head. */
  styles: string;
  data: ServerRenderData;
}

/**
 * index.html with the page in it, at its placeholders (src/domain/page-template.ts). The shell's
 * start leaves the head: the boot script starts the app once the page has painted, so the first
 * paint waits for no script; the catalog preload goes too (the data is in the page). Cut and joined,
 * never a string replacement: nothing in the content is read as a pattern (`$&`, `` $` ``).
 */
export function composePage(
  { html: template, start }: PageTemplate,
  { language, head: pageHead, html, styles, data }: RenderedParts,
): string {
  const [beforeLanguage, fromLanguage] = cutAt(template, '<html lang="');
  const [, afterLanguage] = cutAt(fromLanguage, '"');
  const [beforeMeta, fromMeta] = cutAt(afterLanguage, PLACEHOLDERS.metaStart);
  const [, afterMeta] = cutAt(fromMeta, PLACEHOLDERS.metaEnd);
  const [head, fromShellStart] = cutAt(afterMeta, PLACEHOLDERS.headStart);
  const [, afterShellStart] = cutAt(fromShellStart, PLACEHOLDERS.headEnd);
  const [headEnd, fromBody] = cutAt(afterShellStart, '</head>');
  const [body, fromRoot] = cutAt(fromBody, PLACEHOLDERS.htmlStart);
  const [, afterRoot] = cutAt(fromRoot, PLACEHOLDERS.htmlEnd);
  const [afterRootBeforeData, afterData] = cutAt(afterRoot, PLACEHOLDERS.data);
  // Links React hoists (an image preload) belong in the head.
  const hoisted = /^(?:<link [^>]*\/>)*/.exec(html)?.[0] ?? '';
  return [
    beforeLanguage,
    `<html lang="${language}"`,
    beforeMeta,
    pageHead,
    head,
    bootScriptTag(start.boot, start),
    headEnd,
    // The page paints once whole: painted while half parsed, a vertically centred hero would
    // move as the rest of it came in (a layout shift on a slow phone).
    `<link rel="expect" href="#${SERVER_RENDER_DATA_ID}" blocking="render" />`,
    hoisted,
    styles,
    '</head>',
    body,
    html.slice(hoisted.length),
    afterRootBeforeData,
    `<script type="application/json" id="${SERVER_RENDER_DATA_ID}">${jsonForScript(data)}</script>`,
    afterData,
  ].join('');
}
