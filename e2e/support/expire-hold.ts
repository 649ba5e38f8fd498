// The hold expiry's test hook for journeys: the scheduled function's core (functions/src/expire-holds.ts)
// run for one booking with a clock of the journey's choosing. It runs under tsx in a child process,
// since Playwright's loader does not take the functions' CommonJS package's named exports.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from '../../scripts/lib/local-stack';

/** Expires the booking as the schedule would at `now`; true when it was pending and due. */
export async function expireHoldAt(orderId: string, now: Date): Promise<boolean> {
  const { stdout } = await promisify(execFile)(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    [path.join(ROOT, 'e2e/support/expire-hold-run.ts'), orderId, now.toISOString()],
    { cwd: ROOT },
  );
  return stdout.trim().split('\n').at(-1) === 'true';
}
