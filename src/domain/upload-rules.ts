// Which images an administrator may pick, and the names and types their two stored sizes get.
import type { ImageFormat } from './image-variants';

/** Types of the picked file; whatever it is, it is stored re-encoded (STORED_IMAGE_TYPES). */
export const ALLOWED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** Largest picked file, in bytes. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Cache-Control max-age, in seconds, of uploaded images. */
export const UPLOAD_CACHE_SECONDS = 3600;

/** The content type each stored format is uploaded with; storage.rules takes no other pairing. */
export const STORED_IMAGE_TYPES: Record<ImageFormat, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

export type UploadProblem = 'type' | 'too_large';

export interface UploadCandidate {
  name: string;
  type: string;
  size: number;
}

export function checkUploadFile(file: UploadCandidate): UploadProblem | null {
  if (!(ALLOWED_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > MAX_UPLOAD_BYTES) return 'too_large';
  return null;
}

/**
 * `${now}-${random}`, the name both sizes of one upload share before their size mark
 * (`variantNames` in image-variants.ts). `random` is a non-negative integer; fractions are dropped.
 */
export function uniqueImageBase(now: number, random: number): string {
  return `${now}-${Math.floor(random)}`;
}
