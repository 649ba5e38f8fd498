// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** A fresh copy of the module: the switch is read at load, as on a function instance. */
async function load(env: Record<string, string> = {}) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return import('./app-check');
}

describe('App Check on the public callables', () => {
  it('is enforced and consumes each token unless the local stack switches it off', async () => {
    expect((await load()).appCheckOptions).toEqual({
      enforceAppCheck: true,
      consumeAppCheckToken: true,
    });
    vi.resetModules();
    expect((await load({ ENFORCE_APP_CHECK: 'false' })).appCheckOptions).toEqual({
      enforceAppCheck: false,
      consumeAppCheckToken: false,
    });
  });

  it('refuses a token used before, which firebase-functions only marks', async () => {
    const { refuseReplayedToken } = await load();
    const app = { appId: 'app', token: { app_id: 'app' } as never };
    expect(() => refuseReplayedToken({ app: { ...app, alreadyConsumed: true } })).toThrow(
      expect.objectContaining({ code: 'unauthenticated' }),
    );
    expect(() => refuseReplayedToken({ app: { ...app, alreadyConsumed: false } })).not.toThrow();
    expect(() => refuseReplayedToken({ app: undefined })).not.toThrow();
  });
});
