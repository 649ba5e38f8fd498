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
const LINUX_JVM_DIR = '/usr/lib/jvm';
const MAC_JAVA_HOME = '/usr/libexec/java_home';
const MAC_JVM_DIR = '/Library/Java/JavaVirtualMachines';
/** Homebrew's prefixes on Apple silicon and on Intel Macs. */
const HOMEBREW_OPT_DIRS = ['/opt/homebrew/opt', '/usr/local/opt'];
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
  if (!jdk) problems.push(javaProblem(process.platform, tooOld));
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

/** What the Java search reads from the machine; tests pass a made-up one. */
export interface JavaHost {
  platform: NodeJS.Platform;
  env: Record<string, string | undefined>;
  homedir: string;
  isFile(file: string): boolean;
  /** The names in a folder; none when it does not exist. */
  listDir(dir: string): string[];
  /** The path with every link followed. */
  realpath(file: string): string;
  /** The file's text, or null when it cannot be read. */
  readFile(file: string): string | null;
  /** Runs a program; rejects when it cannot start or exits with an error. */
  exec(file: string, args: string[]): Promise<{ stdout: string; stderr: string }>;
}

const thisMachine = (): JavaHost => ({
  platform: process.platform,
  env: process.env,
  homedir: os.homedir(),
  isFile: (file) => existsSync(file) && statSync(file).isFile(),
  listDir: (dir) => (existsSync(dir) ? readdirSync(dir) : []),
  realpath: (file) => realpathSync(file),
  readFile: (file) => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return null;
    }
  },
  exec: (file, args) => run(file, args),
});

/**
 * Linux: JAVA_HOME, then `java` on PATH, then the newest JDK under /usr/lib/jvm.
 * macOS: JAVA_HOME, then `java_home -v 21+`, then `java` on PATH, then the newest JDK installed in
 * the JavaVirtualMachines folders or by Homebrew. macOS asks java_home before PATH because
 * /usr/bin/java there is a launcher stub whose folder is not a JDK home.
 */
export async function findJava(
  host: JavaHost = thisMachine(),
): Promise<{ jdk: Jdk | null; tooOld: string[] }> {
  const tooOld: string[] = [];
  const preferred: Array<() => Promise<{ home: string; where: string } | null>> = [
    async () => {
      const home = host.env.JAVA_HOME;
      return home ? { home, where: `JAVA_HOME=${home}` } : null;
    },
    ...(host.platform === 'darwin' ? [() => macJavaHome(host)] : []),
    async () => {
      const java = findOnPath(host, 'java');
      return java ? { home: homeOfJavaBinary(host, java), where: java } : null;
    },
  ];
  for (const lookUp of preferred) {
    const found = await lookUp();
    if (!found) continue;
    const jdk = await inspectJdk(host, found.home);
    if (jdk && jdk.major >= MIN_JAVA) return { jdk, tooOld };
    if (jdk) tooOld.push(`Java ${jdk.major} at ${found.where}`);
  }

  const installed = await Promise.all(
    installedJdkHomes(host).map((home) => inspectJdk(host, home)),
  );
  const newest = installed
    .filter((jdk): jdk is Jdk => jdk !== null && jdk.major >= MIN_JAVA)
    .sort((a, b) => b.major - a.major)[0];
  return { jdk: newest ?? null, tooOld };
}

// macOS's own answer. When no JDK matches, some versions print the default one anyway, which the
// version check then reports as too old.
async function macJavaHome(host: JavaHost): Promise<{ home: string; where: string } | null> {
  try {
    const { stdout } = await host.exec(MAC_JAVA_HOME, ['-v', `${MIN_JAVA}+`]);
    const home = stdout.trim();
    return home ? { home, where: `${MAC_JAVA_HOME} -v ${MIN_JAVA}+` } : null;
  } catch {
    return null;
  }
}

async function inspectJdk(host: JavaHost, home: string): Promise<Jdk | null> {
  const java = path.join(home, 'bin', 'java');
  if (!host.isFile(java)) return null;
  const major = releaseFileMajor(host, home) ?? (await javaVersionMajor(host, java));
  return major === null ? null : { home, major };
}

