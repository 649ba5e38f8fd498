// Public pages as Hosting serves them (/home, /tours/*, /guia, rewritten to the renderPage function
// on the emulators): the page's first view in the HTML, in the visitor's language, from the
// catalog as it is now, with what the browser needs to take it over and no script before paint.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCatalogSnapshot } from '../src/domain/catalog-snapshot';
import { SERVER_RENDER_DATA_ID } from '../src/domain/server-render';
import { makeTour } from '../src/testing/make-tour';
import { adminApp } from '../scripts/lib/admin-app';
import { HOST, PORTS, PROJECT_ID, adminEmulatorEnv } from '../scripts/lib/local-stack';

for (const [name, value] of Object.entries(adminEmulatorEnv)) process.env[name] ??= value;

const BASE = `http://${HOST}:${PORTS.hosting}`;
const TOUR_ID = `rendered-${Date.now().toString(36)}`;
let db: Firestore;

async function fetchPage(path: string, headers: Record<string, string> = {}, status = 200) {
  const response = await fetch(`${BASE}${path}`, { headers });
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  return { response, html: await response.text() };
}

/** The page's visible text (what a screen reader or a person reads), without its data and CSS. */
function textOf(html: string) {
  const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html);
  expect(root, 'the page has rendered markup in #root').not.toBeNull();
  return root![1]!.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

function dataOf(html: string) {
  const data = new RegExp(
    `<script type="application/json" id="${SERVER_RENDER_DATA_ID}">(.*?)</script>`,
  ).exec(html)?.[1];
  return JSON.parse(data!) as { language: string; snapshot: unknown; texts: object };
}

beforeAll(async () => {
  db = getFirestore(adminApp(PROJECT_ID));
  const { id: _id, ...tour } = makeTour(TOUR_ID, {
    title: 'Snorkel at </script> Catalina',
    descriptionEn: 'Reef snorkelling in English.',
    descriptionEs: 'Esnórquel en el arrecife, en español.',
  });
  const at = Timestamp.fromMillis(Date.UTC(2026, 10, 1));
  await db.doc(`tours/${TOUR_ID}`).set({ ...tour, createdAt: at, updatedAt: at });
});

afterAll(async () => {
  await db.doc(`tours/${TOUR_ID}`).delete();
});

