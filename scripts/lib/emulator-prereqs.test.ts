// @vitest-environment node
// Finds Java on made-up Linux and macOS machines, checks the emulator prerequisites on this machine,
// and drives the local Storage rules runtime through firebase-tools' own Storage-emulator client,
// with Google's rules engine behind it.
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  findJava,
  javaProblem,
  parseJavaMajor,
  prepareEmulatorPrereqs,
  type JavaHost,
} from './emulator-prereqs';

/** list[i], failing the test with the whole list when there is no such item. */
function at<T>(list: readonly T[], i: number): T {
  const item = list[i];
  if (item === undefined) throw new Error(`no item ${i} in ${JSON.stringify(list)}`);
  return item;
}

describe('parseJavaMajor', () => {
  it.each([
    ['1.8.0_292', 8],
    ['17.0.15', 17],
    ['21', 21],
    ['21-ea', 21],
    ['25.0.3', 25],
    ['not a version', null],
  ])('reads %s as Java %s', (version, major) => {
    expect(parseJavaMajor(version)).toBe(major);
  });
});

interface MadeUpMachine {
  platform?: NodeJS.Platform;
  env?: Record<string, string | undefined>;
  /** JDK home → its version, as its `release` file says; `java -version` says it when there is none. */
  jdks?: Record<string, string>;
  noReleaseFile?: string[];
  /** Symbolic links: path → target. */
  links?: Record<string, string>;
  /** Files that are not JDKs (macOS's /usr/bin/java launcher). */
  otherFiles?: string[];
  /** What `/usr/libexec/java_home -v 21+` prints; it fails when absent. */
  macJavaHome?: string;
}

function madeUpHost({
  platform = 'linux',
  env = {},
  jdks = {},
  noReleaseFile = [],
  links = {},
  otherFiles = [],
  macJavaHome,
}: MadeUpMachine): JavaHost & { exec: ReturnType<typeof vi.fn> } {
  const files = new Map<string, string>();
  for (const [home, version] of Object.entries(jdks)) {
    files.set(`${home}/bin/java`, version);
    if (!noReleaseFile.includes(home)) files.set(`${home}/release`, `JAVA_VERSION="${version}"\n`);
  }
  for (const file of otherFiles) files.set(file, '');
  const realpath = (file: string): string => {
    const link = Object.keys(links).find((from) => file === from || file.startsWith(`${from}/`));
    return link ? realpath(links[link] + file.slice(link.length)) : file;
  };
  const exec = vi.fn(async (file: string, args: string[]) => {
    if (file === '/usr/libexec/java_home' && macJavaHome && args.join(' ') === '-v 21+') {
      return { stdout: `${macJavaHome}\n`, stderr: '' };
    }
    const version = files.get(realpath(file));
    if (args[0] === '-version' && version) {
      return { stdout: '', stderr: `openjdk version "${version}" 2025-10-21\n` };
    }
    throw new Error(`${file} ${args.join(' ')} failed`);
  });
  return {
    platform,
    env,
    homedir: platform === 'darwin' ? '/Users/ana' : '/home/ana',
    isFile: (file) => files.has(realpath(file)),
    listDir: (dir) => {
      const names = [...files.keys(), ...Object.keys(links)]
        .filter((file) => file.startsWith(`${dir}/`))
        .map((file) => at(file.slice(dir.length + 1).split('/'), 0));
      return [...new Set(names)];
    },
    realpath,
    readFile: (file) => (file.endsWith('/release') ? (files.get(realpath(file)) ?? null) : null),
    exec,
  };
}

describe('findJava on Linux', () => {
  const jvm = '/usr/lib/jvm';

  it('takes JAVA_HOME first when it holds Java 21 or newer', async () => {
    const host = madeUpHost({
      env: { JAVA_HOME: '/opt/jdk-21', PATH: '/usr/bin' },
      jdks: { '/opt/jdk-21': '21.0.8', [`${jvm}/temurin-25-jdk-amd64`]: '25.0.1' },
    });
    expect(await findJava(host)).toEqual({ jdk: { home: '/opt/jdk-21', major: 21 }, tooOld: [] });
  });

  it('goes on to java on PATH, following its links, and reports the older JAVA_HOME', async () => {
    const host = madeUpHost({
      env: { JAVA_HOME: '/opt/jdk-17', PATH: '/usr/local/bin:/usr/bin' },
      jdks: { '/opt/jdk-17': '17.0.15', [`${jvm}/java-21-openjdk-amd64`]: '21.0.8' },
      noReleaseFile: [`${jvm}/java-21-openjdk-amd64`],
      links: {
        '/usr/bin/java': '/etc/alternatives/java',
        '/etc/alternatives/java': `${jvm}/java-21-openjdk-amd64/bin/java`,
      },
    });
    expect(await findJava(host)).toEqual({
      jdk: { home: `${jvm}/java-21-openjdk-amd64`, major: 21 },
      tooOld: ['Java 17 at JAVA_HOME=/opt/jdk-17'],
    });
  });

  it('then takes the newest JDK under /usr/lib/jvm, ignoring macOS folders', async () => {
    const host = madeUpHost({
      env: { PATH: '/usr/bin' },
      jdks: {
        [`${jvm}/java-17-openjdk-amd64`]: '17.0.15',
        [`${jvm}/temurin-25-jdk-amd64`]: '25.0.1',
        [`${jvm}/java-21-openjdk-amd64`]: '21.0.8',
        '/Library/Java/JavaVirtualMachines/jdk-26.jdk/Contents/Home': '26',
      },
      links: { [`${jvm}/java-1.21.0-openjdk-amd64`]: `${jvm}/java-21-openjdk-amd64` },
    });
    expect(await findJava(host)).toEqual({
      jdk: { home: `${jvm}/temurin-25-jdk-amd64`, major: 25 },
      tooOld: [],
    });
  });

  it('finds none when every JDK is older than 21', async () => {
    const host = madeUpHost({ env: { PATH: '/usr/bin' }, jdks: { [`${jvm}/openjdk-17`]: '17' } });
    expect(await findJava(host)).toEqual({ jdk: null, tooOld: [] });
  });
});

