// A rules-unit-testing environment on the running emulators, with this project's real rules files.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Timestamp, doc, writeBatch, type Firestore, type WriteBatch } from 'firebase/firestore';
import type { StoredBooking } from '../src/domain/booking';
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

/**
 * A user's Firestore as the app's modular code takes it: rules-unit-testing hands out the compat
 * instance, which the modular functions accept as is.
 */
export function firestoreOf(
  env: RulesTestEnvironment,
  user: 'admin' | 'tourist' | 'visitor',
): Firestore {
  const context =
    user === 'admin'
      ? env.authenticatedContext('staff', { admin: true })
      : user === 'tourist'
        ? env.authenticatedContext('tourist')
        : env.unauthenticatedContext();
  return context.firestore() as unknown as Firestore;
}

/** Stores bookings as createBooking does (createdAt a Timestamp), rules aside, plus `more` writes. */
export async function storeBookings(
  env: RulesTestEnvironment,
  bookings: readonly StoredBooking[],
  more: (batch: WriteBatch, db: Firestore) => void = () => {},
): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    const batch = writeBatch(db);
    for (const { orderId, createdAt, ...fields } of bookings) {
      batch.set(doc(db, 'bookings', orderId), {
        ...fields,
        orderId,
        createdAt: Timestamp.fromMillis(createdAt),
      });
    }
    more(batch, db);
    await batch.commit();
  });
}
