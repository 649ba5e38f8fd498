// Starts the public site's Firebase app and Firestore (offline cache, emulator when the build says so);
// the admin area has its own app with a memory-only cache (admin-app.ts).
import { initializeApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
} from 'firebase/firestore';
import { emulatorPorts } from '@/config/emulators';
import { env } from '@/config/env';

export const firebaseApp = initializeApp(env.firebase);

// The catalog must render from the device when the tourist is offline; several tabs share it.
export const firestore = initializeFirestore(firebaseApp, {
  localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
});

if (env.useEmulators) {
  connectFirestoreEmulator(firestore, env.emulatorHost, emulatorPorts.firestore);
}
