// Which images an administrator may upload, and the unique name each is stored under.

export const ALLOWED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Cache-Control max-age, in seconds, of uploaded images. */
export const UPLOAD_CACHE_SECONDS = 3600;

export type UploadProblem = 'type' | 'too_large';

export interface UploadCandidate {
  name: string;
  type: string;
  size: number;
}

const EXTENSION_BY_TYPE: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

export function checkUploadFile(file: UploadCandidate): UploadProblem | null {
  if (!(ALLOWED_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > MAX_UPLOAD_BYTES) return 'too_large';
  return null;
}

function extensionOf(fileName: string): string | null {
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0) return null; // no dot, or a dot file such as '.png'
  const extension = fileName.slice(dot + 1).toLowerCase();
  return /^[a-z0-9]{1,8}$/.test(extension) ? extension : null;
}

/**
 * `${now}-${random}.${ext}`: the original extension lowercased, else one from the
 * MIME type, else none. `random` is a non-negative integer; fractions are dropped.
 */
export function uniqueStorageName(
  originalName: string,
  now: number,
  random: number,
  mimeType = '',
): string {
  const base = `${now}-${Math.floor(random)}`;
  const extension = extensionOf(originalName) ?? EXTENSION_BY_TYPE[mimeType];
  return extension ? `${base}.${extension}` : base;
}
