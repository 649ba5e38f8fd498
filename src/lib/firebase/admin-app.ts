// The admin area's own Firebase app: staff sign in here, and its Firestore keeps what it reads in memory
// only, so the bookings an admin sees (names, e-mails, phones) are never written to the device.
import { initializeApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  initializeFirestore,
  memoryLocalCache,
  terminate,
  type Firestore,
} from 'firebase/firestore';
import { emulatorPorts } from '@/config/emulators';
import { env } from '@/config/env';

/** Auth, Storage and the admin's Firestore hang on this app, so admin requests carry the admin's token. */
export const adminApp = initializeApp(env.firebase, 'admin');

let current: Firestore | null = null;

/** The admin's Firestore: started on first use, and started afresh after a sign-out cleared it. */
export function adminFirestore(): Firestore {
  if (!current) {
    current = initializeFirestore(adminApp, { localCache: memoryLocalCache() });
    if (env.useEmulators) {
      connectFirestoreEmulator(current, env.emulatorHost, emulatorPorts.firestore);
    }
  }
  return current;
}

/**
 * Stops every admin listener and drops the in-memory cache with the bookings in it. Nothing to
 * clear on disk: a memory cache never writes to IndexedDB.
 */
export async function clearAdminFirestore(): Promise<void> {
  const running = current;
  current = null;
  if (running) await terminate(running);
}
