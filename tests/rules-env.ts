// A rules-unit-testing environment on the running emulators, with this project's real rules files.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';

const root = path.resolve(import.meta.dirname, '..');

/** A project id of its own, so clearing data never touches the seeded demo project. */
export const RULES_PROJECT_ID = 'demo-rules-test';

export function rulesTestEnvironment(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: RULES_PROJECT_ID,
    firestore: {
      host: '127.0.0.1',
      port: 8080,
      rules: readFileSync(path.join(root, 'firestore.rules'), 'utf8'),
    },
    storage: {
      host: '127.0.0.1',
      port: 9199,
      rules: readFileSync(path.join(root, 'storage.rules'), 'utf8'),
    },
  });
}
