// Measures the JavaScript each entry point loads (gzip), from dist/.vite/manifest.json.
// Run after `npm run build`: npx tsx scripts/bench/bundle-size.ts
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const dist = path.resolve(import.meta.dirname, '../../dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;
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
const rows: [string, number][] = [['app shell (every page)', sum(shell)]];
for (const [label, fragments] of [
  ['public site: /home', ['app/routes/public-routes', 'app/routes/home-route']],
  ['public site: /tours/:slug', ['app/routes/public-routes', 'app/routes/tour-route']],
  ['checkout', ['app/routes/public-routes', 'features/checkout/components/checkout-page']],
  ['admin area (first screen)', ['app/routes/admin-routes']],
] as const) {
  const keys = new Set(shell);
  for (const fragment of fragments) {
    const key = find(fragment);
    if (key) closure(key, keys);
  }
  rows.push([`${label} (initial, incl. shell)`, sum(keys)]);
}
const adminOnly = closure(find('app/routes/admin-routes')!);
const publicKeys = closure(find('app/routes/public-routes')!, new Set(shell));
rows.push([
  'admin chunk group (not shared with public)',
  sum([...adminOnly].filter((key) => !publicKeys.has(key))),
]);

// Loaded on demand, yet needed at once: the texts before the first render, Firestore (the live
// catalog) right after it. Counted apart from the rows above, beyond what those already hold.
for (const [label, fragments] of [
  ['on demand: texts before first render (es)', ['locales/es/common', 'locales/es/public']],
  ['on demand: Firestore, right after first render', ['features/catalog/api/catalog-listener']],
] as const) {
  const keys = new Set<string>();
  for (const fragment of fragments) {
    const key = find(fragment);
    if (key) closure(key, keys);
  }
  const extra = [...keys].filter((key) => !publicKeys.has(key));
  if (extra.length > 0) rows.push([label, sum(extra)]);
}

for (const [label, kb] of rows)
  console.log(`${label.padEnd(52)} ${kb.toFixed(1).padStart(7)} KB gzip`);
