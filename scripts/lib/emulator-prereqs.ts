// Finds Java 21+, the Firestore emulator and the Storage rules runtime for the emulators; never downloads.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

const ROOT = path.resolve(import.meta.dirname, '../..');
const MIN_JAVA = 21;
const JVM_DIRS = ['/usr/lib/jvm', '/Library/Java/JavaVirtualMachines'];
const GCLOUD_FIRESTORE_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const RULES_RUNTIME_SRC = path.join(ROOT, 'tools/storage-rules-runtime/src');
const RULES_RUNTIME_MAIN_CLASS = 'storagerules.StorageRulesRuntime';
/** Jars we build live in node_modules, which git ignores and `npm ci` clears. */
const BUILD_DIR = path.join(ROOT, 'node_modules/.cache/local-emulators');

export class MissingPrerequisiteError extends Error {
  constructor(problems: string[]) {
    super(
      `The Firebase emulators cannot start on this machine:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'MissingPrerequisiteError';
  }
}

export interface Jdk {
  home: string;
  major: number;
}

/** Environment variables to add when spawning `firebase emulators:start` or `emulators:exec`. */
export async function prepareEmulatorPrereqs(): Promise<Record<string, string>> {
  const { jdk, tooOld } = await findJava();
  const firestore = findFirestoreJar();
  const buildFirestoreLauncher = firestore !== null && !firestore.providedByFirebaseTools;
  const buildRulesRuntime = !firebaseToolsHas('storage');

  const problems: string[] = [];
  if (!jdk) problems.push(javaProblem(tooOld));
  else if (buildFirestoreLauncher || buildRulesRuntime) problems.push(...jdkToolsProblems(jdk));
  if (!firestore) problems.push(firestoreProblem());
  if (!firestore && buildRulesRuntime) problems.push(storageProblem());
  if (!jdk || !firestore || problems.length > 0) throw new MissingPrerequisiteError(problems);

  const env: Record<string, string> = {
    JAVA_HOME: jdk.home,
    PATH: [path.join(jdk.home, 'bin'), process.env.PATH].filter(Boolean).join(path.delimiter),
  };
  if (buildFirestoreLauncher) {
    env.FIRESTORE_EMULATOR_BINARY_PATH = await firestoreLauncherJar(jdk, firestore.jar);
  }
  if (buildRulesRuntime) {
    env.STORAGE_EMULATOR_BINARY_PATH = await storageRulesRuntimeJar(jdk, firestore.jar);
  }
  return env;
}

// ── Java ────────────────────────────────────────────────────────────────────────────────────────

/** Looks in JAVA_HOME, then `java` on PATH, then the newest JDK in the system's JVM folders. */
export async function findJava(): Promise<{ jdk: Jdk | null; tooOld: string[] }> {
  const tooOld: string[] = [];
  const accept = (jdk: Jdk | null, where: string) => {
    if (jdk && jdk.major >= MIN_JAVA) return jdk;
    if (jdk) tooOld.push(`Java ${jdk.major} at ${where}`);
    return null;
  };

  const javaHome = process.env.JAVA_HOME;
  const fromHome = javaHome ? accept(await inspectJdk(javaHome), `JAVA_HOME=${javaHome}`) : null;
  if (fromHome) return { jdk: fromHome, tooOld };

  const onPath = findOnPath('java');
  const fromPath = onPath ? accept(await inspectJdk(homeOfJavaBinary(onPath)), onPath) : null;
  if (fromPath) return { jdk: fromPath, tooOld };

  const installed = await Promise.all(jvmFolderCandidates().map(inspectJdk));
  const newest = installed
    .filter((jdk): jdk is Jdk => jdk !== null && jdk.major >= MIN_JAVA)
    .sort((a, b) => b.major - a.major)[0];
  return { jdk: newest ?? null, tooOld };
}

async function inspectJdk(home: string): Promise<Jdk | null> {
  const java = path.join(home, 'bin', 'java');
  if (!existsSync(java)) return null;
  const major = releaseFileMajor(home) ?? (await javaVersionMajor(java));
  return major === null ? null : { home, major };
}

// The `release` file (JAVA_VERSION="25.0.3") answers without starting a JVM.
function releaseFileMajor(home: string): number | null {
  try {
    const match = /^JAVA_VERSION="([^"]+)"/m.exec(readFileSync(path.join(home, 'release'), 'utf8'));
    return match ? parseJavaMajor(match[1]) : null;
  } catch {
    return null;
  }
}

// `java -version` prints e.g. `openjdk version "17.0.15" 2025-04-15` on stderr.
async function javaVersionMajor(java: string): Promise<number | null> {
  try {
    const { stderr } = await run(java, ['-version']);
    const match = /version "([^"]+)"/.exec(stderr);
    return match ? parseJavaMajor(match[1]) : null;
  } catch {
    return null;
  }
}

/** "1.8.0_292" → 8, "17.0.15" → 17, "21-ea" → 21. */
export function parseJavaMajor(version: string): number | null {
  const [first, second] = version.split(/[.\-+_]/).map(Number);
  const major = first === 1 ? second : first;
  return Number.isInteger(major) ? major : null;
}

function findOnPath(command: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, command);
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

// /usr/bin/java is usually a chain of links to <home>/bin/java.
function homeOfJavaBinary(java: string): string {
  return path.dirname(path.dirname(realpathSync(java)));
}

function jvmFolderCandidates(): string[] {
  const homes = JVM_DIRS.flatMap((dir) => {
    if (!existsSync(dir)) return [];
    return readdirSync(dir).map((entry) => {
      const macHome = path.join(dir, entry, 'Contents', 'Home');
      return existsSync(macHome) ? macHome : path.join(dir, entry);
    });
  });
  // Debian lists the same JDK under several names (java-17-openjdk-amd64, java-1.17.0-openjdk-amd64).
  const seen = new Set<string>();
  return homes.filter((home) => {
    if (!existsSync(home)) return false;
    const real = realpathSync(home);
    if (seen.has(real)) return false;
    seen.add(real);
    return true;
  });
}

// ── Firestore emulator and Storage rules runtime ───────────────────────────────────────────────

type Downloadable = 'firestore' | 'storage';

/** firebase-tools runs <NAME>_EMULATOR_BINARY_PATH if set, else its download in the cache folder. */
function firebaseToolsHas(emulator: Downloadable): boolean {
  const override = process.env[`${emulator.toUpperCase()}_EMULATOR_BINARY_PATH`];
  return override ? existsSync(override) : existsSync(firebaseToolsCachePath(emulator));
}

function firebaseToolsCachePath(emulator: Downloadable): string {
  const info = JSON.parse(
    readFileSync(
      path.join(ROOT, 'node_modules/firebase-tools/lib/emulator/downloadableEmulatorInfo.json'),
      'utf8',
    ),
  ) as Record<Downloadable, { downloadPathRelativeToCacheDir: string }>;
  const cacheDir =
    process.env.FIREBASE_EMULATORS_PATH ||
    path.join(os.homedir(), '.cache', 'firebase', 'emulators');
  return path.join(cacheDir, info[emulator].downloadPathRelativeToCacheDir);
}

/** The Firestore emulator jar; it also carries Google's rules engine that our Storage runtime uses. */
function findFirestoreJar(): { jar: string; providedByFirebaseTools: boolean } | null {
  if (firebaseToolsHas('firestore')) {
    const jar = process.env.FIRESTORE_EMULATOR_BINARY_PATH || firebaseToolsCachePath('firestore');
    return { jar, providedByFirebaseTools: true };
  }
  return existsSync(GCLOUD_FIRESTORE_JAR)
    ? { jar: GCLOUD_FIRESTORE_JAR, providedByFirebaseTools: false }
    : null;
}

// firebase-tools starts the Firestore emulator with `java -jar <path>`, but the Google Cloud
// CLI's jar has no Main-Class: a manifest-only jar names it and puts that jar on the class path.
async function firestoreLauncherJar(jdk: Jdk, firestoreJar: string): Promise<string> {
  const jar = path.join(BUILD_DIR, `cloud-firestore-emulator-launcher-${hashOf(firestoreJar)}.jar`);
  if (!existsSync(jar)) {
    await buildJar(jdk, jar, { mainClass: FIRESTORE_MAIN_CLASS, classPath: firestoreJar });
  }
  return jar;
}

// firebase-tools starts the rules runtime with `java -jar <path> serve`. Ours is compiled once
// against the Firestore emulator jar (the rules engine) and rebuilt when its source changes.
async function storageRulesRuntimeJar(jdk: Jdk, engineJar: string): Promise<string> {
  const sources = javaSources(RULES_RUNTIME_SRC);
  const engine = statSync(engineJar);
  const key = hashOf(
    engineJar,
    `${engine.size}:${engine.mtimeMs}`,
    ...sources.flatMap((file) => [
      path.relative(RULES_RUNTIME_SRC, file),
      readFileSync(file, 'utf8'),
    ]),
  );
  const jar = path.join(BUILD_DIR, `storage-rules-runtime-${key}.jar`);
  if (existsSync(jar)) return jar;

  console.log('Building the local Storage rules runtime (tools/storage-rules-runtime), once…');
  await removeFiles(BUILD_DIR, /^storage-rules-runtime-.*\.jar$/);
  await buildJar(jdk, jar, { mainClass: RULES_RUNTIME_MAIN_CLASS, classPath: engineJar, sources });
  return jar;
}

function javaSources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.java'))
    .map((file) => path.join(dir, file))
    .sort();
}

async function buildJar(
  jdk: Jdk,
  jar: string,
  {
    mainClass,
    classPath,
    sources = [],
  }: { mainClass: string; classPath: string; sources?: string[] },
): Promise<void> {
  await mkdir(BUILD_DIR, { recursive: true });
  const work = await mkdtemp(path.join(BUILD_DIR, 'build-'));
  try {
    const manifest = path.join(work, 'MANIFEST.MF');
    await writeFile(
      manifest,
      `Main-Class: ${mainClass}\nClass-Path: ${pathToFileURL(classPath).href}\n`,
    );
    const classes = path.join(work, 'classes');
    if (sources.length > 0) {
      await jdkTool(jdk, 'javac', [
        '--release',
        String(MIN_JAVA),
        '-nowarn',
        '-cp',
        classPath,
        '-d',
        classes,
        ...sources,
      ]);
    }
    const partial = path.join(work, 'out.jar');
    const contents = sources.length > 0 ? ['-C', classes, '.'] : [];
    await jdkTool(jdk, 'jar', ['--create', '--file', partial, '--manifest', manifest, ...contents]);
    // Renamed into place only when complete, so a concurrent start never sees half a jar.
    await rename(partial, jar);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function jdkTool(jdk: Jdk, tool: string, args: string[]): Promise<void> {
  try {
    await run(path.join(jdk.home, 'bin', tool), args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${tool} failed while building local emulator jars:\n${stdout}${stderr}`, {
      cause: error,
    });
  }
}

