import { describe, expect, it } from 'vitest';
import firebaseJson from '../../firebase.json' with { type: 'json' };
import { EMULATOR_ORIGINS, addCspSources, emulatorFirebaseConfig } from './emulator-hosting-config';

const cspOf = (config: typeof firebaseJson) =>
  config.hosting.headers
    .flatMap((rule) => rule.headers)
    .find((header) => header.key === 'Content-Security-Policy')!.value;

describe('addCspSources', () => {
  it('appends sources to the named directives only, once', () => {
    expect(
      addCspSources(
        "default-src 'self'; img-src 'self' data:; connect-src 'self' http://a:1",
        ['connect-src', 'img-src'],
        ['http://a:1', 'http://b:2'],
      ),
    ).toBe(
      "default-src 'self'; img-src 'self' data: http://a:1 http://b:2; connect-src 'self' http://a:1 http://b:2",
    );
  });
});

describe('the local stack config', () => {
  const local = emulatorFirebaseConfig(firebaseJson);

  it('lists no emulator origin in firebase.json (production)', () => {
    expect(cspOf(firebaseJson)).not.toMatch(/127\.0\.0\.1|localhost|http:/);
  });

  it('adds the Firestore, Auth, Storage and Functions emulators to connect-src and img-src only', () => {
    const directives = Object.fromEntries(
      cspOf(local)
        .split('; ')
        .map((part) => [part.split(' ')[0], part]),
    );
    expect(EMULATOR_ORIGINS).toContain('http://127.0.0.1:8080');
    for (const origin of EMULATOR_ORIGINS) {
      expect(directives['connect-src']).toContain(origin);
      expect(directives['img-src']).toContain(origin);
    }
    expect(directives['script-src']).not.toMatch(/127\.0\.0\.1|localhost/);
  });

  it('keeps everything else, emulator ports included, and leaves firebase.json untouched', () => {
    expect(local.emulators).toEqual(firebaseJson.emulators);
    expect(local.hosting.rewrites).toEqual(firebaseJson.hosting.rewrites);
    expect(cspOf(firebaseJson)).not.toContain('127.0.0.1');
  });
});