describe('findJava on macOS', () => {
  const machines = '/Library/Java/JavaVirtualMachines';
  const keg = 'libexec/openjdk.jdk/Contents/Home';
  // /usr/bin/java is a launcher stub; without a JDK, `java -version` fails.
  const stub = { otherFiles: ['/usr/bin/java'], env: { PATH: '/usr/bin:/bin' } };

  it('takes JAVA_HOME, then what /usr/libexec/java_home -v 21+ answers, before the PATH stub', async () => {
    const temurin = `${machines}/temurin-21.jdk/Contents/Home`;
    const host = madeUpHost({
      platform: 'darwin',
      ...stub,
      jdks: { [temurin]: '21.0.8', [`/opt/homebrew/opt/openjdk/${keg}`]: '25.0.1' },
      macJavaHome: temurin,
    });
    expect(await findJava(host)).toEqual({ jdk: { home: temurin, major: 21 }, tooOld: [] });
    expect(host.exec).toHaveBeenCalledWith('/usr/libexec/java_home', ['-v', '21+']);

    const withHome = madeUpHost({
      platform: 'darwin',
      env: { ...stub.env, JAVA_HOME: `/opt/homebrew/opt/openjdk/${keg}` },
      otherFiles: stub.otherFiles,
      jdks: { [temurin]: '21.0.8', [`/opt/homebrew/opt/openjdk/${keg}`]: '25.0.1' },
      macJavaHome: temurin,
    });
    expect((await findJava(withHome)).jdk?.home).toBe(`/opt/homebrew/opt/openjdk/${keg}`);
    expect(withHome.exec).not.toHaveBeenCalled();
  });

  it('reports the default JDK java_home falls back to when none is 21+', async () => {
    const old = `${machines}/zulu-17.jdk/Contents/Home`;
    const host = madeUpHost({
      platform: 'darwin',
      ...stub,
      jdks: { [old]: '17.0.12' },
      macJavaHome: old,
    });
    expect(await findJava(host)).toEqual({
      jdk: null,
      tooOld: ['Java 17 at /usr/libexec/java_home -v 21+'],
    });
  });

  it('then takes the newest JDK in the JavaVirtualMachines folders or Homebrew (Apple silicon and Intel)', async () => {
    const jdks = {
      [`${machines}/temurin-21.jdk/Contents/Home`]: '21.0.8',
      [`/Users/ana${machines}/corretto-22.jdk/Contents/Home`]: '22.0.2',
      [`/opt/homebrew/opt/openjdk@24/${keg}`]: '24.0.2',
      [`/usr/local/opt/openjdk@17/${keg}`]: '17.0.16',
      // Not a JDK formula, even if it ships a JDK inside.
      [`/opt/homebrew/opt/jruby/${keg}`]: '30',
    };
    const host = madeUpHost({ platform: 'darwin', ...stub, jdks });
    expect(await findJava(host)).toEqual({
      jdk: { home: `/opt/homebrew/opt/openjdk@24/${keg}`, major: 24 },
      tooOld: [],
    });

    const intel = madeUpHost({
      platform: 'darwin',
      ...stub,
      jdks: {
        [`/usr/local/opt/openjdk/${keg}`]: '25.0.1',
        [`${machines}/temurin-21.jdk/Contents/Home`]: '21',
      },
    });
    expect((await findJava(intel)).jdk).toEqual({
      home: `/usr/local/opt/openjdk/${keg}`,
      major: 25,
    });
  });
});

