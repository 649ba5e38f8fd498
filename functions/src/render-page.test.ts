// @vitest-environment node
// The renderPage handler over stand-in sources, through a real HTTP server: it fetches nothing a
// request names, renders by the path and the parameters a page reads, and survives bad cookies.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { Request } from 'firebase-functions/v2/https';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATALOG_SNAPSHOT_VERSION, type CatalogSnapshot } from '../../src/domain/catalog-snapshot';
import type { PageTemplate } from '../../src/domain/page-template';
import { pageStatus } from '../../src/domain/page-status';
import { SERVER_RENDER_DATA_ID } from '../../src/domain/server-render';
import { makeTour } from '../../src/testing/make-tour';
import { pageHandler, type PageSources, type Renderer } from './render-page';

const PROJECT = 'demo-punta';
const TITLE = "Snorkel $` $& $' </script> Catalina";

const TEMPLATE: PageTemplate = {
  html: `<!doctype html>
<html lang="es">
  <head>
    <!--app-meta--><title>Punta Cana Tours</title><!--/app-meta-->
    <!--app-head-->
    <script async src="/assets/boot-1.js"></script>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
  <!--/app-head--></head>
  <body>
    <div id="root"><!--app-html--><div role="progressbar"></div><!--/app-html--></div>
    <!--app-data-->
  </body>
</html>`,
  start: { boot: '/assets/boot-1.js', entry: '/assets/index-1.js', preload: [] },
};

const snapshot: CatalogSnapshot = {
  version: CATALOG_SNAPSHOT_VERSION,
  tours: [makeTour('isla-saona', { title: TITLE })],
  pricing: [],
  siteContent: [],
};

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The addresses the stand-in renderer was asked for, in order, and the site's address it was given. */
const rendered: string[] = [];
const origins: string[] = [];
const renderer: Renderer = {
  async renderPage(url, language, catalog, origin) {
    rendered.push(url);
    origins.push(origin);
    const title = escapeHtml(catalog.tours[0]!.title);
    return {
      html: `<main lang="${language}"><h1>${title}</h1></main>`,
      styles: '<style data-emotion="css a">.a{color:red}</style>',
      texts: { [language]: {} },
      head: `<title>${title}</title><link rel="canonical" href="${origin}${url}" />`,
      status: pageStatus(new URL(url, 'http://page.invalid').pathname, catalog),
    };
  },
};
const sources: PageSources = {
  renderer: async () => renderer,
  template: () => TEMPLATE,
  catalog: async () => snapshot,
};

/** A host that must never be asked: its answer would be an attacker's page. */
const trapped: string[] = [];
let trap: Server;
let site: Server;
let base: string;
const realFetch = globalThis.fetch;
const requestedByHandler = vi.fn(async () => {
  throw new Error('renderPage fetched something');
});
const savedEnv = { ...process.env };

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await realFetch(`${base}${path}`, { headers });
  return { response, body: await response.text() };
}

beforeAll(async () => {
  trap = createServer((request, response) => {
    trapped.push(`${request.headers.host}${request.url}`);
    response.end('<html><body>evil</body></html>');
  });
  const app = express();
  const handle = pageHandler(sources);
  app.use((request, response) => void handle(request as Request, response));
  site = createServer(app);
  base = `http://127.0.0.1:${await listen(site)}`;
  // As in the Functions emulator, where the old check let local hosts through.
  process.env.GCLOUD_PROJECT = PROJECT;
  process.env.FUNCTIONS_EMULATOR = 'true';
  vi.stubGlobal('fetch', requestedByHandler);
});

beforeEach(() => {
  rendered.length = 0;
  origins.length = 0;
});

afterAll(async () => {
  vi.unstubAllGlobals();
  process.env = savedEnv;
  await Promise.all([trap, site].map((server) => new Promise((done) => server.close(done))));
});

describe('renderPage', () => {
  it('asks no host for anything, whatever X-Forwarded-Host says, and answers each the same page', async () => {
    const trapHost = `127.0.0.1:${await listen(trap)}`;
    const { body: plain } = await page('/home');
    expect(plain).toContain(`id="${SERVER_RENDER_DATA_ID}"`);
    const hosts = [
      trapHost,
      `localhost:${trapHost.split(':')[1]}`,
      `${PROJECT}--x@${trapHost}/.web.app`,
      `${PROJECT}--x@evil.example/.web.app`,
      `${PROJECT}.web.app`,
      'evil.example',
      '169.254.169.254',
      // Distinct hosts, as many as a crawler might send: nothing is kept per host.
      ...Array.from({ length: 500 }, (_, index) => `${PROJECT}--h${index}.web.app`),
    ];
    for (const host of hosts) {
      const { response, body } = await page('/home', { 'X-Forwarded-Host': host });
      expect({ host, status: response.status, same: body === plain }).toEqual({
        host,
        status: 200,
        same: true,
      });
    }
    expect(requestedByHandler).not.toHaveBeenCalled();
    expect(trapped).toEqual([]);
    // The page names the site by its configured address (the project's), never the asking host.
    expect(new Set(origins)).toEqual(new Set([`https://${PROJECT}.web.app`]));
  });

  it("answers with the renderer's status and puts its head in place of the shell's title", async () => {
    const { response, body } = await page('/tours/no-such-tour');
    expect(response.status).toBe(404);
    expect(body).not.toContain('<title>Punta Cana Tours</title>');
    const { body: tour } = await page('/tours/isla-saona');
    expect(tour).toContain(
      `<link rel="canonical" href="https://${PROJECT}.web.app/tours/isla-saona" />`,
    );
  });

  it("puts a title with $` $& $' and </script> in the page literally", async () => {
    const { body } = await page('/tours/isla-saona');
    expect(body).toContain(`<h1>${escapeHtml(TITLE)}</h1>`);
    expect(body.split('<title>')).toHaveLength(2);
    const data = new RegExp(
      `<script type="application/json" id="${SERVER_RENDER_DATA_ID}">(.*?)</script>`,
    ).exec(body)?.[1];
    expect(JSON.parse(data!).snapshot.tours[0].title).toBe(TITLE);
  });

  it('renders the page for a cookie that is not percent-encoding', async () => {
    for (const cookie of ['__session=%E0', 'i18next=%E0%A4; __session=en', '__session=%']) {
      const { response, body } = await page('/home', {
        Cookie: cookie,
        'Accept-Language': 'en',
      });
      expect({ cookie, status: response.status }).toEqual({ cookie, status: 200 });
      expect(body).toContain('<html lang="en"');
    }
  });

  it('renders by the path and the parameters a page reads, never by other ones', async () => {
    await page('/home?utm_source=mail&fbclid=abc');
    await page('/home?lng=en&utm_source=mail');
    await page('/tours/isla-saona?gclid=1&adults=2&view=admin&date=2026-11-02');
    expect(rendered).toEqual([
      '/home',
      '/home?lng=en',
      '/tours/isla-saona?view=admin&date=2026-11-02&adults=2',
    ]);
  });

  it('says which request headers its answer depends on', async () => {
    const { response } = await page('/home', { 'Accept-Encoding': 'gzip' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toBe('Accept-Language, Cookie, Accept-Encoding');
  });
});
