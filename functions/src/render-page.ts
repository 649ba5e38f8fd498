// The renderPage HTTP function, served by Hosting for the public pages a visit most often opens
// (/home, a tour, /guia; firebase.json): the page's first view as HTML, rendered from the catalog
// as it is now, in the visitor's language, so the phone paints it before any script has come. The
// browser then takes it over (src/boot/start.tsx). The renderer is the web app's own server build
// (src/entry-server.tsx → lib/page-renderer, with the web build's index.html beside it).
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
import type { Language } from '../../src/domain/language';
import {
  composePage,
  languageOfRequest,
  type ServerRenderData,
} from '../../src/domain/server-render';
import { pageStatus } from '../../src/domain/page-status';
import { readCatalogSnapshot } from './catalog-snapshot';
import { FUNCTIONS_REGION } from './create-booking';

interface Renderer {
  renderPage(
    url: string,
    language: Language,
    snapshot: CatalogSnapshot,
  ): Promise<{ html: string; styles: string; texts: ServerRenderData['texts'] }>;
}

const RENDERER_DIR = path.join(__dirname, 'page-renderer');

let renderer: Promise<Renderer> | undefined;
let builtTemplate: string | undefined;

/** The web build's server entry and the index.html built with it, read once per instance. */
function load() {
  renderer ??= import(pathToFileURL(path.join(RENDERER_DIR, 'entry-server.mjs')).href);
  builtTemplate ??= readFileSync(path.join(RENDERER_DIR, 'index.html'), 'utf8');
  return { renderer, builtTemplate };
}

/**
 * The project's own Hosting addresses (live site and preview channels), the local stack's, and
 * custom domains named in SITE_HOSTS (comma-separated): the function asks no other host, whatever
 * a caller puts in X-Forwarded-Host.
 */
export function isSiteHost(host: string, env: NodeJS.ProcessEnv = process.env): boolean {
  const project = (env.GCLOUD_PROJECT ?? '').toLowerCase();
  const custom = (env.SITE_HOSTS ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (custom.includes(host)) return true;
  if (env.FUNCTIONS_EMULATOR === 'true' && /^(127\.0\.0\.1|localhost):\d+$/.test(host)) return true;
  if (!project) return false;
  const name = host.replace(/\.(web\.app|firebaseapp\.com)$/, '');
  return name !== host && (name === project || name.startsWith(`${project}--`));
}

/** How long the site's own index.html is reused before it is asked for again. */
const TEMPLATE_TTL_MS = 60_000;
const siteTemplates = new Map<string, { html: Promise<string | null>; at: number }>();

/**
 * The index.html the site that asked serves now: its script names are that release's (a preview
 * channel's, or the new release right after a deploy, when this function may be older or newer
 * than the files Hosting serves). The one built with this function when it cannot be had.
 */
async function siteTemplate(request: Request, built: string): Promise<string> {
  const host = request.get('x-forwarded-host')?.toLowerCase();
  if (!host || !isSiteHost(host)) return built;
  let entry = siteTemplates.get(host);
  if (!entry || Date.now() - entry.at > TEMPLATE_TTL_MS) {
    // The local stack's Hosting speaks plain HTTP.
    const scheme = process.env.FUNCTIONS_EMULATOR === 'true' ? 'http' : 'https';
    const html = fetch(`${scheme}://${host}/index.html`, { signal: AbortSignal.timeout(2000) })
      .then((answer) => (answer.ok ? answer.text() : null))
      .then((text) => (text?.includes('<div id="root">') ? text : null))
      .catch(() => null);
    entry = { html, at: Date.now() };
    siteTemplates.set(host, entry);
  }
  return (await entry.html) ?? built;
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

export const renderPage = onRequest(
  { region: FUNCTIONS_REGION, maxInstances: 10, memory: '512MiB' },
  async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.set('Allow', 'GET, HEAD').status(405).send('Method not allowed');
      return;
    }
    const language = languageOfRequest({
      query: typeof request.query.lng === 'string' ? request.query.lng : undefined,
      cookie: request.get('cookie'),
      acceptLanguage: request.get('accept-language'),
    });
    response.set('Vary', 'Accept-Language, Cookie');
    response.type('html');
    let page: string | undefined;
    try {
      const loaded = load();
      page = loaded.builtTemplate;
      const [{ renderPage: render }, snapshot, template] = await Promise.all([
        loaded.renderer,
        readCatalogSnapshot(getFirestore()),
        siteTemplate(request, loaded.builtTemplate),
      ]);
      page = template;
      const { html, styles, texts } = await render(request.originalUrl, language, snapshot);
      const body = composePage(template, {
        language,
        html,
        styles,
        data: { language, snapshot, texts },
      });
      response.status(pageStatus(request.path, snapshot));
      sendCompressed(request, response, body);
    } catch (error) {
      // The app's page as without this function: it loads the catalog and draws itself.
      logger.error('renderPage failed', error);
      response.set('Cache-Control', 'no-store');
      if (page) response.send(page);
      else response.status(500).send('The page could not be rendered.');
    }
  },
);
