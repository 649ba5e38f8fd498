// Builds what the emulators serve: the Cloud Functions bundle and the web app for the local stack.
import path from 'node:path';
import { PROJECT_ID, ROOT, STORAGE_BUCKET } from './local-stack';
import { run } from './run';

const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name);

export const localWebEnv = {
  VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
  VITE_FIREBASE_STORAGE_BUCKET: STORAGE_BUCKET,
  VITE_USE_EMULATORS: 'true',
};

export function buildFunctions(): Promise<void> {
  return run('node', ['build.mjs'], { cwd: path.join(ROOT, 'functions') });
}

export function buildWebForEmulators(): Promise<void> {
  return run(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: ROOT, env: localWebEnv });
}
