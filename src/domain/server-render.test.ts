import { CATALOG_SNAPSHOT_VERSION, type CatalogSnapshot } from './catalog-snapshot';
import { describe, expect, it } from 'vitest';
import {
  SERVER_RENDER_DATA_ID,
  composePage,
  jsonForScript,
  languageOfRequest,
} from './server-render';
import type { PageTemplate } from './page-template';

/** index.html as the build makes it (tools/vite/route-preloads.ts), with the start it wrote. */
const TEMPLATE: PageTemplate = {
  html: `<!doctype html>
<html lang="es">
  <head>
    <!--app-meta--><meta name="description" content="Tours" />
    <title>Punta Cana Tours & Traslados</title><!--/app-meta-->
    <!--app-head-->
    <script async src="/assets/route-preloads-1.js"></script>
    <link rel="preload" href="/catalog.json" as="fetch" crossorigin="anonymous" />
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-1.js">
  <!--/app-head--><link rel="manifest" href="/manifest.webmanifest"></head>
  <body>
    <div id="root"><!--app-html-->
      <div role="progressbar" aria-label="Cargando… / Loading…"></div>
    <!--/app-html--></div>
    <!--app-data-->
  </body>
</html>`,
  start: {
    boot: '/assets/route-preloads-1.js',
    entry: '/assets/index-1.js',
    preload: ['/assets/runtime-1.js'],
  },
};

const snapshot: CatalogSnapshot = {
  version: CATALOG_SNAPSHOT_VERSION,
  tours: [],
  pricing: [],
  siteContent: [],
};

describe('languageOfRequest', () => {
  it('follows the browser order: ?lng=, the language cookie, Hosting’s cookie, Accept-Language', () => {
    expect(languageOfRequest({ query: 'en', cookie: 'i18next=es', acceptLanguage: 'es' })).toBe(
      'en',
    );
    expect(languageOfRequest({ cookie: 'a=1; i18next=en', acceptLanguage: 'es-DO' })).toBe('en');
    expect(languageOfRequest({ cookie: '__session=en', acceptLanguage: 'es' })).toBe('en');
    expect(languageOfRequest({ acceptLanguage: 'fr-FR, en-US;q=0.8, es;q=0.9' })).toBe('es');
    expect(languageOfRequest({ acceptLanguage: 'en-GB,en;q=0.9' })).toBe('en');
  });

  it('passes over a cookie that is not percent-encoding, to the next source', () => {
    expect(languageOfRequest({ cookie: '__session=%E0', acceptLanguage: 'en' })).toBe('en');
    expect(languageOfRequest({ cookie: 'i18next=%E0%A4; __session=en' })).toBe('en');
    expect(languageOfRequest({ cookie: 'i18next=%' })).toBe('es');
  });

  it('gives Spanish when nothing names a language the site speaks', () => {
    expect(languageOfRequest({})).toBe('es');
    expect(languageOfRequest({ query: 'de', cookie: 'i18next=fr', acceptLanguage: 'ja' })).toBe(
      'es',
    );
    expect(languageOfRequest({ acceptLanguage: 'en;q=0, pt' })).toBe('es');
  });
});

describe('jsonForScript', () => {
  it('cannot end the script element early, and reads back the same', () => {
    const value = { name: '</script><script>alert(1)</script><!--', line: 'a\u2028b & c' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/<|>|&/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('composePage', () => {
  const page = composePage(TEMPLATE, {
    language: 'en',
    head: '<title>Saona Island | Punta Cana Tours</title><meta name="description" content="A day." />',
    html: '<link rel="preload" as="image" href="/favicon.svg"/><main><h1>Isla Saona</h1><button>Add</button></main>',
    styles: '<style data-emotion="css abc">.css-abc{color:red}</style>',
    data: { language: 'en', snapshot, texts: { en: { common: { hello: 'Hello' } } } },
  });

  it('puts the markup in #root, its CSS and hoisted links in the head, in the page’s language', () => {
    expect(page).toContain('<html lang="en"');
    expect(page).toMatch(
      /<link rel="preload" as="image" href="\/favicon.svg"\/><style data-emotion="css abc">.*<\/style><\/head>/,
    );
    expect(page).toContain(
      '<div id="root"><main><h1>Isla Saona</h1><button>Add</button></main></div>',
    );
    expect(page).not.toContain('progressbar');
  });

  it("puts the page's own title and meta tags in place of the shell's", () => {
    expect(page).toContain(
      '<title>Saona Island | Punta Cana Tours</title><meta name="description" content="A day." />',
    );
    expect(page).not.toContain('Punta Cana Tours & Traslados');
    expect(page).not.toContain('content="Tours"');
    expect(page.split('<title>')).toHaveLength(2);
  });

  it('paints only once the whole page is parsed (its data block comes last)', () => {
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain(
      `<link rel="expect" href="#${SERVER_RENDER_DATA_ID}" blocking="render" />`,
    );
    expect(page.indexOf(`id="${SERVER_RENDER_DATA_ID}"`)).toBeGreaterThan(page.indexOf('</main>'));
  });

  it('starts no script before the page paints: the boot script names the app instead', () => {
    expect(page).not.toContain('<script type="module"');
    expect(page).not.toContain('rel="modulepreload"');
    expect(page).not.toContain('/catalog.json');
    expect(page).toContain(
      '<script async src="/assets/route-preloads-1.js" data-entry="/assets/index-1.js" data-preload="/assets/runtime-1.js"></script>',
    );
  });

  it('carries what it was rendered from, for the browser to take it over', () => {
    const data = new RegExp(
      `<script type="application/json" id="${SERVER_RENDER_DATA_ID}">(.*)</script>`,
    ).exec(page)?.[1];
    expect(JSON.parse(data!)).toEqual({
      language: 'en',
      snapshot,
      texts: { en: { common: { hello: 'Hello' } } },
    });
  });

  it('keeps the manifest link', () => {
    expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest"><link rel="expect"');
  });

  it('puts content in literally: `$` sequences and markers in it mean nothing', () => {
    const title = "Snorkel $` $& $' $1 $$ </script> <!--app-html--> <!--app-data-->";
    const escaped = title.replaceAll('<', '&lt;').replaceAll('>', '&gt;');
    const hostile = composePage(TEMPLATE, {
      language: 'es',
      head: '<title>x</title>',
      html: `<h1>${escaped}</h1>`,
      styles: `<style data-emotion="css x">.x::after{content:"$\` $& $'"}</style>`,
      data: { language: 'es', snapshot, texts: { es: { common: { title } } } },
    });
    expect(hostile).toContain(`<div id="root"><h1>${escaped}</h1></div>`);
    expect(hostile).toContain(`.x::after{content:"$\` $& $'"}</style>`);
    // Once: no part of the template was spliced in again.
    expect(hostile.split('<title>')).toHaveLength(2);
    expect(hostile.split('<div id="root">')).toHaveLength(2);
    expect(hostile.split('</script>')).toHaveLength(3);
    const data = new RegExp(
      `<script type="application/json" id="${SERVER_RENDER_DATA_ID}">(.*)</script>`,
    ).exec(hostile)?.[1];
    expect(JSON.parse(data!).texts.es.common.title).toBe(title);
  });

  it('refuses a template without its placeholders', () => {
    expect(() =>
      composePage(
        {
          ...TEMPLATE,
          html: '<html lang="es"><head></head><body><div id="root"></div></body></html>',
        },
        {
          language: 'es',
          head: '',
          html: '',
          styles: '',
          data: { language: 'es', snapshot, texts: {} },
        },
      ),
    ).toThrow(/<!--app-meta-->/);
  });
});
