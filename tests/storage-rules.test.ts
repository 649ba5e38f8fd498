// storage.rules: public image reads; only admins upload png/jpeg/webp images of at most 10 MB.
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { deleteObject, getBytes, ref, uploadBytes } from 'firebase/storage';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { rulesTestEnvironment } from './rules-env';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const MB = 1024 * 1024;

let env: RulesTestEnvironment;
let existing: string;
/** Unique object names, so no test depends on what an earlier run left in the emulator. */
const fresh = (name: string) =>
  `images/${Date.now()}-${Math.random().toString(36).slice(2)}-${name}`;

beforeAll(async () => {
  env = await rulesTestEnvironment();
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  existing = fresh('existing.png');
  await env.withSecurityRulesDisabled(async (context) => {
    await uploadBytes(ref(context.storage(), existing), PNG, { contentType: 'image/png' });
  });
});

const visitor = () => env.unauthenticatedContext().storage();
const tourist = () => env.authenticatedContext('tourist').storage();
const admin = () => env.authenticatedContext('staff', { admin: true }).storage();

describe('catalog images', () => {
  it('are downloadable by anyone', async () => {
    await assertSucceeds(getBytes(ref(visitor(), existing)));
  });

  it('cannot be uploaded anonymously or by a user without the admin claim', async () => {
    await assertFails(
      uploadBytes(ref(visitor(), fresh('a.png')), PNG, { contentType: 'image/png' }),
    );
    await assertFails(
      uploadBytes(ref(tourist(), fresh('a.png')), PNG, { contentType: 'image/png' }),
    );
  });

  it('are uploaded by an admin as png, jpeg or webp', async () => {
    for (const [name, type] of [
      ['a.png', 'image/png'],
      ['b.jpg', 'image/jpeg'],
      ['c.webp', 'image/webp'],
    ] as const) {
      await assertSucceeds(uploadBytes(ref(admin(), fresh(name)), PNG, { contentType: type }));
    }
  });

  it('refuse other file types, even from an admin', async () => {
    await assertFails(
      uploadBytes(ref(admin(), fresh('notes.txt')), PNG, { contentType: 'text/plain' }),
    );
    await assertFails(
      uploadBytes(ref(admin(), fresh('anim.gif')), PNG, { contentType: 'image/gif' }),
    );
    await assertFails(
      uploadBytes(ref(admin(), fresh('page.svg')), PNG, { contentType: 'image/svg+xml' }),
    );
  });

  it('refuse files over 10 MB and accept one of exactly 10 MB', async () => {
    await assertFails(
      uploadBytes(ref(admin(), fresh('big.png')), new Uint8Array(10 * MB + 1), {
        contentType: 'image/png',
      }),
    );
    await assertSucceeds(
      uploadBytes(ref(admin(), fresh('limit.png')), new Uint8Array(10 * MB), {
        contentType: 'image/png',
      }),
    );
  });

  it('are never overwritten, and only admins delete them', async () => {
    await assertFails(uploadBytes(ref(admin(), existing), PNG, { contentType: 'image/png' }));
    await assertFails(deleteObject(ref(visitor(), existing)));
    await assertSucceeds(deleteObject(ref(admin(), existing)));
  });

  it('may only live under images/', async () => {
    await assertFails(
      uploadBytes(ref(admin(), 'private/a.png'), PNG, { contentType: 'image/png' }),
    );
    await assertFails(getBytes(ref(visitor(), 'private/a.png')));
  });
});