// The `release` file (JAVA_VERSION="25.0.3") answers without starting a JVM.
function releaseFileMajor(host: JavaHost, home: string): number | null {
  const release = host.readFile(path.join(home, 'release'));
  const version = release === null ? undefined : /^JAVA_VERSION="([^"]+)"/m.exec(release)?.[1];
  return version === undefined ? null : parseJavaMajor(version);
}

// `java -version` prints e.g. `openjdk version "17.0.15" 2025-04-15` on stderr.
async function javaVersionMajor(host: JavaHost, java: string): Promise<number | null> {
  try {
    const { stderr } = await host.exec(java, ['-version']);
    const version = /version "([^"]+)"/.exec(stderr)?.[1];
    return version === undefined ? null : parseJavaMajor(version);
  } catch {
    return null;
  }
}

/** "1.8.0_292" → 8, "17.0.15" → 17, "21-ea" → 21. */
export function parseJavaMajor(version: string): number | null {
  const [first, second] = version.split(/[.\-+_]/).map(Number);
  const major = first === 1 ? second : first;
  return major !== undefined && Number.isInteger(major) ? major : null;
}

function findOnPath(host: JavaHost, command: string): string | null {
  for (const dir of (host.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, command);
    if (host.isFile(candidate)) return candidate;
  }
  return null;
}

// /usr/bin/java is usually a chain of links to <home>/bin/java.
function homeOfJavaBinary(host: JavaHost, java: string): string {
  return path.dirname(path.dirname(host.realpath(java)));
}

/** JDK homes installed in the platform's usual folders, each once. */
function installedJdkHomes(host: JavaHost): string[] {
  const homes = jdkFolders(host).flatMap(({ dir, home, only = () => true }) =>
    host
      .listDir(dir)
      .filter(only)
      .map((entry) => path.join(dir, entry, home)),
  );
  // Debian lists the same JDK under several names (java-17-openjdk-amd64, java-1.17.0-openjdk-amd64),
  // and Homebrew links openjdk and openjdk@21 to one keg.
  const seen = new Set<string>();
  return homes.filter((home) => {
    if (!host.isFile(path.join(home, 'bin', 'java'))) return false;
    const real = host.realpath(home);
    if (seen.has(real)) return false;
    seen.add(real);
    return true;
  });
}

/** Folders whose entries are JDKs, and where each entry keeps its home. */
function jdkFolders(
  host: JavaHost,
): { dir: string; home: string; only?: (entry: string) => boolean }[] {
  if (host.platform !== 'darwin') return [{ dir: LINUX_JVM_DIR, home: '' }];
  return [
    { dir: MAC_JVM_DIR, home: 'Contents/Home' },
    { dir: path.join(host.homedir, MAC_JVM_DIR), home: 'Contents/Home' },
    // Homebrew's openjdk, openjdk@21, … are keg-only: not on PATH unless linked by hand.
    ...HOMEBREW_OPT_DIRS.map((dir) => ({
      dir,
      home: 'libexec/openjdk.jdk/Contents/Home',
      only: (entry: string) => entry.startsWith('openjdk'),
    })),
  ];
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

/** Names the places searched and what to install, for this platform. */
export function javaProblem(platform: NodeJS.Platform, tooOld: string[]): string {
  const found = tooOld.length > 0 ? ` Found only ${tooOld.join(', ')}.` : '';
  if (platform === 'darwin') {
    return (
      `Java ${MIN_JAVA} or newer not found (looked in JAVA_HOME, \`${MAC_JAVA_HOME} -v ${MIN_JAVA}+\`, PATH, ` +
      `${MAC_JVM_DIR}, ~${MAC_JVM_DIR}, Homebrew's openjdk in ${HOMEBREW_OPT_DIRS.join(' and ')}).${found} ` +
      `Install a JDK ${MIN_JAVA}+, e.g. \`brew install openjdk@${MIN_JAVA}\` or Temurin ${MIN_JAVA} from adoptium.net, or set JAVA_HOME to one.`
    );
  }
  return (
    `Java ${MIN_JAVA} or newer not found (looked in JAVA_HOME, PATH, ${LINUX_JVM_DIR}).${found} ` +
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
