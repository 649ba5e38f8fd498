// @vitest-environment node
// Checks the emulator prerequisites on this machine and drives the local Storage rules runtime
// through firebase-tools' own Storage-emulator client, with Google's rules engine behind it.
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseJavaMajor, prepareEmulatorPrereqs } from './emulator-prereqs';

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

describe('local Storage rules runtime', () => {
  let runtime: RulesRuntime;

  beforeAll(async () => {
    const env = await prepareEmulatorPrereqs();
    // firebase-tools resolves the runtime jar and `java` from the environment when it loads.
    Object.assign(process.env, env);
    const require = createRequire(import.meta.url);
    const { StorageRulesRuntime } = require('firebase-tools/lib/emulator/storage/rules/runtime.js');
    runtime = new StorageRulesRuntime() as RulesRuntime;
    await runtime.start(false);
  }, 60_000);

  afterAll(() => runtime?.stop());

  async function permitted(
    method: string,
    opts: { token?: string; after?: object; before?: object },
  ) {
    const { ruleset } = await runtime.loadRuleset({
      files: [{ name: 'storage.rules', content: UPLOAD_RULES }],
    });
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
    const issue = JSON.parse(issues.errors[0]);
    expect(issue.sourcePosition_).toMatchObject({ fileName_: 'storage.rules', line_: 2 });
    expect(issue.description_).toMatch(/\S/);
  });
});
