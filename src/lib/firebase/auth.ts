// Firebase Auth on the admin app, loaded only by the admin area so the public pages stay light.
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { emulatorPorts } from '@/config/emulators';
import { env } from '@/config/env';
import { adminApp } from './admin-app';

export const auth = getAuth(adminApp);

if (env.useEmulators) {
  connectAuthEmulator(auth, `http://${env.emulatorHost}:${emulatorPorts.auth}`, {
    disableWarnings: true,
  });
}
