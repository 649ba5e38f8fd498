// The JavaScript each entry point loads (gzip), from dist/.vite/manifest.json: measureBundles() for
// `npm run bench`, or on its own after a build: npm run bench:bundle
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  /** Files the chunk refers to by URL: a worker's script among them. */
  assets?: string[];
}

/**
 * Issue 38: the JavaScript a public page needs before it is interactive, KB gzip at most, with the
 * specified router and texts libraries (issue 16's 170 KB was met without them; they weigh about 30).
 */
export const PUBLIC_PAGE_BUDGET_KB = 200;

/** The row of the admin's first screen: its frame and the dashboard, signed in at /admin. */
export const ADMIN_FIRST_SCREEN = 'admin first screen: /admin (dashboard)';

/**
 * Issue 43: the JavaScript of the admin's first screen, KB gzip at most (the dashboard, signed in;
 * its charts load as they come near the screen, in a chunk of their own, and are not counted):
 * 427.5 before issue 43, 418.9 after it (Remote Config left out), 423.5 once holds and e-mail came,
 * 413.9 with Storage moved to the screens that upload, 382.9 once reactfire's Realtime Database
 * functions were left out (src/lib/firebase/database-unused.ts), so a growth shows at once.
 */
export const ADMIN_FIRST_SCREEN_BUDGET_KB = 390;

export interface BundleRow {
  label: string;
  kb: number;
  /** A public page's JavaScript before it is interactive: the figure the budget applies to. */
  publicPage: boolean;
}

/** The JavaScript each entry loads, gzip KB, from a build's dist/.vite/manifest.json. */
export function measureBundles(
  dist = path.resolve(import.meta.dirname, '../../dist'),
): BundleRow[] {
  const manifest = JSON.parse(
    readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, Chunk>;
  /** The manifest's chunk for a key; a missing one means a stale or partial build. */
  function chunk(key: string): Chunk {
    const found = manifest[key];
    if (!found) throw new Error(`${key} is not in dist/.vite/manifest.json; run npm run build`);
    return found;
  }
  const gzipKb = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length / 1024;

  /** A chunk and everything it imports statically: what the browser must load before it runs. */
  function closure(key: string, seen = new Set<string>()): Set<string> {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of chunk(key).imports ?? []) closure(imported, seen);
    return seen;
  }

  const sum = (keys: Iterable<string>) =>
    [...keys].reduce((total, key) => total + gzipKb(chunk(key).file), 0);
  const find = (fragment: string) => Object.keys(manifest).find((key) => key.includes(fragment));

  const entry = Object.keys(manifest).find((key) => chunk(key).isEntry)!;
  const shell = closure(entry);
  const rows: BundleRow[] = [
    { label: 'app shell (every page)', kb: sum(shell), publicPage: false },
  ];
  for (const [label, fragments, publicPage] of [
    ['public site: /home', ['app/routes/public-routes', 'app/routes/home-route'], true],
    ['public site: /tours/:slug', ['app/routes/public-routes', 'app/routes/tour-route'], true],
    ['public site: /guia', ['app/routes/public-routes', 'app/routes/guide-route'], true],
    ['checkout', ['app/routes/public-routes', 'features/checkout/components/checkout-page'], false],
    [
      'my booking: /reserva',
      ['app/routes/public-routes', 'features/my-booking/components/my-booking-page'],
      false,
    ],
    ['admin area (its frame)', ['app/routes/admin-routes'], false],
    [
      ADMIN_FIRST_SCREEN,
      ['app/routes/admin-routes', 'features/admin/components/dashboard/admin-dashboard'],
      false,
    ],
  ] as const) {
    const keys = new Set(shell);
    for (const fragment of fragments) {
      const key = find(fragment);
      if (key) closure(key, keys);
    }
    rows.push({ label: `${label} (initial, incl. shell)`, kb: sum(keys), publicPage });
  }
  const adminOnly = closure(find('app/routes/admin-routes')!);
  const publicKeys = closure(find('app/routes/public-routes')!, new Set(shell));
  rows.push({
    label: 'admin chunk group (not shared with public)',
    kb: sum([...adminOnly].filter((key) => !publicKeys.has(key))),
    publicPage: false,
  });

  // Loaded on demand, yet needed at once: the texts before the first render, Firestore (the live
  // catalog) right after it. Counted apart from the rows above, beyond what those already hold.
  for (const [label, fragments] of [
    ['on demand: texts before first render (es)', ['locales/es/common', 'locales/es/public']],
    [
      'on demand: Firestore worker, after the page settles',
      ['features/catalog/api/catalog-listener'],
    ],
  ] as const) {
    const keys = new Set<string>();
    for (const fragment of fragments) {
      const key = find(fragment);
      if (key) closure(key, keys);
    }
    const extra = [...keys].filter((key) => !publicKeys.has(key));
    // A worker the chunks start (the site's Firestore) is downloaded with them, run off the page.
    const workers = [...keys].flatMap((key) =>
      (chunk(key).assets ?? []).filter((file) => file.endsWith('.js')),
    );
    const kb = sum(extra) + workers.reduce((total, file) => total + gzipKb(file), 0);
    if (kb > 0) rows.push({ label, kb, publicPage: false });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const { label, kb } of measureBundles())
    console.log(`${label.padEnd(52)} ${kb.toFixed(1).padStart(7)} KB gzip`);
}
