// Cloud Storage for admin uploads, loaded only by the admin area.
import { connectStorageEmulator, getStorage } from 'firebase/storage';
import { emulatorPorts } from '@/config/emulators';
import { env } from '@/config/env';
import { firebaseApp } from './app';

export const storage = getStorage(firebaseApp);

if (env.useEmulators) {
  connectStorageEmulator(storage, env.emulatorHost, emulatorPorts.storage);
}
