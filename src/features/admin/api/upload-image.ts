// Uploads a picked photo to Cloud Storage in its two sizes (src/domain/image-variants.ts) under
// images/, with one unique name, and returns the large size's public URL; the admin's Storage comes
// from reactfire's StorageProvider (admin-storage.tsx, around the screens that upload).
import {
  deleteObject,
  getDownloadURL,
  ref,
  uploadBytesResumable,
  type FirebaseStorage,
  type StorageReference,
} from 'firebase/storage';
import { useCallback } from 'react';
import { useStorage } from 'reactfire';
import { variantNames } from '@/domain/image-variants';
import { UPLOAD_CACHE_SECONDS, uniqueImageBase } from '@/domain/upload-rules';
import { resizeImage } from '../utils/resize-image';

/** The file was stored but its download URL could not be read. */
export class PublicUrlError extends Error {
  constructor(cause: unknown) {
    super('Could not read the public URL of the image.', { cause });
    this.name = 'PublicUrlError';
  }
}

const RANDOM_RANGE = 1_000_000_000;

/** Stores `blob` at `target`, reporting the bytes sent so far. */
async function store(target: StorageReference, blob: Blob, onSent: (bytes: number) => void) {
  const task = uploadBytesResumable(target, blob, {
    contentType: blob.type,
    cacheControl: `public, max-age=${UPLOAD_CACHE_SECONDS}`,
  });
  task.on('state_changed', (snapshot) => onSent(snapshot.bytesTransferred));
  await task;
}

/**
 * `onProgress` receives the uploaded fraction of both sizes together, from 0 to 1. Rejects with
 * UnreadableImageError when the file is no image the browser can decode.
 */
export async function uploadImage(
  storage: FirebaseStorage,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<string> {
  const photo = await resizeImage(file);
  const names = variantNames(
    uniqueImageBase(Date.now(), Math.random() * RANDOM_RANGE),
    photo.format,
  );
  const large = ref(storage, `images/${names.large}`);
  const small = ref(storage, `images/${names.small}`);
  const total = photo.large.size + photo.small.size;

  await store(large, photo.large, (bytes) => onProgress(bytes / total));
  try {
    await store(small, photo.small, (bytes) => onProgress((photo.large.size + bytes) / total));
  } catch (error) {
    // A photo without its small size would break the pages' srcset: leave nothing behind.
    await deleteObject(large).catch(() => {});
    throw error;
  }
  onProgress(1);
  try {
    return await getDownloadURL(large);
  } catch (error) {
    throw new PublicUrlError(error);
  }
}

export type ImageUploadFn = (file: File, onProgress: (fraction: number) => void) => Promise<string>;

/** uploadImage on the admin area's Storage. */
export function useUploadImage(): ImageUploadFn {
  const storage = useStorage();
  return useCallback((file, onProgress) => uploadImage(storage, file, onProgress), [storage]);
}
