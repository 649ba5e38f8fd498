// npm test: typecheck, format check, lint, unit and component tests, then one emulator stack for the rules,
// functions and Playwright layers. Emulator output goes to test-results/emulators.log.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildFunctions, buildWebForEmulators } from './lib/build';
import { ROOT, adminEmulatorEnv, type RunningStack } from './lib/local-stack';
import { startSeededTestStack } from './lib/test-stack';
import { run } from './lib/run';

const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name);
const failures: string[] = [];

async function step(name: string, action: () => Promise<void>) {
  console.log(`\n▶ ${name}`);
  try {
    await action();
  } catch (error) {
    failures.push(name);
    console.error(`✗ ${name}: ${(error as Error).message}`);
  }
}

await step('typecheck', () => run('npm', ['run', '--silent', 'typecheck']));
await step('format', () => run(bin('prettier'), ['--check', '--log-level', 'warn', '.']));
await step('lint', () => run(bin('eslint'), ['.', '--max-warnings', '0']));
await step('workflows', () => run('npm', ['run', '--silent', 'lint:workflows']));
await step('unit and component tests', () => run(bin('vitest'), ['run']));

const resultsDir = path.join(ROOT, 'test-results');
mkdirSync(resultsDir, { recursive: true });
const logFile = path.join(resultsDir, 'emulators.log');

await step('build for the emulators', async () => {
  await buildFunctions();
  await buildWebForEmulators();
});

let stack: RunningStack | null = null;
await step('start the emulators', async () => {
  const started = Date.now();
  stack = await startSeededTestStack(logFile);
  console.log(
    `Emulators up and seeded in ${((Date.now() - started) / 1000).toFixed(1)} s (log: ${path.relative(ROOT, logFile)})`,
  );
});

if (stack) {
  await step('security rules and functions tests', () =>
    run(bin('vitest'), ['run', '--config', 'vitest.emulators.config.ts'], {
      env: adminEmulatorEnv,
    }),
  );
  // Playwright runs last so its summary line ends the output.
  await step('end-to-end journeys', () =>
    run(bin('playwright'), ['test'], { env: adminEmulatorEnv }),
  );
  await (stack as { stop(): Promise<number> }).stop();
} else {
  console.error(`The emulators did not start; see ${path.relative(ROOT, logFile)}.`);
}

if (failures.length > 0) {
  console.error(`\nFailed: ${failures.join(', ')}`);
  process.exit(1);
}
