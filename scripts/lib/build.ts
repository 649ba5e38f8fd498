// Builds what the emulators serve: the Cloud Functions bundle and the web app for the local stack.
import path from 'node:path';
import { PROJECT_ID, ROOT, STORAGE_BUCKET } from './local-stack';
import { run } from './run';

/** The web app's server entry (vite.config.ts builds it for the renderPage function). */
export const SERVER_ENTRY = 'src/entry-server.tsx';

const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name);

export const localWebEnv = {
  VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
  VITE_FIREBASE_STORAGE_BUCKET: STORAGE_BUCKET,
  VITE_USE_EMULATORS: 'true',
};

export function buildFunctions(): Promise<void> {
  return run('node', ['build.mjs'], { cwd: path.join(ROOT, 'functions') });
}

/**
 * The browser's build (dist/), then the server entry the renderPage function renders pages with
 * (functions/lib/page-renderer, with dist/index.html beside it). `sourcemap` writes the browser
 * build's source maps beside its files (npm run bench:tasks reads them).
 */
export async function buildWebForEmulators({ sourcemap = false } = {}): Promise<void> {
  const maps = sourcemap ? ['--sourcemap'] : [];
  await run(bin('vite'), ['build', '--logLevel', 'warn', ...maps], { cwd: ROOT, env: localWebEnv });
  await run(bin('vite'), ['build', '--ssr', SERVER_ENTRY, '--logLevel', 'warn'], {
    cwd: ROOT,
    env: localWebEnv,
  });
}
