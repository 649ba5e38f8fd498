// The seeded stack as the app sees it: the seeded admin and guide sign in with their claims; Storage
// enforces rules.
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import {
  connectStorageEmulator,
  deleteObject,
  getStorage,
  ref,
  uploadBytes,
} from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ADMIN, LOCAL_STAFF } from '../scripts/lib/local-admin';
import { HOST, PORTS, PROJECT_ID, STORAGE_BUCKET } from '../scripts/lib/local-stack';
import { variantNames } from '../src/domain/image-variants';
import { STORED_IMAGE_TYPES, uniqueImageBase } from '../src/domain/upload-rules';

/** The start of a WebP file (RIFF, size, WEBP). */
const WEBP = new Uint8Array([0x52, 0x49, 0x46, 0x46, 4, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]);
let app: FirebaseApp;

beforeAll(() => {
  app = initializeApp(
    { apiKey: 'demo-api-key', projectId: PROJECT_ID, storageBucket: STORAGE_BUCKET },
    `stack-${Date.now()}`,
  );
  connectAuthEmulator(getAuth(app), `http://${HOST}:${PORTS.auth}`, { disableWarnings: true });
  connectStorageEmulator(getStorage(app), HOST, PORTS.storage);
});
afterAll(async () => {
  await deleteApp(app);
});

describe('the seeded local stack', () => {
  it('refuses an anonymous upload to Storage', async () => {
    await signOut(getAuth(app));
    const name = variantNames(uniqueImageBase(Date.now(), process.pid), 'webp').large;
    const upload = uploadBytes(ref(getStorage(app), `images/${name}`), WEBP, {
      contentType: STORED_IMAGE_TYPES.webp,
    });
    await expect(upload).rejects.toMatchObject({ code: 'storage/unauthorized' });
  });

  it('signs the seeded admin in with the admin claim, and accepts its image upload', async () => {
    const { user } = await signInWithEmailAndPassword(
      getAuth(app),
      LOCAL_ADMIN.email,
      LOCAL_ADMIN.password,
    );
    expect((await user.getIdTokenResult()).claims.admin).toBe(true);
    const name = variantNames(uniqueImageBase(Date.now(), process.pid), 'webp').large;
    const image = ref(getStorage(app), `images/${name}`);
    await expect(
      uploadBytes(image, WEBP, { contentType: STORED_IMAGE_TYPES.webp }),
    ).resolves.toBeTruthy();
    await deleteObject(image);
  });

  it('refuses a wrong password for the seeded admin', async () => {
    await expect(
      signInWithEmailAndPassword(getAuth(app), LOCAL_ADMIN.email, 'wrong-password'),
    ).rejects.toMatchObject({
      code: 'auth/wrong-password',
    });
  });

  it('signs the seeded guide in with the staff claim only, and refuses their image upload', async () => {
    const { user } = await signInWithEmailAndPassword(
      getAuth(app),
      LOCAL_STAFF.email,
      LOCAL_STAFF.password,
    );
    const { claims } = await user.getIdTokenResult();
    expect(claims.staff).toBe(true);
    expect(claims.admin).toBeUndefined();
    const name = variantNames(uniqueImageBase(Date.now(), process.pid), 'webp').large;
    const upload = uploadBytes(ref(getStorage(app), `images/${name}`), WEBP, {
      contentType: STORED_IMAGE_TYPES.webp,
    });
    await expect(upload).rejects.toMatchObject({ code: 'storage/unauthorized' });
    await signOut(getAuth(app));
  });
});
