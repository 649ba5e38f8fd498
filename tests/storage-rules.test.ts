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
import { variantNames, type ImageFormat } from '../src/domain/image-variants';
import {
  MAX_UPLOAD_BYTES,
  STORED_IMAGE_TYPES,
  UPLOAD_CACHE_SECONDS,
  uniqueImageBase,
} from '../src/domain/upload-rules';
import { RULES_BUCKET_URL, rulesTestEnvironment } from './rules-env';

/** The start of a WebP file (RIFF, size, WEBP); the rules read the metadata, not the bytes. */
const WEBP = new Uint8Array([0x52, 0x49, 0x46, 0x46, 4, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]);
/** The metadata src/features/admin/api/upload-image.ts sends with a file. */
const appMetadata = (contentType: string): UploadMetadata => ({
  contentType,
  cacheControl: `public, max-age=${UPLOAD_CACHE_SECONDS}`,
});

let env: RulesTestEnvironment;
let existing: string;
/** A new upload's base name; unique, so no test depends on an earlier run. */
const freshBase = () => uniqueImageBase(Date.now(), Math.random() * 1e9);
/** images/<name> of one size of a new upload, as the admin panel names it. */
const fresh = (size: 'large' | 'small' = 'large', format: ImageFormat = 'webp') =>
  `images/${variantNames(freshBase(), format)[size]}`;

beforeAll(async () => {
  env = await rulesTestEnvironment();
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  existing = fresh();
  await env.withSecurityRulesDisabled(async (context) => {
    await uploadBytes(
      ref(context.storage(RULES_BUCKET_URL), existing),
      WEBP,
      appMetadata(STORED_IMAGE_TYPES.webp),
    );
  });
});

const visitor = () => env.unauthenticatedContext().storage(RULES_BUCKET_URL);
const tourist = () => env.authenticatedContext('tourist').storage(RULES_BUCKET_URL);
const admin = () => env.authenticatedContext('staff', { admin: true }).storage(RULES_BUCKET_URL);
/** A user's Storage (the compat instance rules-unit-testing hands out). */
type FirebaseStorage = ReturnType<typeof visitor>;

const upload = (
  storage: FirebaseStorage,
  path: string,
  type = STORED_IMAGE_TYPES.webp,
  bytes = WEBP,
) => uploadBytes(ref(storage, path), bytes, appMetadata(type));

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
    await assertFails(upload(visitor(), fresh()));
    await assertFails(upload(tourist(), fresh()));
  });

  it('are uploaded by an admin in both sizes, as WebP or, where a browser has no WebP encoder, JPEG', async () => {
    for (const format of ['webp', 'jpg'] as const) {
      const names = variantNames(freshBase(), format);
      for (const name of [names.large, names.small]) {
        await assertSucceeds(upload(admin(), `images/${name}`, STORED_IMAGE_TYPES[format]));
      }
    }
  });

  it('refuse other file types, or a type its name does not say, even from an admin', async () => {
    for (const type of [
      'image/png',
      'image/gif',
      'image/svg+xml',
      'text/html',
      'text/plain',
      'application/octet-stream',
      STORED_IMAGE_TYPES.jpg,
    ]) {
      await assertFails(upload(admin(), fresh('large', 'webp'), type));
    }
    await assertFails(upload(admin(), fresh('small', 'jpg'), STORED_IMAGE_TYPES.webp));
    await assertFails(upload(admin(), fresh('large', 'jpg'), 'image/png'));
  });

  it(`refuse files over ${MAX_UPLOAD_BYTES / 1024 / 1024} MB and accept one of exactly that size`, async () => {
    await assertFails(
      upload(admin(), fresh(), STORED_IMAGE_TYPES.webp, new Uint8Array(MAX_UPLOAD_BYTES + 1)),
    );
    await assertSucceeds(
      upload(admin(), fresh(), STORED_IMAGE_TYPES.webp, new Uint8Array(MAX_UPLOAD_BYTES)),
    );
  });

  it('refuse custom metadata, which the admin panel never sets', async () => {
    await assertFails(
      uploadBytes(ref(admin(), fresh()), WEBP, {
        ...appMetadata(STORED_IMAGE_TYPES.webp),
        customMetadata: { owner: 'someone' },
      }),
    );
  });

  it('take only names the admin panel gives: <milliseconds>-<random>-<1600|800>.<webp|jpg>', async () => {
    const base = freshBase();
    for (const name of [
      // Another size mark, or none (as uploads were named before they came in two sizes).
      `${base}-1200.webp`,
      `${base}-400.webp`,
      `${base}-01600.webp`,
      `${base}-1600-800.webp`,
      `${base}.webp`,
      `${base}.png`,
      `${base}.jpg`,
      base,
      // Another extension, or a changed one.
      `${base}-1600.png`,
      `${base}-800.jpeg`,
      `${base}-1600.WEBP`,
      `${base}-1600.webp.`,
      `${base}-1600.webp.html`,
      `${base}-1600`,
      // Not the admin panel's base name.
      `x${base}-1600.webp`,
      `${Date.now()}-1600.webp`,
      `${Date.now()}-abc-1600.webp`,
      'hero-1600.webp',
      'seed-hero-1600.webp',
      'evil.html',
    ]) {
      await assertFails(upload(admin(), `images/${name}`));
    }
    await assertSucceeds(upload(admin(), `images/${variantNames(base, 'webp').large}`));
  });

  it('may only live directly under images/', async () => {
    const name = variantNames(freshBase(), 'webp').large;
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
