// npm run test:e2e:stress: the Playwright journeys three times each, no retries, while a vite build loop keeps the CPU busy.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildFunctions, buildWebForEmulators } from './lib/build';
import { ROOT, adminEmulatorEnv, type RunningStack } from './lib/local-stack';
import { startSeededTestStack } from './lib/test-stack';

const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name);
const resultsDir = path.join(ROOT, 'test-results');
mkdirSync(resultsDir, { recursive: true });

/** Builds the app again and again into a temp folder until stopped: a busy machine, on purpose. */
function startBuildLoop(logFile: string) {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-stress-build-'));
  const log = createWriteStream(logFile);
  let current: ChildProcess | null = null;
  let stopped = false;
  let builds = 0;
  const next = () => {
    if (stopped) return;
    log.write(`--- build ${++builds} at ${new Date().toISOString()}\n`);
    // Own process group, so stopping it also stops the bundler's worker threads and children.
    current = spawn(
      bin('vite'),
      ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
      {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      },
    );
    current.stdout!.pipe(log, { end: false });
    current.stderr!.pipe(log, { end: false });
    current.once('exit', next);
  };
  const kill = () => {
    stopped = true;
    if (current?.pid && current.exitCode === null) {
      try {
        process.kill(-current.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  };
  process.once('exit', kill);
  next();
  return {
    stop() {
      if (stopped) return;
      kill();
      log.end(`--- stopped after ${builds} build(s) at ${new Date().toISOString()}\n`);
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

function playwright(args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(bin('playwright'), ['test', ...args], {
      cwd: ROOT,
      env: { ...process.env, ...adminEmulatorEnv },
      stdio: 'inherit',
    });
    child.once('error', () => resolve(1));
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

let stack: RunningStack | null = null;
let load: ReturnType<typeof startBuildLoop> | null = null;

/** Stops the load and the emulators (SIGINT lets firebase-tools stop its Java children too). */
async function stopAll(code: number): Promise<never> {
  load?.stop();
  await stack?.stop();
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stopAll(130));

console.log('▶ build for the emulators');
await buildFunctions();
await buildWebForEmulators();

const emulatorLog = path.join(resultsDir, 'emulators.log');
console.log(`▶ start the emulators (log: ${path.relative(ROOT, emulatorLog)})`);
stack = await startSeededTestStack(emulatorLog);

const loadLog = path.join(resultsDir, 'stress-load.log');
console.log(
  `▶ CPU load: vite build in a loop beside the journeys (log: ${path.relative(ROOT, loadLog)})`,
);
load = startBuildLoop(loadLog);
// Arguments after `--` go to Playwright (a spec file, --grep, a larger --repeat-each); never retries.
const code = await playwright(['--repeat-each=3', ...process.argv.slice(2), '--retries=0']);
// Playwright's summary is the last thing printed.
await stopAll(code);