describe('a public page rendered on the server', () => {
  it('holds the tour’s first view in the language the browser asks for', async () => {
    const english = await fetchPage(`/tours/${TOUR_ID}`, { 'Accept-Language': 'en-US,en;q=0.9' });
    expect(english.html).toContain('<html lang="en"');
    expect(textOf(english.html)).toContain('Snorkel at &lt;/script&gt; Catalina');
    expect(textOf(english.html)).toContain('Reef snorkelling in English.');
    expect(textOf(english.html)).not.toContain('Cargando');

    const spanish = await fetchPage(`/tours/${TOUR_ID}`, { 'Accept-Language': 'es-DO' });
    expect(spanish.html).toContain('<html lang="es"');
    expect(textOf(spanish.html)).toContain('Esnórquel en el arrecife, en español.');
  });

  it('follows the language the visitor chose (the cookie) over the browser’s', async () => {
    const { html } = await fetchPage('/home', {
      'Accept-Language': 'es',
      Cookie: 'i18next=en',
    });
    expect(html).toContain('<html lang="en"');
    expect(textOf(html)).toContain('Skip to content');
    expect(dataOf(html).language).toBe('en');
  });

  it('carries the catalog it was rendered from and the texts, and starts no script before paint', async () => {
    const { html } = await fetchPage('/guia', { 'Accept-Language': 'es' });
    const data = dataOf(html);
    const { snapshot } = data;
    if (!isCatalogSnapshot(snapshot)) throw new Error('The page carries no catalog snapshot');
    expect(snapshot.tours.some((tour) => tour.id === TOUR_ID && tour.price !== null)).toBe(true);
    expect(Object.keys(data.texts)).toEqual(['es']);
    // The data block cannot be closed early by a stored text.
    expect(html).not.toContain('Snorkel at </script>');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(head).toMatch(
      /<script async src="\/assets\/route-preloads-[^"]+\.js" data-entry="\/assets\/index-[^"]+\.js"/,
    );
    // Its CSS as @emotion/server writes it, for the browser's emotion cache to adopt.
    expect(head).toMatch(/<style data-emotion="css [^"]+">/);
    expect(head).toMatch(/<style data-emotion="css-global [^"]+">/);
  });

  it('names the scripts of the release Hosting serves', async () => {
    const shell = await (await fetch(`${BASE}/index.html`)).text();
    const entry = /<script type="module" crossorigin src="([^"]+)">/.exec(shell)?.[1];
    expect(entry).toBeDefined();
    const { html } = await fetchPage('/tours/isla-saona');
    expect(html).toContain(`data-entry="${entry}"`);
  });

  it('has an admin save in the next answer, cached by the CDN 10 s at most', async () => {
    await db.doc(`tours/${TOUR_ID}`).update({ descriptionEn: 'Now with a lunch stop.' });
    const { response, html } = await fetchPage(`/tours/${TOUR_ID}`, { 'Accept-Language': 'en' });
    expect(textOf(html)).toContain('Now with a lunch stop.');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10');
    expect(response.headers.get('vary')).toMatch(/Accept-Language/);
  });

  it('comes compressed when the browser accepts it', async () => {
    const response = await fetch(`${BASE}/home`, {
      headers: { 'Accept-Encoding': 'br, gzip' },
      // Node's fetch decodes the body; the header says what travelled.
    });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.text()).toContain(`id="${SERVER_RENDER_DATA_ID}"`);
  });

  it('says a tour the catalog does not have is not found, with status 404, in the visitor’s language', async () => {
    const { html } = await fetchPage('/tours/no-such-tour', { 'Accept-Language': 'en' }, 404);
    expect(textOf(html)).toContain('Tour not found');
    expect(html).toContain(`id="${SERVER_RENDER_DATA_ID}"`);
    const spanish = await fetchPage('/tours/no-such-tour', { 'Accept-Language': 'es' }, 404);
    expect(textOf(spanish.html)).toContain('Tour no encontrado');
  });

  it('asks no host a request names for its page, and serves the one built with it', async () => {
    // A page an attacker would have served as /home; the function must never ask for it.
    const asked: string[] = [];
    const trap = createServer((request, response) => {
      asked.push(`${request.headers.host}${request.url}`);
      response.end('<!doctype html><html><body><div id="root">evil</div></body></html>');
    });
    await new Promise<void>((resolve) => trap.listen(0, HOST, resolve));
    const { port } = trap.address() as AddressInfo;
    // Straight to the function: Hosting sets X-Forwarded-Host itself.
    const direct = `http://${HOST}:${PORTS.functions}/${PROJECT_ID}/us-central1/renderPage/home`;
    try {
      for (const host of [
        `${HOST}:${port}`,
        `localhost:${port}`,
        `${PROJECT_ID}--x@${HOST}:${port}/.web.app`,
        `${PROJECT_ID}--x@evil.example/.web.app`,
      ]) {
        const response = await fetch(direct, { headers: { 'X-Forwarded-Host': host } });
        const html = await response.text();
        expect({ host, status: response.status, evil: html.includes('evil') }).toEqual({
          host,
          status: 200,
          evil: false,
        });
        expect(html).toContain(`id="${SERVER_RENDER_DATA_ID}"`);
      }
      expect(asked).toEqual([]);
    } finally {
      await new Promise((done) => trap.close(done));
    }
  });

  it('renders the page for a language cookie that is not percent-encoding', async () => {
    const { html } = await fetchPage('/home', { Cookie: '__session=%E0', 'Accept-Language': 'en' });
    expect(html).toContain('<html lang="en"');
    expect(dataOf(html).language).toBe('en');
  });

  it('answers only reads', async () => {
    const response = await fetch(`${BASE}/home`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(405);
  });
});
