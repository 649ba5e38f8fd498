// Callable Cloud Functions (booking), loaded only by the checkout page.
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { emulatorPorts } from '@/config/emulators';
import { env } from '@/config/env';
import { firebaseApp } from './app';

export const functions = getFunctions(firebaseApp, env.functionsRegion);

if (env.useEmulators) {
  connectFunctionsEmulator(functions, env.emulatorHost, emulatorPorts.functions);
}
