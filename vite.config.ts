// Vite build of the PWA: React, the service worker and manifest, and the unit/component test runner.
import { copyFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { loadEnv, type Rolldown } from 'vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { CATALOG_SNAPSHOT_PATH } from './src/domain/catalog-snapshot';
import { EMULATOR_HOST, emulatorPorts } from './src/config/emulators';
import { renderedPagePatterns } from './src/config/paths';
import { PAGE_START_FILE } from './src/domain/page-template';
import { publicPageModules } from './src/app/routes/public-page-modules';
import { patternSource, routePreloads } from './tools/vite/route-preloads';
import { compileHints } from './tools/vite/compile-hints';
import { robotsTxtFile } from './tools/vite/robots-txt';

/**
 * The pages the renderPage function renders, as one expression on a URL's path (and query): the
 * app shell's navigation fallback leaves them to their own runtime route.
 */
const renderedPagePath = new RegExp(
  `^(?:${renderedPagePatterns.map((pattern) => patternSource(pattern).slice(1, -1)).join('|')})(?:\\?.*)?$`,
);
/** The cache public/sw-pages.js fills on install, and the runtime route below reads. */
const RENDERED_PAGES_CACHE = 'rendered-pages';

/**
 * What public/sw-pages.js defines in the worker: the rendered pages' runtime route plugin. The
 * route's plugin calls it by this global name, since workbox copies the plugin's text into the worker.
 */
interface RenderedPagesWorker {
  renderedPages: {
    cacheWillUpdate(options: { response: Response }): Promise<Response | null>;
    cachedResponseWillBeUsed(options: { cachedResponse?: Response }): Promise<Response | null>;
  };
}

/** The same pages as whole URLs, for the runtime route (workbox matches those on the href). */
const renderedPageUrl = new RegExp(`^https?://[^/]+${renderedPagePath.source.slice(1)}`);

const pwa: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  injectRegister: false,
  includeAssets: ['favicon.svg', 'icons/*.png', 'images/*.webp'],
  manifest: {
    id: '/home',
    name: 'Punta Cana Tours & Traslados',
    short_name: 'PC Tours',
    description:
      'Tours, excursiones y traslados en Punta Cana, República Dominicana. Tours, excursions and transfers in Punta Cana.',
    categories: ['travel'],
    lang: 'es',
    start_url: '/home',
    scope: '/',
    display: 'standalone',
    theme_color: '#0b6e79',
    background_color: '#fffaf2',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    screenshots: [
      {
        src: '/images/screenshot-wide.png',
        sizes: '1280x720',
        type: 'image/png',
        form_factor: 'wide',
        label: 'Tours y traslados en Punta Cana',
      },
      {
        src: '/images/screenshot-narrow.png',
        sizes: '540x960',
        type: 'image/png',
        form_factor: 'narrow',
        label: 'Tours y traslados en Punta Cana',
      },
    ],
  },
  workbox: {
    // The first visit is controlled at once, so the app works offline after one visit; later
    // versions still wait for the visitor's "reload" (registerType: 'prompt').
    clientsClaim: true,
    globPatterns: ['**/*.{js,css,html,svg,png,jpg,webp,woff2,json}'],
    // Install-sheet screenshots are only fetched by the browser's install UI.
    globIgnores: ['images/screenshot-*'],
    navigateFallback: '/index.html',
    // Opens the booking when staff click a new-booking alert (public/sw-notifications.js); keeps the
    // catalog snapshot and the rendered pages for offline visits (public/sw-catalog.js,
    // public/sw-pages.js). First of all, the app's scripts are answered as the worker's own copies,
    // which Chromium keeps no compiled code beside (public/sw-scripts.js says why).
    importScripts: ['sw-scripts.js', 'sw-notifications.js', 'sw-catalog.js', 'sw-pages.js'],
    navigateFallbackDenylist: [/^\/__/, /^\/v0\//, /^\/emulator\//, renderedPagePath],
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    runtimeCaching: [
      {
        // The catalog snapshot (/catalog.json): fresh from the network, the last one when offline,
        // so a page opened offline paints before the Firestore SDK has read its own cache. Written
        // out: workbox copies this function's text into the worker (CATALOG_SNAPSHOT_PATH;
        // tests/build-output.test.ts checks the two agree).
        urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname === '/catalog.json',
        handler: 'NetworkFirst',
        options: {
          cacheName: 'catalog-snapshot',
          cacheableResponse: { statuses: [200] },
          // The answer is the same for everyone, yet it says Vary: Cookie (and Origin): a visit
          // whose language cookie differs from the kept answer's would find nothing offline.
          matchOptions: { ignoreVary: true },
        },
      },
      {
        // A page rendered on the server (/home, a tour, /guia): fresh from the network, as on a first
        // visit, and when offline (or the network has not answered in 4 s) the copy kept at the
        // last visit, shown at once with its own text instead of drawn by the app. A kept copy
        // whose app code this worker no longer holds (kept before an update) is not used: the app
        // shell draws the page instead, as for any other address.
        urlPattern: renderedPageUrl,
        handler: 'NetworkFirst',
        options: {
          cacheName: RENDERED_PAGES_CACHE,
          networkTimeoutSeconds: 4,
          cacheableResponse: { statuses: [200] },
          // Kept once per address whatever the visitor's cookies and query (?lng=).
          matchOptions: { ignoreVary: true, ignoreSearch: true },
          expiration: { maxEntries: 40, purgeOnQuotaError: true },
          precacheFallback: { fallbackURL: '/index.html' },
          // public/sw-pages.js: each copy kept with the name of its app code, used while it is held.
          plugins: [
            {
              cacheWillUpdate: (options) =>
                (globalThis as unknown as RenderedPagesWorker).renderedPages.cacheWillUpdate(
                  options,
                ),
              cachedResponseWillBeUsed: (options) =>
                (
                  globalThis as unknown as RenderedPagesWorker
                ).renderedPages.cachedResponseWillBeUsed(options),
            },
          ],
        },
      },
      {
        // Tour and site images served by Cloud Storage (or its emulator): cache first, bounded.
        urlPattern: ({ url }) =>
          url.hostname === 'firebasestorage.googleapis.com' || url.port === '9199',
        handler: 'CacheFirst',
        options: {
          cacheName: 'storage-images',
          expiration: {
            maxEntries: 200,
            maxAgeSeconds: 30 * 24 * 60 * 60,
            purgeOnQuotaError: true,
          },
          cacheableResponse: { statuses: [0, 200] },
        },
      },
    ],
  },
};

/**
 * Packages the browser build replaces with a stand-in of src/lib/firebase/ whose functions say they
 * are not part of this app: code an SDK bundles for a feature this app never calls (each file says
 * which, and what it weighed).
 */
const STAND_INS = [
  { find: /^re2js$/, file: 're2js-unused.ts' },
  { find: /^firebase\/database$/, file: 'database-unused.ts' },
].map(({ find, file }) => ({
  find,
  replacement: fileURLToPath(new URL(`./src/lib/firebase/${file}`, import.meta.url)),
}));

/** The Firebase SDKs reactfire imports and the app never calls (see treeshake below). */
const FIREBASE_UNUSED_BY_THE_APP =
  /\/node_modules\/(?:@firebase\/(?:database|remote-config|storage)|firebase\/(?:database|remote-config|storage))\//;

const srcFile = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url));

