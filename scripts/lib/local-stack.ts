// Starts and stops Google's Firebase Emulator Suite for this project (used by start, dev and test).
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { EMULATOR_HOST, emulatorPorts, mailCatcherPorts } from '../../src/config/emulators';
import { writeEmulatorFirebaseConfig } from './emulator-hosting-config';
import { prepareEmulatorPrereqs } from './emulator-prereqs';
import { startMailCatcher } from './mail-catcher';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const PROJECT_ID = 'demo-puntacana';
export const STORAGE_BUCKET = `${PROJECT_ID}.appspot.com`;
/** Where the local stack keeps its data between runs (git-ignored). */
export const LOCAL_DATA_DIR = path.join(ROOT, '.local-data');
export const HOST = EMULATOR_HOST;

/** Every port the stack needs (from firebase.json), named as a newcomer would look for them. */
export const PORTS = emulatorPorts;

/** The mail catcher's ports (maildev: SMTP and the web inbox), started and stopped with the stack. */
export const MAIL_PORTS = { mailSmtp: mailCatcherPorts.smtp, mailInbox: mailCatcherPorts.web };

export const EMULATORS = ['auth', 'firestore', 'storage', 'functions', 'hosting'] as const;

/** Environment for firebase-admin (seed, tests, scripts) to talk to the emulators. */
export const adminEmulatorEnv = {
  GCLOUD_PROJECT: PROJECT_ID,
  FIRESTORE_EMULATOR_HOST: `${HOST}:${PORTS.firestore}`,
  FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${PORTS.auth}`,
  FIREBASE_STORAGE_EMULATOR_HOST: `${HOST}:${PORTS.storage}`,
  // Emulators need no Google credentials: don't probe the GCE metadata server (a warning offline).
  METADATA_SERVER_DETECTION: 'none',
} as const;

/**
 * For test stacks only (npm test, the stress run, with-stack), never `npm start`: every browser
 * of the journeys books from this machine, so the per-address booking limit skips it; the
 * per-e-mail and per-phone limits still hold, and the functions tests check the address limit
 * with clients of their own (X-Forwarded-For). A browser's call reaches the function through the
 * emulator's Unix socket, without X-Forwarded-For: the function sees no address, which
 * clientIp (functions/src/rate-limit.ts) calls 'unknown'. Exempting only this machine's address
 * left every journey booking counted against 'unknown': the stress run's 21st was refused (429).
 */
export const testStackEnv = { BOOKING_RATE_LIMIT_EXEMPT_IPS: `${HOST},unknown` } as const;

/**
 * The functions' secrets on the local stack: fixed and not secret (a real project sets its own,
 * README "Deploy"). The Functions emulator reads them from functions/.secret.local (git-ignored,
 * left out of deploys), which the stack writes at each start.
 */
export const LOCAL_FUNCTION_SECRETS = {
  RATE_LIMIT_SECRET: 'local-stack-only-rate-limit-key',
  // maildev takes mail without signing in: '-' means no SMTP login (functions/src/mail-transport.ts;
  // the emulator reads an empty secret as a missing one).
  SMTP_USER: '-',
  SMTP_PASSWORD: '-',
} as const;

function writeLocalFunctionSecrets(): void {
  const lines = Object.entries(LOCAL_FUNCTION_SECRETS).map(([name, value]) => `${name}=${value}\n`);
  writeFileSync(path.join(ROOT, 'functions', '.secret.local'), lines.join(''));
}

export class StackError extends Error {}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.once('listening', () => server.close(() => resolve(true)));
    server.listen(port, HOST);
  });
}

export async function assertPortsFree(
  ports: Record<string, number> = { ...PORTS, ...MAIL_PORTS },
): Promise<void> {
  const busy: string[] = [];
  for (const [name, port] of Object.entries(ports)) {
    if (!(await isPortFree(port))) busy.push(`${port} (${name})`);
  }
  if (busy.length > 0) {
    throw new StackError(
      `Port${busy.length === 1 ? '' : 's'} ${busy.join(', ')} ${busy.length === 1 ? 'is' : 'are'} already in use. ` +
        'Stop the program using it (another `npm start`?) and try again; `lsof -i :PORT` shows who holds it.',
    );
  }
}

export interface RunningStack {
  process: ChildProcess;
  /** Resolves with the exit code once the emulators have stopped (and exported, if asked). */
  exited: Promise<number>;
  stop(): Promise<number>;
}

export interface StartOptions {
  importDir?: string;
  exportOnExitDir?: string;
  /** Emulator output goes here instead of the terminal (tests keep their own output clean). */
  logFile?: string;
  only?: readonly string[];
  /** Extra environment for the emulators and the functions they run. */
  env?: NodeJS.ProcessEnv;
  /**
   * Runs the emulators at the lowest CPU priority: for measuring a browser on this machine, where
   * the stack stands in for Google's servers and must not take the CPU from the page measured.
   */
  lowPriority?: boolean;
}

export async function startEmulators(options: StartOptions = {}): Promise<RunningStack> {
  await assertPortsFree();
  const prereqEnv = await prepareEmulatorPrereqs();
  writeLocalFunctionSecrets();
  // The log's folder may not exist yet on a fresh checkout (bench-results/, test-results/).
  if (options.logFile) mkdirSync(path.dirname(options.logFile), { recursive: true });
  const log = options.logFile ? createWriteStream(options.logFile) : null;
  const write = (text: string) => (log ? log.write(text) : process.stdout.write(text));
  // Before the functions start, so the first booking's e-mail finds it.
  const mailCatcher = await startMailCatcher(ROOT, write);
  const args = [
    'emulators:start',
    '--project',
    PROJECT_ID,
    // firebase.json plus the emulators' origins in the Content-Security-Policy.
    '--config',
    writeEmulatorFirebaseConfig(ROOT),
    '--only',
    (options.only ?? EMULATORS).join(','),
  ];
  if (options.importDir && existsSync(options.importDir)) args.push('--import', options.importDir);
  if (options.exportOnExitDir) args.push('--export-on-exit', options.exportOnExitDir);

  const child = spawn(path.join(ROOT, 'node_modules/.bin/firebase'), args, {
    cwd: ROOT,
    env: { ...process.env, ...options.env, ...prereqEnv, FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: process.platform !== 'win32',
  });
  // Set before firebase-tools has loaded, let alone started Java or the functions: they inherit it.
  if (options.lowPriority && child.pid)
    os.setPriority(child.pid, os.constants.priority.PRIORITY_LOW);
  let recent = '';
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      recent = (recent + text).slice(-8000);
      write(text);
      if (text.includes('All emulators ready')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) =>
      reject(
        new StackError(
          `The emulators stopped during start-up (exit ${code}).\n${recent.slice(-3000)}`,
        ),
      ),
    );
  });
  const exited = new Promise<number>((resolve) =>
    child.once('exit', (code) => resolve(code ?? 0)),
  ).then(async (code) => {
    await mailCatcher.stop();
    return code;
  });
  // The emulators run in their own process group (so Ctrl-C reaches only us, and we stop them in
  // order); if this process dies anyway, take the whole group down rather than orphan Java.
  const killGroup = () => {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    if (mailCatcher.process.exitCode === null) mailCatcher.process.kill('SIGKILL');
  };
  process.once('exit', killGroup);
  void exited.then(() => {
    log?.end();
    process.off('exit', killGroup);
  });

  let stopping: Promise<number> | null = null;
  const stack: RunningStack = {
    process: child,
    exited,
    stop() {
      // SIGINT lets firebase-tools export the data and stop its Java children cleanly.
      stopping ??= (child.kill('SIGINT'), exited);
      return stopping;
    },
  };
  try {
    await ready;
  } catch (error) {
    await stack.stop().catch(() => {});
    throw error;
  }
  return stack;
}
