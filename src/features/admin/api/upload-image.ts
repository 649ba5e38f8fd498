// Uploads one image to Cloud Storage under images/ with a unique name and returns its public URL.
import { getDownloadURL, ref, uploadBytesResumable } from 'firebase/storage';
import { UPLOAD_CACHE_SECONDS, uniqueStorageName } from '@/domain/upload-rules';
import { storage } from '@/lib/firebase/storage';

/** The file was stored but its download URL could not be read. */
export class PublicUrlError extends Error {
  constructor(cause: unknown) {
    super('Could not read the public URL of the image.', { cause });
    this.name = 'PublicUrlError';
  }
}

const RANDOM_RANGE = 1_000_000_000;

/** `onProgress` receives the uploaded fraction of this file, from 0 to 1. */
export async function uploadImage(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<string> {
  const name = uniqueStorageName(file.name, Date.now(), Math.random() * RANDOM_RANGE, file.type);
  const target = ref(storage, `images/${name}`);
  const task = uploadBytesResumable(target, file, {
    contentType: file.type,
    cacheControl: `public, max-age=${UPLOAD_CACHE_SECONDS}`,
  });
  task.on('state_changed', (snapshot) => {
    if (snapshot.totalBytes > 0) onProgress(snapshot.bytesTransferred / snapshot.totalBytes);
  });
  await task;
  onProgress(1);
  try {
    return await getDownloadURL(target);
  } catch (error) {
    throw new PublicUrlError(error);
  }
}
