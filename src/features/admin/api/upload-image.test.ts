import {
  deleteObject,
  getDownloadURL,
  uploadBytesResumable,
  type FirebaseStorage,
} from 'firebase/storage';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_CACHE_SECONDS } from '@/domain/upload-rules';
import { UnreadableImageError, resizeImage, type ResizedPhoto } from '../utils/resize-image';
import { PublicUrlError, uploadImage } from './upload-image';

vi.mock('firebase/storage', () => ({
  ref: (_storage: unknown, path: string) => ({ fullPath: path }),
  uploadBytesResumable: vi.fn(),
  getDownloadURL: vi.fn(),
  deleteObject: vi.fn(),
}));
// jsdom has no canvas: the photo comes out of the resize already made.
vi.mock('../utils/resize-image', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../utils/resize-image')>()),
  resizeImage: vi.fn(),
}));

const NOW = 1700000000000;
const LARGE = 'images/1700000000000-500000000-1600.webp';
const SMALL = 'images/1700000000000-500000000-800.webp';
const file = new File(['x'], 'playa.png', { type: 'image/png' });
const storage = {} as FirebaseStorage;

function photo(format: ResizedPhoto['format'], type: string): ResizedPhoto {
  return {
    format,
    large: new Blob([new Uint8Array(300)], { type }),
    small: new Blob([new Uint8Array(100)], { type }),
  };
}

/** An upload task that reports half its bytes, then all, then ends with `outcome`. */
function uploadTask(blob: Blob, outcome: Error | null = null) {
  let listener: (snapshot: { bytesTransferred: number }) => void = () => {};
  const done = Promise.resolve().then(() => {
    listener({ bytesTransferred: blob.size / 2 });
    listener({ bytesTransferred: blob.size });
    if (outcome) throw outcome;
  });
  return {
    on: (_event: string, next: typeof listener) => (listener = next),
    then: done.then.bind(done),
  } as unknown as ReturnType<typeof uploadBytesResumable>;
}

const storedPaths = () =>
  vi.mocked(uploadBytesResumable).mock.calls.map(([target]) => target.fullPath);

beforeEach(() => {
  vi.spyOn(Date, 'now').mockReturnValue(NOW);
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
  vi.mocked(resizeImage).mockResolvedValue(photo('webp', 'image/webp'));
  vi.mocked(uploadBytesResumable).mockImplementation((_target, blob) => uploadTask(blob as Blob));
  vi.mocked(getDownloadURL).mockImplementation(
    async (target) => `https://storage/${target.fullPath}`,
  );
  vi.mocked(deleteObject).mockResolvedValue();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(uploadBytesResumable).mockReset();
  vi.mocked(getDownloadURL).mockReset();
  vi.mocked(deleteObject).mockReset();
});

describe('uploading a photo', () => {
  it('stores both sizes under one unique name, each with its type, and gives the large one’s URL', async () => {
    await expect(uploadImage(storage, file, () => {})).resolves.toBe(`https://storage/${LARGE}`);
    expect(resizeImage).toHaveBeenCalledWith(file);
    const metadata = {
      contentType: 'image/webp',
      cacheControl: `public, max-age=${UPLOAD_CACHE_SECONDS}`,
    };
    expect(vi.mocked(uploadBytesResumable).mock.calls).toEqual([
      [{ fullPath: LARGE }, expect.any(Blob), metadata],
      [{ fullPath: SMALL }, expect.any(Blob), metadata],
    ]);
    expect(getDownloadURL).toHaveBeenCalledWith({ fullPath: LARGE });
  });

  it('stores JPEG where the browser cannot encode WebP', async () => {
    vi.mocked(resizeImage).mockResolvedValue(photo('jpg', 'image/jpeg'));
    await uploadImage(storage, file, () => {});
    expect(storedPaths()).toEqual([
      'images/1700000000000-500000000-1600.jpg',
      'images/1700000000000-500000000-800.jpg',
    ]);
    expect(vi.mocked(uploadBytesResumable).mock.calls[1]![2]).toMatchObject({
      contentType: 'image/jpeg',
    });
  });

  it('reports progress over the bytes of both sizes together', async () => {
    const onProgress = vi.fn();
    await uploadImage(storage, file, onProgress);
    // 300 bytes large, then 100 small: 150/400, 300/400, 350/400, 400/400.
    expect(onProgress.mock.calls.map(([fraction]) => fraction)).toEqual([0.375, 0.75, 0.875, 1, 1]);
  });

  it('fails as a whole when the small size is refused, and deletes the large one', async () => {
    const refused = new Error('Firebase Storage: User does not have permission.');
    vi.mocked(uploadBytesResumable).mockImplementation((target, blob) =>
      uploadTask(blob as Blob, target.fullPath === SMALL ? refused : null),
    );
    vi.mocked(deleteObject).mockRejectedValue(new Error('offline'));
    await expect(uploadImage(storage, file, () => {})).rejects.toBe(refused);
    expect(deleteObject).toHaveBeenCalledWith({ fullPath: LARGE });
    expect(getDownloadURL).not.toHaveBeenCalled();
  });

  it('stores nothing when the large size is refused', async () => {
    const refused = new Error('Firebase Storage: Max retry time for operation exceeded.');
    vi.mocked(uploadBytesResumable).mockImplementation((_target, blob) =>
      uploadTask(blob as Blob, refused),
    );
    await expect(uploadImage(storage, file, () => {})).rejects.toBe(refused);
    expect(storedPaths()).toEqual([LARGE]);
    expect(deleteObject).not.toHaveBeenCalled();
  });

  it('uploads nothing when the file cannot be read as an image', async () => {
    vi.mocked(resizeImage).mockRejectedValue(new UnreadableImageError('playa.png', 'corrupt'));
    await expect(uploadImage(storage, file, () => {})).rejects.toBeInstanceOf(UnreadableImageError);
    expect(uploadBytesResumable).not.toHaveBeenCalled();
  });

  it('says when the stored photo’s URL cannot be read', async () => {
    vi.mocked(getDownloadURL).mockRejectedValue(new Error('storage/unknown'));
    await expect(uploadImage(storage, file, () => {})).rejects.toBeInstanceOf(PublicUrlError);
  });
});
