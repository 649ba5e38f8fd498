// Runs one command against a fresh, seeded local stack, then stops it: `npm run with-stack -- <command…>`.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { adminApp } from './lib/admin-app';
import { ensureAdmin } from './lib/ensure-admin';
import { LOCAL_ADMIN } from './lib/local-admin';
import {
  PROJECT_ID,
  ROOT,
  STORAGE_BUCKET,
  adminEmulatorEnv,
  startEmulators,
  testStackEnv,
} from './lib/local-stack';
import { run } from './lib/run';
import { seedCatalog } from './lib/seed-catalog';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error(
    'Usage: npm run with-stack -- <command> [args…]  (build first if it needs dist/ or functions/lib)',
  );
  process.exit(2);
}

const logFile = path.join(ROOT, 'test-results', 'emulators.log');
mkdirSync(path.dirname(logFile), { recursive: true });
const stack = await startEmulators({ logFile, env: testStackEnv });
let code = 0;
try {
  Object.assign(process.env, adminEmulatorEnv);
  const app = adminApp(PROJECT_ID, STORAGE_BUCKET);
  await seedCatalog(app);
  await ensureAdmin(app, LOCAL_ADMIN.email, LOCAL_ADMIN.password);
  await run(command, args, { env: adminEmulatorEnv });
} catch (error) {
  console.error((error as Error).message);
  code = 1;
} finally {
  await stack.stop();
}
process.exit(code);
