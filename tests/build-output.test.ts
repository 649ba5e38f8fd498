// The production build (made by npm test before this runs): PWA files, manifest, and the admin code
// kept out of what visitors load.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { runInNewContext } from 'node:vm';
import { PUBLIC_PAGE_BUDGET_KB, measureBundles } from '../scripts/bench/bundle-size';
import { SERVER_RENDER_DATA_ID, composePage } from '../src/domain/server-render';
import { describe, expect, it } from 'vitest';
import { CATALOG_SNAPSHOT_PATH, CATALOG_SNAPSHOT_VERSION } from '../src/domain/catalog-snapshot';
import { LINKS_PER_TASK } from '../tools/vite/route-preloads';
import {
  PAGE_START_FILE,
  PLACEHOLDERS,
  isPageStart,
  type PageTemplate,
} from '../src/domain/page-template';
import { COMPILE_HINT } from '../tools/vite/compile-hints';

const dist = path.resolve(import.meta.dirname, '../dist');
const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
/** Hosting's own matcher for a rewrite's source (superstatic, inside firebase-tools). */
const { configMatcher } = createRequire(import.meta.url)('superstatic/lib/utils/patterns') as {
  configMatcher: (path: string, rule: { source: string }) => boolean;
};

/** Whether Hosting (firebase.json's rewrites, first match wins) has renderPage answer an address. */
function renderedByFunction(address: string): boolean {
  const firebase = JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '../firebase.json'), 'utf8'),
  ) as { hosting: { rewrites: { source: string; function?: { functionId: string } }[] } };
  const pathname = address.split('?')[0]!;
  const rule = firebase.hosting.rewrites.find((rewrite) => configMatcher(pathname, rewrite));
  return rule?.function?.functionId === 'renderPage';
}

const manifest = () => JSON.parse(read('.vite/manifest.json')) as Record<string, Chunk>;

/** index.html and how its app starts, as the build wrote them for the renderPage function. */
function builtTemplate(): PageTemplate {
  const start: unknown = JSON.parse(read(PAGE_START_FILE));
  if (!isPageStart(start)) throw new Error(`${PAGE_START_FILE} is no PageStart`);
  return { html: read('index.html'), start };
}

/** The chunk a manifest key names, failing the test when the manifest has no such key. */
function chunkAt(chunks: Record<string, Chunk>, key: string): Chunk {
  const chunk = chunks[key];
  if (!chunk) throw new Error(`${key} is not in dist/.vite/manifest.json`);
  return chunk;
}

/** Source modules a chunk pulls in statically, i.e. what loads with it. */
function staticClosure(
  chunks: Record<string, Chunk>,
  key: string,
  seen = new Set<string>(),
): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunkAt(chunks, key).imports ?? []) staticClosure(chunks, imported, seen);
  return seen;
}

/** The manifest key of the app's entry (index.html). */
const entryKey = (chunks: Record<string, Chunk>): string =>
  Object.keys(chunks).find((key) => chunkAt(chunks, key).isEntry)!;

/** The manifest key of a source module, by the end of its path; a missing one fails the test. */
function keyOf(chunks: Record<string, Chunk>, source: string): string {
  const key = Object.keys(chunks).find((candidate) => candidate.endsWith(source));
  if (!key) throw new Error(`no chunk for ${source} in dist/.vite/manifest.json`);
  return key;
}

/** The code of the chunks `keys` name, joined. */
const codeOf = (chunks: Record<string, Chunk>, keys: Iterable<string>): string =>
  [...keys].map((key) => read(chunkAt(chunks, key).file)).join('\n');

/** What a public page loads at its start: the shell, the public route group and the page's modules. */
const publicStart = (chunks: Record<string, Chunk>, ...pages: string[]): Set<string> =>
  new Set(
    [
      entryKey(chunks),
      ...['app/routes/public-routes.tsx', ...pages].map((page) => keyOf(chunks, page)),
    ].flatMap((key) => [...staticClosure(chunks, key)]),
  );