async function removeFiles(dir: string, name: RegExp): Promise<void> {
  if (!existsSync(dir)) return;
  const stale = (await readdir(dir)).filter((file) => name.test(file));
  await Promise.all(stale.map((file) => rm(path.join(dir, file), { force: true })));
}

function hashOf(...parts: string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 12);
}

// ── What to tell the developer ─────────────────────────────────────────────────────────────────

function javaProblem(tooOld: string[]): string {
  const found = tooOld.length > 0 ? ` Found only ${tooOld.join(', ')}.` : '';
  return (
    `Java ${MIN_JAVA} or newer not found (looked in JAVA_HOME, PATH, ${JVM_DIRS.join(', ')}).${found} ` +
    `Install a JDK ${MIN_JAVA}+, e.g. \`apt-get install -y temurin-21-jdk\` (or openjdk-21-jdk), or set JAVA_HOME to one.`
  );
}

function firestoreProblem(): string {
  return (
    `Firestore emulator not found (looked for firebase-tools' ${firebaseToolsCachePath('firestore')} ` +
    `and ${GCLOUD_FIRESTORE_JAR}). Install it with \`apt-get install -y google-cloud-cli-firestore-emulator\`, ` +
    'or run `npx firebase setup:emulators:firestore` on a machine with internet.'
  );
}

function storageProblem(): string {
  return (
    `Storage rules runtime not found (looked for firebase-tools' ${firebaseToolsCachePath('storage')}). ` +
    'The local one in tools/storage-rules-runtime is built on the Firestore emulator jar: install ' +
    '`google-cloud-cli-firestore-emulator`, or run `npx firebase setup:emulators:storage` on a machine with internet.'
  );
}

function jdkToolsProblems(jdk: Jdk): string[] {
  const missing = ['javac', 'jar'].filter((tool) => !existsSync(path.join(jdk.home, 'bin', tool)));
  if (missing.length === 0) return [];
  return [
    `Java ${jdk.major} at ${jdk.home} is a runtime without ${missing.join(' and ')}, which build the local ` +
      `emulator jars. Install a full JDK ${MIN_JAVA}+, e.g. \`apt-get install -y temurin-21-jdk\`, or set JAVA_HOME to one.`,
  ];
}
