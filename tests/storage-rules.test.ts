// storage.rules: anyone fetches a catalog image by name, nobody lists them; only admins upload images as the admin panel does.
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  deleteObject,
  getBytes,
  getDownloadURL,
  list,
  listAll,
  ref,
  uploadBytes,
  type UploadMetadata,
} from 'firebase/storage';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import {
  ALLOWED_IMAGE_TYPES,
  MAX_UPLOAD_BYTES,
  UPLOAD_CACHE_SECONDS,
  uniqueStorageName,
} from '../src/domain/upload-rules';
import { RULES_BUCKET_URL, rulesTestEnvironment } from './rules-env';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
/** The metadata src/features/admin/api/upload-image.ts sends with a file. */
const appMetadata = (contentType: string): UploadMetadata => ({
  contentType,
  cacheControl: `public, max-age=${UPLOAD_CACHE_SECONDS}`,
});

let env: RulesTestEnvironment;
let existing: string;
/** images/<name> as the admin panel names an upload; unique, so no test depends on an earlier run. */
const fresh = (fileName: string, type = 'image/png') =>
  `images/${uniqueStorageName(fileName, Date.now(), Math.random() * 1e9, type)}`;

beforeAll(async () => {
  env = await rulesTestEnvironment();
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  existing = fresh('existing.png');
  await env.withSecurityRulesDisabled(async (context) => {
    await uploadBytes(
      ref(context.storage(RULES_BUCKET_URL), existing),
      PNG,
      appMetadata('image/png'),
    );
  });
});

const visitor = () => env.unauthenticatedContext().storage(RULES_BUCKET_URL);
const tourist = () => env.authenticatedContext('tourist').storage(RULES_BUCKET_URL);
const admin = () => env.authenticatedContext('staff', { admin: true }).storage(RULES_BUCKET_URL);
/** A user's Storage (the compat instance rules-unit-testing hands out). */
type FirebaseStorage = ReturnType<typeof visitor>;

const upload = (storage: FirebaseStorage, path: string, type = 'image/png', bytes = PNG) =>
  uploadBytes(ref(storage, path), bytes, appMetadata(type));

describe('catalog images', () => {
  it('are downloadable by anyone who knows the name', async () => {
    await assertSucceeds(getBytes(ref(visitor(), existing)));
    await assertSucceeds(getDownloadURL(ref(visitor(), existing)));
    await assertSucceeds(getBytes(ref(tourist(), existing)));
  });

  it('cannot be listed by anyone, admins included', async () => {
    for (const storage of [visitor(), tourist(), admin()]) {
      await assertFails(listAll(ref(storage, 'images')));
      await assertFails(list(ref(storage, 'images'), { maxResults: 10 }));
      await assertFails(listAll(ref(storage)));
    }
  });

  it('cannot be uploaded anonymously or by a user without the admin claim', async () => {
    await assertFails(upload(visitor(), fresh('a.png')));
    await assertFails(upload(tourist(), fresh('a.png')));
  });

  it('are uploaded by an admin in every type the admin panel allows', async () => {
    for (const type of ALLOWED_IMAGE_TYPES) {
      await assertSucceeds(upload(admin(), fresh('photo', type), type));
    }
  });

  it('refuse other file types, even from an admin', async () => {
    for (const type of [
      'text/plain',
      'text/html',
      'image/gif',
      'image/svg+xml',
      'application/octet-stream',
    ]) {
      await assertFails(upload(admin(), fresh('file', type), type));
    }
  });

  it(`refuse files over ${MAX_UPLOAD_BYTES / 1024 / 1024} MB and accept one of exactly that size`, async () => {
    await assertFails(
      upload(admin(), fresh('big.png'), 'image/png', new Uint8Array(MAX_UPLOAD_BYTES + 1)),
    );
    await assertSucceeds(
      upload(admin(), fresh('limit.png'), 'image/png', new Uint8Array(MAX_UPLOAD_BYTES)),
    );
  });

  it('refuse custom metadata, which the admin panel never sets', async () => {
    await assertFails(
      uploadBytes(ref(admin(), fresh('a.png')), PNG, {
        ...appMetadata('image/png'),
        customMetadata: { owner: 'someone' },
      }),
    );
  });

  it('take only names the admin panel gives: <milliseconds>-<random>[.<extension>]', async () => {
    await assertSucceeds(upload(admin(), `images/${Date.now()}-42`));
    for (const name of [
      'evil.html',
      'a.png',
      'hero.jpg',
      `${Date.now()}-42.PNG`,
      `${Date.now()}-42.png.`,
      `x${Date.now()}-42.png`,
    ]) {
      await assertFails(upload(admin(), `images/${name}`));
    }
  });

  it('may only live directly under images/', async () => {
    const name = uniqueStorageName('a.png', Date.now(), 7);
    await assertFails(upload(admin(), `images/sub/${name}`));
    await assertFails(upload(admin(), `private/${name}`));
    await assertFails(upload(admin(), name));
    await assertFails(getBytes(ref(visitor(), `private/${name}`)));
  });

  it('are never overwritten, and only admins delete them', async () => {
    await assertFails(upload(admin(), existing));
    await assertFails(deleteObject(ref(visitor(), existing)));
    await assertFails(deleteObject(ref(tourist(), existing)));
    await assertSucceeds(deleteObject(ref(admin(), existing)));
  });
});
