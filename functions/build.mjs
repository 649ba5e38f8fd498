// Bundles the Cloud Functions with the shared domain code (../src/domain) into lib/index.js.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  // npm packages stay external: they are installed from functions/package.json on deploy.
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
