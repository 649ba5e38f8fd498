// A rules-unit-testing environment on the running emulators, with this project's real rules files.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { EMULATOR_HOST, emulatorPorts } from '../src/config/emulators';

const root = path.resolve(import.meta.dirname, '..');

/** A project id of its own, so clearing data never touches the seeded demo project. */
export const RULES_PROJECT_ID = 'demo-rules-test';

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