/**
 * A module and everything it imports statically, read from the bundler's module graph; `barrels`
 * (modules that only re-export others) are taken without what they re-export.
 */
function staticImports(
  root: string,
  context: Rolldown.ChunkingContext,
  barrels?: RegExp,
): Set<string> {
  const seen = new Set<string>();
  const pending = [root];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    if (!barrels?.test(id)) pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * Package entry points that only re-export a library (the graph holds all of it, used or not):
 * MUI's, zod/mini's and react-i18next's (whose Trans, with its HTML parser, only checkout uses).
 */
const BARRELS =
  /\/node_modules\/(?:@mui\/[a-z-]+\/esm\/(?:[a-zA-Z]+\/)?index|zod\/v4\/mini\/external|react-i18next\/dist\/es\/index)\.js$/;

/** The shell's modules: the entry and the stages it imports at start, with their static imports. */
function shellModules(): (id: string, context: Rolldown.ChunkingContext) => boolean {
  const entry = srcFile('main.tsx');
  const shells = new WeakMap<Rolldown.ChunkingContext, Set<string>>();
  return (id, context) => {
    let shell = shells.get(context);
    if (!shell) {
      const stages = context.getModuleInfo(entry)?.dynamicallyImportedIds ?? [];
      shell = new Set(
        [entry, ...stages].flatMap((root) => [...staticImports(root, context, BARRELS)]),
      );
      shells.set(context, shell);
    }
    return shell.has(id);
  };
}

/**
 * The shell: the entry (src/main.tsx) and the stages it imports at start (React DOM, the theme,
 * the texts, the providers, the router, the app's start), with what they import statically. Three
 * chunks, fetched at once: React DOM, MUI with emotion, and the rest. Chrome compiles each on a
 * background thread as it streams in, then finishes the compile on the main thread in one task per
 * file: as one 480 KB file that task took 100-180 ms at 4× CPU after a public page's first paint
 * (Chrome's code-cache write on an installed visit stays one task for all three: it is made per
 * module graph, not per file). Each
 * stage is evaluated when the entry imports it (strictExecutionOrder). The parts are captured
 * first (a group takes along the imports of the modules it captures).
 */
function shellGroups(): Rolldown.CodeSplittingGroup[] {
  const inShell = shellModules();
  const part = (name: string, modules: RegExp, priority: number) => ({
    priority,
    name: (id: string, context: Rolldown.ChunkingContext) =>
      modules.test(id) && inShell(id, context) ? name : null,
  });
  return [
    part('shell-react', /[\\/]node_modules[\\/](?:react-dom|scheduler)[\\/]/, 4),
    part('shell-mui', /[\\/]node_modules[\\/](?:@mui|@emotion|stylis)[\\/]/, 3),
    part('shell', /./, 2),
  ];
}

/**
 * The public pages' frame (layout, header, footer, catalog and cart: what public-routes imports
 * statically) as one chunk. Left to the splitter it comes as some 25 small chunks, each with its
 * own import list and gzip window: 7 KB gzip more on every public page. Modules the admin area
 * imports too are left to the splitter, yet the chunk keeps some of them (a captured module's
 * imports come along), so the admin's first screen loads it as well: 6 KB gzip more there.
 */
function publicFrameGroup(): Rolldown.CodeSplittingGroup {
  const publicRoutes = srcFile('app/routes/public-routes.tsx');
  const adminRoutes = srcFile('app/routes/admin-routes.tsx');
  const graphs = new WeakMap<
    Rolldown.ChunkingContext,
    { frame: Set<string>; admin: Set<string> }
  >();
  return {
    name: (id, context) => {
      let graph = graphs.get(context);
      if (!graph) {
        graph = {
          frame: staticImports(publicRoutes, context),
          admin: staticImports(adminRoutes, context),
        };
        graphs.set(context, graph);
      }
      const inFrame = id !== publicRoutes && graph.frame.has(id) && !graph.admin.has(id);
      return inFrame ? 'public-frame' : null;
    },
  };
}

/**
 * Code two or more of the browsing pages (landing, home, tour, about, contact, guide) import
 * statically, outside the frame and the admin area, as one chunk. Left to the splitter it comes as
 * one small chunk per combination of pages (MUI parts, icons, shared components): /home needed 28
 * requests beside the shell, and over HTTP/1.1 (the local Hosting) each waits its turn for one of
 * six connections. As one chunk: 13 requests, 4 KB gzip less on /home, 1 and 5 more on a tour and
 * /guia. Checkout and my booking are left out: their form code would weigh on every page. The
 * chunk brings along some modules the admin area shares (a captured module's imports come with
 * it), so the admin's first screen loads it too: 12 KB gzip more there.
 */
function publicSharedGroup(): Rolldown.CodeSplittingGroup {
  const pageLoaders = srcFile('app/routes/page-loaders.ts');
  const formPages = new Set([
    srcFile('features/checkout/components/checkout-page.tsx'),
    srcFile('features/my-booking/components/my-booking-page.tsx'),
  ]);
  const publicRoutes = srcFile('app/routes/public-routes.tsx');
  const adminRoutes = srcFile('app/routes/admin-routes.tsx');
  const graphs = new WeakMap<Rolldown.ChunkingContext, Map<string, number>>();
  return {
    name: (id, context) => {
      let pagesUsing = graphs.get(context);
      if (!pagesUsing) {
        pagesUsing = new Map();
        const frame = staticImports(publicRoutes, context);
        const admin = staticImports(adminRoutes, context);
        const pages = context.getModuleInfo(pageLoaders)?.dynamicallyImportedIds ?? [];
        for (const page of pages.filter((candidate) => !formPages.has(candidate))) {
          for (const module of staticImports(page, context)) {
            if (module === page || frame.has(module) || admin.has(module)) continue;
            pagesUsing.set(module, (pagesUsing.get(module) ?? 0) + 1);
          }
        }
        graphs.set(context, pagesUsing);
      }
      return (pagesUsing.get(id) ?? 0) >= 2 ? 'public-shared' : null;
    },
  };
}

/**
 * The server entry (src/entry-server.tsx), built into the renderPage function's folder with every
 * package inside: `vite build --ssr` (scripts/lib/build.ts), after the browser's build, whose
 * index.html it wraps the markup in.
 */
const serverBuild = {
  plugins: [
    {
      // The page the function wraps the markup in: the browser build's index.html, and how that
      // build's app starts (tools/vite/route-preloads.ts), deployed with the function.
      name: 'page-template',
      apply: 'build' as const,
      closeBundle() {
        copyFileSync('dist/index.html', 'functions/lib/page-renderer/index.html');
        copyFileSync(`dist/${PAGE_START_FILE}`, 'functions/lib/page-renderer/page-start.json');
        // Hosting answers an address no rewrite names with 404.html and status 404 (firebase.json
        // lists the app's own addresses): the app's shell, which draws its not-found page.
        copyFileSync('dist/index.html', 'dist/404.html');
      },
    },
  ],
  // React's production build, whatever NODE_ENV the function runs with.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true as const, target: 'node' as const },
  build: {
    outDir: 'functions/lib/page-renderer',
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: {
      output: { entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' },
    },
  },
};

export default defineConfig(({ command, isSsrBuild, mode }) => ({
  plugins: [
    react(),
    VitePWA(pwa),
    ...(isSsrBuild
      ? serverBuild.plugins
      : [
          compileHints(),
          robotsTxtFile({
            root: fileURLToPath(new URL('.', import.meta.url)),
            // The build's project (.env.production.local in the deploy workflow; the local stack's).
            projectId:
              loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_')
                .VITE_FIREBASE_PROJECT_ID || 'demo-puntacana',
          }),
          routePreloads({
            pages: publicPageModules,
            pageLoaders: srcFile('app/routes/page-loaders.ts'),
            publicRoutes: srcFile('app/routes/public-routes.tsx'),
          }),
        ]),
  ],
  ssr: isSsrBuild ? serverBuild.ssr : undefined,
  define: isSsrBuild ? serverBuild.define : undefined,
  build: isSsrBuild
    ? serverBuild.build
    : {
        // The manifest lets scripts/bench/bundle-size.ts measure what each route really loads.
        manifest: true,
        // A dynamic import adds no <link rel=modulepreload> per chunk it needs (the browser fetches
        // those as it reads the chunk's imports): each link costs the main thread about 1 ms to
        // insert (3-5 ms on a phone's CPU), and a public page's start added some 26 of them in its
        // longest tasks. The HTML keeps its links for the shell, and tools/vite/route-preloads.ts
        // its table for the opened page; CSS a chunk needs is still loaded with it.
        modulePreload: {
          resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
        },
        rolldownOptions: {
          treeshake: {
            // @emotion/react imports hoist-non-react-statics for its side effects, which it has none
            // of (its withTheme imports it again, by name, where used): 1.4 KB gzip on every page.
            // src/domain/zod.ts configures Zod, which matters only where a page uses `z`: it is
            // kept wherever its export is used, and left out of pages that use no schema.
            // reactfire's one module imports every Firebase SDK it has hooks for, and the Realtime
            // Database's and Remote Config's packages register themselves as they load, so the
            // bundler kept both on the admin's first screen though the app calls neither. Marked
            // free of side effects, a package is left out where nothing imported from it is used
            // (a page that used it would still get all of it, registration included): Remote
            // Config goes (8.6 KB gzip); the Realtime Database stays, since rxfire's code inside
            // reactfire builds a frozen table of its functions at load (Object.freeze, a call).
            // Storage, which the app does use, comes with the screens that upload photos (their
            // getStorage, in src/lib/firebase/storage.ts, keeps its registration with it), not
            // with reactfire on the admin's first screen.
            moduleSideEffects: (id: string) =>
              /\/node_modules\/hoist-non-react-statics\/|\/src\/domain\/zod\.ts$/.test(id) ||
              FIREBASE_UNUSED_BY_THE_APP.test(id)
                ? false
                : undefined,
            // Building a schema (`z.object(…)`, `z.string().check(…)`) has no side effect: a schema
            // no code on the page uses is left out, and with the last one, Zod itself (10 KB gzip).
            manualPureFunctions: ['z'],
          },
          output: {
            // What the entry imports statically goes into one chunk: left to itself, the splitter cuts
            // it (and the route groups after it) into dozens of small shared chunks, each with its own
            // import list and gzip window (measured: 5-6 KB gzip more on each public page).
            // Each module is evaluated when first imported, not with its whole chunk: the shell's
            // stages (src/main.tsx) each take a task of their own. About 9 KB gzip more on a page.
            strictExecutionOrder: true,
            codeSplitting: {
              groups: [...shellGroups(), publicFrameGroup(), publicSharedGroup()],
            },
          },
        },
      },
  // The site's Firestore worker (src/lib/firebase/public-firestore.worker.ts) is a module worker:
  // one file, loaded by `new SharedWorker(…, { type: 'module' })` (or `new Worker`).
  worker: { format: 'es' as const },
  // npm run dev: the catalog snapshot from the local stack's Hosting, which rewrites it to the
  // function, as in production.
  server: {
    proxy: { [CATALOG_SNAPSHOT_PATH]: `http://${EMULATOR_HOST}:${emulatorPorts.hosting}` },
  },
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? STAND_INS : []),
    ],
  },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: [
      'src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'tools/**/*.test.ts',
      'functions/src/**/*.test.ts',
    ],
    css: false,
    // Rendering MUI in jsdom takes seconds per test on a loaded 2-core machine; tests wait on UI
    // state (findBy*, waitFor), so a generous ceiling only stops a test that really hangs.
    testTimeout: 20_000,
  },
}));
