// Cloud Storage for admin uploads, on the admin app (the admin's token), loaded only by the admin area.
import { connectStorageEmulator, getStorage } from 'firebase/storage';
import { emulatorPorts } from '@/config/emulators';
import { env } from '@/config/env';
import { adminApp } from './admin-app';

export const storage = getStorage(adminApp);

if (env.useEmulators) {
  connectStorageEmulator(storage, env.emulatorHost, emulatorPorts.storage);
}
