// The renderPage HTTP function, served by Hosting for the public pages a visit most often opens
// (/home, a tour, /guia; firebase.json): the page's first view as HTML, rendered from the catalog
// as it is now, in the visitor's language, so the phone paints it before any script has come. The
// browser then takes it over (src/boot/start.tsx). The renderer is the web app's own server build
// (src/entry-server.tsx → lib/page-renderer), the page around it the index.html built and deployed
// with it: nothing is fetched on the request path, whatever the request names (X-Forwarded-Host).
// Caching is the CDN's, 10 s like /catalog.json (firebase.json): a save shows to new visitors that
// soon, and an open page follows it live as before.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import type { CatalogSnapshot } from '../../src/domain/catalog-snapshot';
import { HERO_SEARCH_PARAMS } from '../../src/domain/hero-search';
import type { Language } from '../../src/domain/language';
import { isPageStart, type PageTemplate } from '../../src/domain/page-template';
import {
  composePage,
  languageOfRequest,
  type ServerRenderData,
} from '../../src/domain/server-render';
import { siteOrigin } from './site-origin';
import { readCatalogSnapshot } from './catalog-snapshot';
import { FUNCTIONS_REGION } from './create-booking';

export interface Renderer {
  renderPage(
    url: string,
    language: Language,
    snapshot: CatalogSnapshot,
    origin: string,
  ): Promise<{
    html: string;
    styles: string;
    texts: ServerRenderData['texts'];
    /** The page's title, meta tags and structured data (src/domain/page-head.ts). */
    head: string;
    status: 200 | 404;
  }>;
}

/** What a page is made from: the server build, the page template, the catalog as it is now. */
export interface PageSources {
  renderer(): Promise<Renderer>;
  template(): PageTemplate;
  catalog(): Promise<CatalogSnapshot>;
}

/**
 * The query parameters a rendered page reads: the language, the public layout's admin view
 * (src/features/public-site/hooks/use-admin-view.ts) and the hero search a tour page's booking card
 * starts from.
 */
const PAGE_PARAMS = ['lng', 'view', HERO_SEARCH_PARAMS.date, HERO_SEARCH_PARAMS.adults];

/**
 * The address a page is rendered for: its path and the parameters it reads, so the page (and the
 * CDN's copy of it) is the same for any other query, such as a campaign tag.
 */
function canonicalUrl(url: URL): string {
  const params = new URLSearchParams();
  for (const name of PAGE_PARAMS) {
    const value = url.searchParams.get(name);
    if (value !== null) params.set(name, value);
  }
  const query = params.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/**
 * The page compressed as the browser accepts it: its CSS and data are most of its size (about
 * 110 KB, 20 KB with Brotli), and it is the one request the first paint waits for.
 */
function sendCompressed(request: Request, response: Response, body: string) {
  const encoding = request.acceptsEncodings('br', 'gzip');
  if (encoding === 'br') {
    const compressed = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
    });
    response.set('Content-Encoding', 'br').send(compressed);
  } else if (encoding === 'gzip') {
    response.set('Content-Encoding', 'gzip').send(gzipSync(body));
  } else {
    response.send(body);
  }
}

/** The function's handler, over its sources (the deployed files, or a test's). */
export function pageHandler(sources: PageSources) {
  return async (request: Request, response: Response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.set('Allow', 'GET, HEAD').status(405).send('Method not allowed');
      return;
    }
    // Appended, not resolved: a path such as //x.example/home names no other host.
    const address = new URL(`http://page.invalid${request.originalUrl}`);
    const language = languageOfRequest({
      query: address.searchParams.get('lng') ?? undefined,
      cookie: request.get('cookie'),
      acceptLanguage: request.get('accept-language'),
    });
    // The answer differs by these (and by the path and ?lng=, which the CDN keys on anyway).
    response.set('Vary', 'Accept-Language, Cookie, Accept-Encoding');
    response.type('html');
    let template: PageTemplate | undefined;
    try {
      template = sources.template();
      const [{ renderPage: render }, snapshot] = await Promise.all([
        sources.renderer(),
        sources.catalog(),
      ]);
      const { html, styles, texts, head, status } = await render(
        canonicalUrl(address),
        language,
        snapshot,
        siteOrigin(),
      );
      const body = composePage(template, {
        language,
        head,
        html,
        styles,
        data: { language, snapshot, texts },
      });
      response.status(status);
      sendCompressed(request, response, body);
    } catch (error) {
      // The app's page as without this function: it loads the catalog and draws itself.
      logger.error('renderPage failed', error);
      response.set('Cache-Control', 'no-store');
      if (template) response.send(template.html);
      else response.status(500).send('The page could not be rendered.');
    }
  };
}

const RENDERER_DIR = path.join(__dirname, 'page-renderer');

let renderer: Promise<Renderer> | undefined;
let template: PageTemplate | undefined;

/** The files built with this function (vite.config.ts's server build), read once per instance. */
const deployed: PageSources = {
  renderer: () =>
    (renderer ??= import(pathToFileURL(path.join(RENDERER_DIR, 'entry-server.mjs')).href)),
  template() {
    if (template) return template;
    const start: unknown = JSON.parse(
      readFileSync(path.join(RENDERER_DIR, 'page-start.json'), 'utf8'),
    );
    if (!isPageStart(start)) throw new Error('page-renderer/page-start.json is malformed');
    template = { html: readFileSync(path.join(RENDERER_DIR, 'index.html'), 'utf8'), start };
    return template;
  },
  catalog: () => readCatalogSnapshot(getFirestore()),
};

export const renderPage = onRequest(
  { region: FUNCTIONS_REGION, maxInstances: 10, memory: '512MiB' },
  pageHandler(deployed),
);