/** The files index.html's route-preload script asks for on an address (run as a browser would). */
function preloadedOn(pathname: string): string[] {
  const script = /<script async src="\/(assets\/route-preloads-[^"]+\.js)"><\/script>/.exec(
    read('index.html'),
  );
  if (!script) throw new Error('index.html has no route-preload script');
  const links: { rel: string; href: string }[] = [];
  const tasks: Array<() => void> = [];
  runInNewContext(read(script[1]!), {
    location: { pathname },
    setTimeout: (run: () => void) => tasks.push(run),
    document: {
      createElement: () => ({}),
      head: { appendChild: (link: { rel: string; href: string }) => links.push(link) },
    },
  });
  for (let task = tasks.shift(); task; task = tasks.shift()) task();
  expect(links.every((link) => link.rel === 'modulepreload')).toBe(true);
  return links.map((link) => link.href.slice(1)).sort();
}

describe('the production build', () => {
  it('has the app shell, the service worker and the web app manifest', () => {
    for (const file of ['index.html', 'sw.js', 'manifest.webmanifest'])
      expect(existsSync(path.join(dist, file))).toBe(true);
    expect(read('index.html')).toContain('manifest.webmanifest');
  });

  it("gives the tab a raster icon, not an SVG one (Chrome draws an SVG icon as a document of its own on the page's main thread)", () => {
    const icons = [...read('index.html').matchAll(/<link rel="icon"[^>]*href="([^"]+)"/g)].map(
      ([, href]) => href!,
    );
    expect(icons).toEqual([expect.stringMatching(/\.png$/)]);
    for (const icon of icons) expect(existsSync(path.join(dist, icon))).toBe(true);
  });

  it('describes an installable app that opens on /home', () => {
    const webManifest = JSON.parse(read('manifest.webmanifest'));
    expect(webManifest).toMatchObject({
      start_url: '/home',
      scope: '/',
      display: 'standalone',
      lang: 'es',
    });
    const sizes = webManifest.icons.map(
      (icon: { sizes: string; purpose?: string }) => `${icon.sizes}:${icon.purpose ?? 'any'}`,
    );
    expect(sizes).toEqual(
      expect.arrayContaining(['192x192:any', '512x512:any', '512x512:maskable']),
    );
    for (const icon of webManifest.icons) expect(existsSync(path.join(dist, icon.src))).toBe(true);
    expect(
      webManifest.screenshots.map((shot: { form_factor: string }) => shot.form_factor).sort(),
    ).toEqual(['narrow', 'wide']);
  });

  it('precaches the shell, the texts and the fallback photos, but never Firestore traffic', () => {
    const sw = read('sw.js');
    expect(sw).toContain('index.html');
    // Both sizes of each photo: a phone shows the small one (src/domain/image-variants.ts).
    for (const photo of ['hero', 'tour-fallback']) {
      expect(sw).toContain(`images/${photo}-1600.webp`);
      expect(sw).toContain(`images/${photo}-800.webp`);
    }
    expect(sw).not.toMatch(/firestore\.googleapis\.com/);
  });

  it('keeps the last catalog snapshot for offline visits, at the address index.html preloads', () => {
    expect(read('sw.js')).toContain(`"${CATALOG_SNAPSHOT_PATH}"`);
    expect(read('sw.js')).toContain('cacheName:"catalog-snapshot"');
    expect(read('sw.js')).toMatch(/cacheName:"catalog-snapshot",.*matchOptions:\{ignoreVary:!0\}/);
    // From install on, in the cache the route reads: the first visit's request predates the worker.
    expect(read('sw.js')).toContain('sw-catalog.js');
    expect(read('sw-catalog.js')).toContain(".open('catalog-snapshot')");
    expect(read('sw-catalog.js')).toContain(`.add('${CATALOG_SNAPSHOT_PATH}')`);
    expect(read('index.html')).toContain(`<link rel="preload" href="${CATALOG_SNAPSHOT_PATH}"`);
  });

  it('keeps a copy of exactly the pages the renderPage function renders, for offline visits', () => {
    const sw = read('sw.js');
    const route =
      /registerRoute\((\/\^https[^,]*\/),new \w+\.NetworkFirst\(\{cacheName:"rendered-pages"/.exec(
        sw,
      );
    const denylist = /denylist:\[(.*?\/)\]\}/.exec(sw);
    expect(route).not.toBeNull();
    expect(denylist).not.toBeNull();
    const routeMatches = runInNewContext(route![1]!) as RegExp;
    const denied = runInNewContext(`[${denylist![1]!}]`) as RegExp[];
    const addresses = [
      ...[
        '/home',
        '/home/',
        '/guia',
        '/tours/isla-saona',
        '/tours/isla-saona?lng=en',
        '/home?lng=en',
      ],
      ...['/', '/tours', '/tours/a/b', '/checkout', '/admin', '/admin/tours', '/about', '/contact'],
      ...['/reserva', '/homes', '/guia-x', '/admin-login', '/catalog.json'],
    ];
    for (const address of addresses) {
      const rendered = renderedByFunction(address);
      expect({ address, kept: routeMatches.test(`http://127.0.0.1:5000${address}`) }).toEqual({
        address,
        kept: rendered,
      });
      // The app shell's navigation fallback answers every other address.
      const byShell = !denied.some((expression) => expression.test(address));
      expect({ address, byShell }).toEqual({ address, byShell: !rendered });
    }
    expect(addresses.filter(renderedByFunction).length).toBeGreaterThanOrEqual(5);
    // From install on, in the cache the route reads: the first visit's page predates the worker.
    expect(sw).toContain('sw-pages.js');
    expect(read('sw-pages.js')).toContain("RENDERED_PAGES_CACHE = 'rendered-pages'");
    expect(read('sw-pages.js')).toContain(`'id="${SERVER_RENDER_DATA_ID}"'`);
  });

  it("starts the opened page's code beside the shell, before the shell has run", () => {
    const chunks = manifest();
    const shell = staticClosure(chunks, 'index.html');
    const filesOf = (...sources: string[]) =>
      [
        ...new Set(
          sources.flatMap((source) =>
            [...staticClosure(chunks, source)]
              .filter((key) => !shell.has(key))
              .map((key) => chunkAt(chunks, key).file),
          ),
        ),
      ].sort();
    const publicRoutes = 'src/app/routes/public-routes.tsx';
    expect(read('index.html').indexOf('route-preloads')).toBeLessThan(
      read('index.html').indexOf('<script type="module"'),
    );
    expect(preloadedOn('/home')).toEqual(filesOf(publicRoutes, 'src/app/routes/home-route.tsx'));
    expect(preloadedOn('/tours/isla-saona')).toEqual(
      filesOf(publicRoutes, 'src/app/routes/tour-route.tsx'),
    );
    expect(preloadedOn('/guia/')).toEqual(filesOf(publicRoutes, 'src/app/routes/guide-route.tsx'));
    // The admin area, and addresses no page has, start nothing extra.
    expect(preloadedOn('/admin/tours')).toEqual([]);
    expect(preloadedOn('/tours/isla-saona/extra')).toEqual([]);
  });

  it("starts the shell and each public page's code with V8's compile hint, but not the Firebase SDK", () => {
    // Chrome then compiles their functions while they download, not one by one as they first run.
    const chunks = manifest();
    const shell = [...staticClosure(chunks, 'index.html')].map((key) => chunkAt(chunks, key).file);
    const opened = ['/home', '/tours/isla-saona', '/guia/', '/about', '/contact', '/'].flatMap(
      preloadedOn,
    );
    const files = [...new Set([...shell, ...opened])].filter((file) => file.endsWith('.js'));
    const texts = new Map<string, string>();
    const text = (file: string) => texts.get(file) ?? texts.set(file, read(file)).get(file)!;
    const firstLine = (file: string) => text(file).split('\n', 1)[0];
    expect(files.filter((file) => firstLine(file) !== COMPILE_HINT)).toEqual([]);
    // Among them a chunk Vite starts with its own line (its dynamic import brings CSS along).
    expect(files.some((file) => text(file).includes('\nconst __vite__mapDeps='))).toBe(true);
    // The Firebase chunks that checkout's booking call brings (Cloud Functions, the app) compile
    // as they run.
    const bookingCall = keyOf(chunks, 'features/checkout/api/create-booking.ts');
    const sdk = [...staticClosure(chunks, bookingCall)]
      .map((key) => chunkAt(chunks, key).file)
      .filter((file) => text(file).includes('@firebase/'));
    expect(sdk.length).toBeGreaterThan(0);
    expect(sdk.filter((file) => firstLine(file) === COMPILE_HINT)).toEqual([]);
  });

  it('inserts no preload link per chunk a dynamic import needs, only the CSS it needs', () => {
    // Each inserted link costs a phone's main thread 3-5 ms; the browser finds a chunk's imports as
    // it reads it. index.html still preloads the shell's chunks.
    const files = Object.values(manifest()).map((chunk) => chunk.file);
    const listed = files
      .filter((file) => file.endsWith('.js'))
      .flatMap((file) => {
        const deps = /__vite__mapDeps=.*?m\.f=(\[[^\]]*\])/.exec(read(file))?.[1];
        return deps ? (JSON.parse(deps) as string[]) : [];
      });
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((file) => !file.endsWith('.css'))).toEqual([]);
    expect(read('index.html')).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/shell-/,
    );
  });

  it("builds the renderPage function's renderer, around this build's index.html", () => {
    const renderer = path.join(dist, '../functions/lib/page-renderer');
    expect(existsSync(path.join(renderer, 'entry-server.mjs'))).toBe(true);
    // The function's pages name exactly this build's hashed files.
    expect(readFileSync(path.join(renderer, 'index.html'), 'utf8')).toBe(read('index.html'));
    expect(readFileSync(path.join(renderer, 'page-start.json'), 'utf8')).toBe(
      read(PAGE_START_FILE),
    );
  });

  it("marks the shell's start in index.html: the app's script and preloads, which a server page replaces", () => {
    const { html, start } = builtTemplate();
    const shellStart = html.slice(
      html.indexOf(PLACEHOLDERS.headStart),
      html.indexOf(PLACEHOLDERS.headEnd),
    );
    const [before = '', after = ''] = html.split(shellStart);
    expect(shellStart).toContain(`<script type="module" crossorigin src="${start.entry}">`);
    for (const file of start.preload) expect(shellStart).toContain(`href="${file}"`);
    expect(start.preload.length).toBeGreaterThan(0);
    expect(shellStart).toContain(`<script async src="${start.boot}"></script>`);
    expect(`${before}${after}`).not.toMatch(/<script|rel="modulepreload"/);
    // The PWA's manifest link stays for the server page.
    expect(after).toContain('rel="manifest"');
    // As the shell preloads them: the entry's imports, each after what it imports.
    const chunks = manifest();
    const shellFiles = [...staticClosure(chunks, 'index.html')].map(
      (key) => `/${chunkAt(chunks, key).file}`,
    );
    expect([...start.preload, start.entry].sort()).toEqual(shellFiles.sort());
  });

  /**
   * Runs the boot script of a server-rendered /home in a stand-in browser, with or without paint
   * timing, and hands back what it added and what it queued.
   */
  function bootServerPage({ paintTiming }: { paintTiming: boolean }) {
    const page = composePage(builtTemplate(), {
      language: 'es',
      head: '<title>Inicio</title>',
      html: '<main></main>',
      styles: '',
      data: {
        language: 'es',
        snapshot: { version: CATALOG_SNAPSHOT_VERSION, tours: [], pricing: [], siteContent: [] },
        texts: {},
      },
    });
    const tag =
      /<script async src="\/(assets\/route-preloads-[^"]+\.js)" data-entry="([^"]+)" data-preload="([^"]*)"><\/script>/.exec(
        page,
      );
    expect(tag, 'the boot script names the app').not.toBeNull();
    const [, script, entry, preload] = tag!;
    expect(read('index.html')).toContain(`<script type="module" crossorigin src="${entry}">`);
    const added: { rel?: string; type?: string; href?: string; src?: string }[] = [];
    const onLoad: Array<() => void> = [];
    const frames: Array<() => void> = [];
    const tasks: Array<{ run: () => void; ms: number }> = [];
    /** The next 0 ms task the script queued, taken off the queue. */
    const nextTask = () => {
      const index = tasks.findIndex((task) => task.ms === 0);
      return index < 0 ? undefined : tasks.splice(index, 1)[0];
    };
    /** The browser's paint timing, as a PerformanceObserver reports it. */
    const paints: Array<(names: string[]) => void> = [];
    class PaintObserver {
      static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['mark'];
      constructor(
        private readonly report: (
          list: { getEntries: () => { name: string }[] },
          observer: { disconnect: () => void },
        ) => void,
      ) {}
      observe({ type, buffered }: { type: string; buffered?: boolean }) {
        expect([type, buffered]).toEqual(['paint', true]);
        paints.push((names) =>
          this.report({ getEntries: () => names.map((name) => ({ name })) }, { disconnect() {} }),
        );
      }
    }
    runInNewContext(read(script!), {
      location: { pathname: '/home' },
      PerformanceObserver: PaintObserver,
      addEventListener: (event: string, listener: () => void) => {
        if (event === 'load') onLoad.push(listener);
      },
      requestAnimationFrame: (run: () => void) => frames.push(run),
      setTimeout: (run: () => void, ms: number) => tasks.push({ run, ms }),
      document: {
        readyState: 'loading',
        currentScript: {
          getAttribute: (name: string) => ({ 'data-entry': entry, 'data-preload': preload })[name],
        },
        createElement: () => ({}),
        head: { appendChild: (element: (typeof added)[number]) => added.push(element) },
      },
    });
    return { entry: entry!, preload: preload!, added, onLoad, frames, tasks, nextTask, paints };
  }

  it('on a page rendered on the server, starts the app only once the page and its photos have loaded and it is painted', () => {
    const { entry, preload, added, onLoad, frames, tasks, nextTask, paints } = bootServerPage({
      paintTiming: true,
    });
    // Nothing before the load event, save the 3 s limit in case a photo never comes.
    expect(added).toEqual([]);
    expect(tasks.map((task) => task.ms)).toEqual([3000]);
    onLoad.forEach((listener) => listener());
    expect(added).toEqual([]);
    // Not at a frame, nor at a paint with nothing of the page in it: at its first contentful paint.
    expect(frames).toEqual([]);
    paints.forEach((report) => report(['first-paint']));
    expect(tasks.filter((task) => task.ms === 0)).toEqual([]);
    paints.forEach((report) => report(['first-contentful-paint']));
    // The shell and the app's script first, then the page's chunks a few per task, never a dozen
    // requests in one task.
    const perTask: number[] = [];
    for (let task = nextTask(); task; task = nextTask()) {
      const before = added.length;
      task.run();
      perTask.push(added.length - before);
    }
    const shellStart = [...preload.split(' ').filter(Boolean), entry];
    expect(added.slice(0, shellStart.length).map((element) => element.src ?? element.href)).toEqual(
      shellStart,
    );
    expect(perTask.length).toBeGreaterThan(2);
    expect(Math.max(...perTask)).toBeLessThanOrEqual(LINKS_PER_TASK);
    const app = added.filter((element) => element.type === 'module');
    expect(app.map((element) => element.src)).toEqual([entry]);
    expect(
      added.filter((element) => element.rel === 'modulepreload').map((link) => link.href),
    ).toEqual(
      expect.arrayContaining([
        ...preload!.split(' ').filter(Boolean),
        ...preloadedOn('/home').map((file) => `/${file}`),
      ]),
    );
    // Once only, when the limit comes too.
    tasks.find((task) => task.ms === 3000)!.run();
    expect(added.filter((element) => element.type === 'module')).toHaveLength(1);
  });

  it('where the browser has no paint timing, starts the app a frame after the load event', () => {
    const { entry, added, onLoad, frames, tasks, nextTask, paints } = bootServerPage({
      paintTiming: false,
    });
    expect(tasks.map((task) => task.ms)).toEqual([3000]);
    onLoad.forEach((listener) => listener());
    expect(paints).toEqual([]);
    expect(added).toEqual([]);
    // The frame that paints the page, then a task after it.
    expect(frames).toHaveLength(1);
    frames[0]!();
    expect(added).toEqual([]);
    for (let task = nextTask(); task; task = nextTask()) task.run();
    expect(
      added.filter((element) => element.type === 'module').map((element) => element.src),
    ).toEqual([entry]);
    expect(added.filter((element) => element.rel === 'modulepreload').length).toBeGreaterThan(3);
  });

  it('opens the booking when staff click a new-booking alert the service worker showed', () => {
    expect(read('sw.js')).toContain('sw-notifications.js');
    expect(read('sw-notifications.js')).toContain("addEventListener('notificationclick'");
  });

  it('keeps each public page within its JavaScript budget (issue 16), the figure npm run bench prints', () => {
    const pages = measureBundles(dist).filter((row) => row.publicPage);
    expect(pages.map((row) => row.label)).toEqual([
      'public site: /home (initial, incl. shell)',
      'public site: /tours/:slug (initial, incl. shell)',
      'public site: /guia (initial, incl. shell)',
    ]);
    for (const { label, kb } of pages) {
      expect(kb, `${label}: ${kb.toFixed(1)} KB gzip`).toBeLessThanOrEqual(PUBLIC_PAGE_BUDGET_KB);
    }
  });

  it('keeps the admin area, Auth and Storage out of the public pages', () => {
    const chunks = manifest();
    const publicLoad = [...publicStart(chunks)];
    expect(
      publicLoad.filter((key) =>
        /features\/(admin|bookings)|lib\/firebase\/(auth|storage)/.test(key),
      ),
    ).toEqual([]);
    const publicCode = publicLoad
      .map((key) => readFileSync(path.join(dist, chunkAt(chunks, key).file), 'utf8'))
      .join('\n');
    expect(publicCode).not.toContain('identitytoolkit');
    // reactfire (its one entry brings every Firebase product) loads with the admin area only.
    expect(publicCode).not.toContain('_reactFirePreloadedObservables');
    // The dashboard charts' library loads with the dashboard only.
    expect(publicCode).not.toContain('MuiChartsSurface');
    // The admin area comes by a dynamic import from the app's shell.
    expect(
      [...staticClosure(chunks, entryKey(chunks))].flatMap(
        (key) => chunkAt(chunks, key).dynamicImports ?? [],
      ),
    ).toEqual(expect.arrayContaining([expect.stringContaining('admin-routes')]));
  });

  it('leaves the Realtime Database, which reactfire imports and the app never calls, out of every chunk', () => {
    const chunks = manifest();
    const withDatabase = Object.values(chunks)
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith('.js'))
      .filter((file) =>
        readFileSync(path.join(dist, file), 'utf8').includes('FIREBASE_DATABASE_EMULATOR_HOST'),
      );
    expect(withDatabase).toEqual([]);
  });

  it("leaves the Functions SDK out of checkout's start: the booking call brings it once the visitor starts on the form", () => {
    const chunks = manifest();
    // An error text of @firebase/functions' own.
    const functionsSdk = 'Response is not valid JSON object';
    const checkoutStart = publicStart(chunks, 'features/checkout/components/checkout-page.tsx');
    expect(codeOf(chunks, checkoutStart)).not.toContain(functionsSdk);
    const bookingCall = staticClosure(
      chunks,
      keyOf(chunks, 'features/checkout/api/create-booking.ts'),
    );
    expect(codeOf(chunks, bookingCall)).toContain(functionsSdk);
  });

  it('loads the date picker, the lightbox and the toasts only when used, never with a public page', () => {
    const chunks = manifest();
    for (const page of ['home-route.tsx', 'tour-route.tsx', 'guide-route.tsx']) {
      const code = codeOf(chunks, publicStart(chunks, `app/routes/${page}`));
      // Class names each library writes: the lightbox's, the pickers' calendar, notistack's stack.
      for (const marker of ['yarl__', 'MuiDateCalendar', 'notistack-Snackbar'])
        expect(code, `${marker} in what ${page} loads`).not.toContain(marker);
    }
  });
});