describe('javaProblem', () => {
  it('names the places searched and the install command for the platform', () => {
    expect(javaProblem('linux', ['Java 17 at /usr/bin/java'])).toMatch(
      /looked in JAVA_HOME, PATH, \/usr\/lib\/jvm\)\. Found only Java 17 at \/usr\/bin\/java\. .*apt-get install -y temurin-21-jdk/,
    );
    const mac = javaProblem('darwin', []);
    expect(mac).toContain('`/usr/libexec/java_home -v 21+`');
    expect(mac).toContain('/Library/Java/JavaVirtualMachines');
    expect(mac).toContain('/opt/homebrew/opt and /usr/local/opt');
    expect(mac).toContain('`brew install openjdk@21`');
  });
});

// The slice of firebase-tools' StorageRulesRuntime (lib/emulator/storage/rules/runtime.js) we use.
interface RulesRuntime {
  start(autoDownload: boolean): Promise<void>;
  stop(): Promise<void>;
  loadRuleset(source: { files: { name: string; content: string }[] }): Promise<{
    ruleset?: { verify(opts: object): Promise<{ permitted?: boolean }> };
    issues: { errors: string[] };
  }>;
}

const UPLOAD_RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /images/{name} {
      allow read;
      allow create: if request.auth != null && request.auth.token.admin == true
        && request.resource.size < 10 * 1024 * 1024
        && request.resource.contentType.matches('image/(png|jpeg|webp)');
    }
  }
}`;

// firebase-tools reads the token's payload without checking its signature.
const token = (claims: object) =>
  ['{"alg":"none"}', JSON.stringify(claims)]
    .map((part) => Buffer.from(part).toString('base64url'))
    .join('.') + '.';

const file = (size: number, contentType: string) => ({
  name: 'images/a.png',
  bucket: 'demo.appspot.com',
  size,
  contentType,
  metadata: {},
});

// A JVM under load is slow on its first verifications: the default 5 s is no measure of a fault here.
describe('local Storage rules runtime', { timeout: 30_000 }, () => {
  let runtime: RulesRuntime;
  let ruleset: Awaited<ReturnType<RulesRuntime['loadRuleset']>>['ruleset'];

  beforeAll(async () => {
    const env = await prepareEmulatorPrereqs();
    // firebase-tools resolves the runtime jar and `java` from the environment when it loads.
    Object.assign(process.env, env);
    const require = createRequire(import.meta.url);
    // The one reach into firebase-tools' internals, on purpose: this checks our runtime against the
    // rules client its Storage emulator uses, which it does not export.
    // eslint-disable-next-line no-restricted-syntax
    const { StorageRulesRuntime } = require('firebase-tools/lib/emulator/storage/rules/runtime.js');
    runtime = new StorageRulesRuntime() as RulesRuntime;
    await runtime.start(false);
    // Compiled once here, inside the start-up allowance: a cold JVM takes seconds over the first one.
    ({ ruleset } = await runtime.loadRuleset({
      files: [{ name: 'storage.rules', content: UPLOAD_RULES }],
    }));
  }, 60_000);

  afterAll(() => runtime?.stop());

  async function permitted(
    method: string,
    opts: { token?: string; after?: object; before?: object },
  ) {
    const result = await ruleset!.verify({
      method,
      path: '/b/demo.appspot.com/o/images/a.png',
      projectId: 'demo',
      token: opts.token,
      file: { after: opts.after, before: opts.before },
    });
    return result.permitted;
  }

  it('lets an admin upload a small image and nobody else', async () => {
    const admin = token({ user_id: 'a', admin: true });
    expect(await permitted('create', { token: admin, after: file(2048, 'image/png') })).toBe(true);
    expect(await permitted('create', { after: file(2048, 'image/png') })).toBe(false);
    expect(
      await permitted('create', { token: token({ user_id: 'u' }), after: file(2048, 'image/png') }),
    ).toBe(false);
    expect(await permitted('create', { token: admin, after: file(2048, 'text/plain') })).toBe(
      false,
    );
    expect(
      await permitted('create', { token: admin, after: file(11 * 1024 * 1024, 'image/png') }),
    ).toBe(false);
  });

  it('lets anyone read and no one update', async () => {
    expect(await permitted('get', { before: file(2048, 'image/png') })).toBe(true);
    const admin = token({ user_id: 'a', admin: true });
    expect(await permitted('update', { token: admin, after: file(2048, 'image/png') })).toBe(false);
  });

  it('reports a syntax error with its file and line, as the rules manager prints it', async () => {
    const { ruleset, issues } = await runtime.loadRuleset({
      files: [
        { name: 'storage.rules', content: "rules_version = '2';\nservice firebase.storage {{\n}" },
      ],
    });
    expect(ruleset).toBeUndefined();
    const issue = JSON.parse(at(issues.errors, 0));
    expect(issue.sourcePosition_).toMatchObject({ fileName_: 'storage.rules', line_: 2 });
    expect(issue.description_).toMatch(/\S/);
  });
});
