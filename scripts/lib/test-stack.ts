// A fresh, seeded test stack (npm test, the stress run, with-stack): emulators up, catalog and admin in.
import { adminApp } from './admin-app';
import { ensureAdmin } from './ensure-admin';
import { ensureStaff } from './ensure-staff';
import { LOCAL_ADMIN, LOCAL_STAFF } from './local-admin';
import {
  PROJECT_ID,
  STORAGE_BUCKET,
  adminEmulatorEnv,
  startEmulators,
  testStackEnv,
  type RunningStack,
} from './local-stack';
import { seedCatalog } from './seed-catalog';

/**
 * Starts the emulators (output to `logFile`), seeds them, and points this process's firebase-admin at
 * them. `lowPriority`: see StartOptions.
 */
export async function startSeededTestStack(
  logFile: string,
  { lowPriority = false } = {},
): Promise<RunningStack> {
  const stack = await startEmulators({ logFile, env: testStackEnv, lowPriority });
  try {
    Object.assign(process.env, adminEmulatorEnv);
    const app = adminApp(PROJECT_ID, STORAGE_BUCKET);
    await seedCatalog(app);
    await ensureAdmin(app, LOCAL_ADMIN.email, LOCAL_ADMIN.password);
    await ensureStaff(app, LOCAL_STAFF.email, LOCAL_STAFF.password);
    await ensureStaff(app, LOCAL_STAFF.email, LOCAL_STAFF.password);
    return stack;
  } catch (error) {
    await stack.stop();
    throw error;
  }
}
