// Draws the site's images (icons, install screenshots, fallback and seed photos) as SVG and renders them.
// Usage: npm run images [-- <part of a file name>…]   (no names: every image)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OUTPUTS } from './outputs';
import { render } from './render';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const started = Date.now();
const only = process.argv.slice(2);
await render(
  OUTPUTS.filter((o) => only.length === 0 || only.some((f) => o.file.includes(f))),
  ROOT,
);
console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
