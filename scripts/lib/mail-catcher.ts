// Starts and stops maildev, the local stack's SMTP catcher with a web inbox: nothing leaves the machine.
import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import path from 'node:path';
import { EMULATOR_HOST, mailCatcherPorts } from '../../src/config/emulators';

/** The web inbox, whose REST API (`/api/email…`) the tests read. */
export const MAIL_INBOX_URL = `http://${EMULATOR_HOST}:${mailCatcherPorts.web}`;

/** What the functions on the local stack send through (functions/.env.demo-puntacana says the same). */
export const MAIL_SMTP = { host: EMULATOR_HOST, port: mailCatcherPorts.smtp } as const;

const READY_TIMEOUT_MS = 20_000;

export interface RunningMailCatcher {
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Answers once the inbox's API responds; throws with maildev's output if it stops or never does. */
export async function startMailCatcher(
  root: string,
  log: (text: string) => void,
): Promise<RunningMailCatcher> {
  const child = spawn(
    path.join(root, 'node_modules/.bin/maildev'),
    [
      '--smtp',
      String(mailCatcherPorts.smtp),
      '--ip',
      EMULATOR_HOST,
      '--web',
      String(mailCatcherPorts.web),
      '--web-ip',
      EMULATOR_HOST,
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.stdout!.on('data', (chunk: Buffer) => log(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => log(chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline && child.exitCode === null) {
    const ready = await fetch(`${MAIL_INBOX_URL}/api/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { process: child, stop };
    await delay(200);
  }
  await stop();
  throw new Error(
    `maildev did not start on ports ${mailCatcherPorts.smtp}/${mailCatcherPorts.web}`,
  );
}
