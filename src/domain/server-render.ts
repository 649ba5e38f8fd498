// A public page rendered on the server (functions/src/render-page.ts, src/entry-server.tsx) and
// taken over in the browser (src/boot/start.tsx): which language, and how the markup, its CSS and the
// data the browser hydrates from are put into the app's index.html.
import type { CatalogSnapshot } from './catalog-snapshot';
import {
  FALLBACK_LANGUAGE,
  HOSTING_COOKIE,
  LANGUAGE_COOKIE,
  isLanguage,
  type Language,
  type Resource,
} from './language';

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
    if (key === name) return decodeURIComponent(value.join('='));
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
  for (const candidate of candidates) {
    const base = (candidate ?? '').toLowerCase().split('-')[0] ?? '';
    if (isLanguage(base)) return base;
  }
  return FALLBACK_LANGUAGE;
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

/** Marks the controls disabled in the server's markup until the app has taken them over. */
export const UNTIL_HYDRATED_ATTRIBUTE = 'data-until-hydrated';

/**
 * The page's buttons and fields, disabled until the browser has taken them over: a tap there
 * would do nothing and typed text would be lost, so until then they say so (and automated
 * visitors wait for them). Form controls get `disabled`; MUI's select boxes (an element with the
 * combobox role) get `aria-disabled`. Links need no script and stay as they are. Controls the page
 * itself disables are left alone; the browser enables each of the others once React has it
 * (src/boot/start.tsx).
 */
export function disableUntilHydrated(html: string): string {
  return html.replace(/<([a-z]+)\b([^>]*)>/g, (tag, name: string, attributes: string) => {
    if (/^(button|input|select|textarea)$/.test(name))
      return /\sdisabled(=|\s|$|\/)/.test(attributes)
        ? tag
        : `<${name} disabled="" ${UNTIL_HYDRATED_ATTRIBUTE}=""${attributes}>`;
    if (/\srole="combobox"/.test(attributes) && !/\saria-disabled=/.test(attributes))
      return `<${name} aria-disabled="true" ${UNTIL_HYDRATED_ATTRIBUTE}=""${attributes}>`;
    return tag;
  });
}

export interface RenderedParts {
  language: Language;
  /** #root's markup. */
  html: string;
  /** <style> elements for the head. */
  styles: string;
  data: ServerRenderData;
}

/**
 * index.html with the page in it. The app's module script leaves the head: the boot script
 * (tools/vite/route-preloads.ts) starts it once the page has painted, so the first paint waits
 * for no script; the catalog preload goes too (the data is in the page).
 */
export function composePage(template: string, { language, html, styles, data }: RenderedParts) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(template);
  if (!entry) throw new Error('index.html has no module script');
  const preloads = [
    ...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g),
  ];
  // Links React hoists (an image preload) belong in the head.
  const hoisted = /^(?:<link [^>]*\/>)*/.exec(html)?.[0] ?? '';
  return (
    template
      .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
      .replace(entry[0], '')
      .replace(/<link rel="modulepreload" crossorigin href="[^"]+">\s*/g, '')
      .replace(/<link rel="preload" href="\/catalog\.json"[^>]*>\s*/, '')
      .replace(/<script async src="([^"]+)"><\/script>/, (_, src: string) => {
        const preload = preloads.map((link) => link[1]).join(' ');
        return `<script async src="${src}" data-entry="${entry[1]}" data-preload="${preload}"></script>`;
      })
      // The page paints once whole: painted while half parsed, a vertically centred hero would
      // move as the rest of it came in (a layout shift on a slow phone).
      .replace(
        '</head>',
        `<link rel="expect" href="#${SERVER_RENDER_DATA_ID}" blocking="render" />${hoisted}${styles}</head>`,
      )
      .replace(
        /<div id="root">[\s\S]*<\/div>\s*<\/body>/,
        `<div id="root">${disableUntilHydrated(html.slice(hoisted.length))}</div>\n    <script type="application/json" id="${SERVER_RENDER_DATA_ID}">${jsonForScript(data)}</script>\n  </body>`,
      )
  );
}
