// The admin area's callable functions (check-in, the team): on the admin app, so each call carries
// the signed-in owner's or staff member's ID token, which the functions check.
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { emulatorPorts } from '@/config/emulators';
import { env } from '@/config/env';
import { adminApp } from './admin-app';

const adminFunctions = getFunctions(adminApp, env.functionsRegion);

if (env.useEmulators) {
  connectFunctionsEmulator(adminFunctions, env.emulatorHost, emulatorPorts.functions);
}

/** Calls the admin callable `name` with `data`; its failure is a FunctionsError (callable-errors.ts). */
export async function callAdminFunction<Result>(name: string, data: unknown): Promise<Result> {
  const { data: result } = await httpsCallable<unknown, Result>(adminFunctions, name)(data);
  return result;
}
