// A rules-unit-testing environment on the running emulators, with this project's real rules files.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { EMULATOR_HOST, emulatorPorts } from '../src/config/emulators';

const root = path.resolve(import.meta.dirname, '..');

/** A project id of its own, so clearing data never touches the seeded demo project. */
export const RULES_PROJECT_ID = 'demo-rules-test';

/** The project's default bucket, named as Firebase names it (rules-unit-testing's default lacks the suffix). */
export const RULES_BUCKET = `${RULES_PROJECT_ID}.appspot.com`;
export const RULES_BUCKET_URL = `gs://${RULES_BUCKET}`;

const PRODUCTION_STORAGE = 'https://firebasestorage.googleapis.com';
const SAMPLE_TOKEN = '7f3c2a1e-9b8d-4c6e-a5f4-3e2d1c0b9a87';

/** A download URL of images/<name> as getDownloadURL() returns it, in production unless told. */
export function downloadUrl(
  name: string,
  { origin = PRODUCTION_STORAGE, bucket = RULES_BUCKET } = {},
): string {
  const object = encodeURIComponent(`images/${name}`);
  return `${origin}/v0/b/${bucket}/o/${object}?alt=media&token=${SAMPLE_TOKEN}`;
}

export function rulesTestEnvironment(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: RULES_PROJECT_ID,
    firestore: {
      host: EMULATOR_HOST,
      port: emulatorPorts.firestore,
      rules: readFileSync(path.join(root, 'firestore.rules'), 'utf8'),
    },
    storage: {
      host: EMULATOR_HOST,
      port: emulatorPorts.storage,
      rules: readFileSync(path.join(root, 'storage.rules'), 'utf8'),
    },
  });
}
