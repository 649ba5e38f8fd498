// Runs one command against a fresh, seeded local stack, then stops it: `npm run with-stack -- <command…>`.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT, adminEmulatorEnv } from './lib/local-stack';
import { startSeededTestStack } from './lib/test-stack';
import { run } from './lib/run';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error(
    'Usage: npm run with-stack -- <command> [args…]  (build first if it needs dist/ or functions/lib)',
  );
  process.exit(2);
}

const logFile = path.join(ROOT, 'test-results', 'emulators.log');
mkdirSync(path.dirname(logFile), { recursive: true });
const stack = await startSeededTestStack(logFile);
let code = 0;
try {
  await run(command, args, { env: adminEmulatorEnv });
} catch (error) {
  console.error((error as Error).message);
  code = 1;
} finally {
  await stack.stop();
}
process.exit(code);
