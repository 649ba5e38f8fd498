// npm start (and npm run dev): the whole product on Google's Firebase emulators, seeded, offline.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { adminApp } from './lib/admin-app';
import { buildFunctions, buildWebForEmulators, localWebEnv } from './lib/build';
import { MissingPrerequisiteError } from './lib/emulator-prereqs';
import { ensureAdmin } from './lib/ensure-admin';
import { ensureStaff } from './lib/ensure-staff';
import { LOCAL_ADMIN, LOCAL_STAFF } from './lib/local-admin';
import { MAIL_INBOX_URL } from './lib/mail-catcher';
import {
  HOST,
  LOCAL_DATA_DIR,
  MAIL_PORTS,
  PORTS,
  PROJECT_ID,
  ROOT,
  STORAGE_BUCKET,
  StackError,
  adminEmulatorEnv,
  assertPortsFree,
  startEmulators,
} from './lib/local-stack';
import { seedCatalog } from './lib/seed-catalog';

const DEV_PORT = 5173;
const dev = process.argv.includes('--dev');

async function seedFreshStack() {
  Object.assign(process.env, adminEmulatorEnv);
  const app = adminApp(PROJECT_ID, STORAGE_BUCKET);
  const counts = await seedCatalog(app);
  await ensureAdmin(app, LOCAL_ADMIN.email, LOCAL_ADMIN.password);
  await ensureStaff(app, LOCAL_STAFF.email, LOCAL_STAFF.password);
  console.log(
    `Seeded ${counts.tours} tours, ${counts.routes} transfer routes, ${counts.images} images, ` +
      `${counts.demoBookings} demo bookings (a nearly full day of Buggies en Macao) the local admin and a local guide.`,
  );
}

function startViteDevServer(): ChildProcess {
  return spawn(
    path.join(ROOT, 'node_modules/.bin/vite'),
    ['--port', String(DEV_PORT), '--strictPort', '--host', HOST],
    {
      cwd: ROOT,
      env: { ...process.env, ...localWebEnv },
      stdio: 'inherit',
    },
  );
}

function printBanner() {
  const site = dev ? `http://${HOST}:${DEV_PORT}` : `http://${HOST}:${PORTS.hosting}`;
  console.log(`
┌──────────────────────────────────────────────────────────────
│ Punta Cana Tours is running on the Firebase emulators (${PROJECT_ID})
│
│   Site         ${site}/home
│   Admin        ${site}/admin-login
│   Admin login  ${LOCAL_ADMIN.email}  /  ${LOCAL_ADMIN.password}
│   Staff login  ${LOCAL_STAFF.email}  /  ${LOCAL_STAFF.password}  (a guide: day view and check-in)
│   Mail inbox   ${MAIL_INBOX_URL}  (every e-mail the functions send; SMTP ${MAIL_PORTS.mailSmtp})
│
│   Firestore ${PORTS.firestore} · Auth ${PORTS.auth} · Storage ${PORTS.storage} · Functions ${PORTS.functions} · Hosting ${PORTS.hosting}
│   Data is kept in .local-data/ between runs; \`npm run reset\` restores the seed.
│   Press Ctrl-C to stop (the data is saved on the way out).
└──────────────────────────────────────────────────────────────
`);
}

async function main() {
  await assertPortsFree({ ...PORTS, ...MAIL_PORTS, ...(dev ? { dev: DEV_PORT } : {}) });
  console.log('Building the Cloud Functions' + (dev ? '…' : ' and the web app…'));
  await buildFunctions();
  if (!dev) await buildWebForEmulators();

  const fresh = !existsSync(LOCAL_DATA_DIR);
  const stack = await startEmulators({
    importDir: LOCAL_DATA_DIR,
    exportOnExitDir: LOCAL_DATA_DIR,
  });
  if (fresh) {
    try {
      await seedFreshStack();
    } catch (error) {
      // Leave no half-seeded data behind: the next start seeds again from scratch.
      await stack.stop();
      await rm(LOCAL_DATA_DIR, { recursive: true, force: true });
      throw error;
    }
  }
  const vite = dev ? startViteDevServer() : null;
  printBanner();

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping: saving data to .local-data/ and shutting the emulators down…');
    vite?.kill('SIGTERM');
    process.exitCode = await stack.stop();
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  await stack.exited;
  if (!stopping) {
    vite?.kill('SIGTERM');
    throw new StackError('The emulators stopped unexpectedly; see the output above.');
  }
}

main().catch((error: unknown) => {
  if (error instanceof MissingPrerequisiteError || error instanceof StackError) {
    console.error(`\n${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
