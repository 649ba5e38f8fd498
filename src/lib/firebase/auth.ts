// Firebase Auth on the admin app, loaded only by the admin area so the public pages stay light.
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import { emulatorPorts } from '@/config/emulators';
import { env } from '@/config/env';
import { adminApp } from './admin-app';

// getAuth() would add the pop-up/redirect sign-in helper, which on phones and Safari loads a Google
// script (apis.google.com) and an iframe at once: the site's CSP refuses both, and staff sign in
// with e-mail and password only. Same persistence as getAuth().
export const auth = initializeAuth(adminApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
});

if (env.useEmulators) {
  connectAuthEmulator(auth, `http://${env.emulatorHost}:${emulatorPorts.auth}`, {
    disableWarnings: true,
  });
}
