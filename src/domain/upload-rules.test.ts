import { describe, it, expect } from 'vitest';
import { variantNames } from './image-variants';
import {
  ALLOWED_IMAGE_TYPES,
  MAX_UPLOAD_BYTES,
  checkUploadFile,
  uniqueImageBase,
} from './upload-rules';

describe('checkUploadFile', () => {
  it('accepts PNG, JPEG and WebP images up to 10 MB', () => {
    expect(ALLOWED_IMAGE_TYPES).toEqual(['image/png', 'image/jpeg', 'image/webp']);
    for (const type of ALLOWED_IMAGE_TYPES) {
      expect(checkUploadFile({ name: 'photo', type, size: 1024 })).toBeNull();
    }
  });

  it('accepts a file of exactly 10 MB', () => {
    expect(MAX_UPLOAD_BYTES).toBe(10 * 1024 * 1024);
    expect(
      checkUploadFile({ name: 'a.png', type: 'image/png', size: MAX_UPLOAD_BYTES }),
    ).toBeNull();
  });

  it('rejects a file over 10 MB', () => {
    expect(checkUploadFile({ name: 'a.png', type: 'image/png', size: MAX_UPLOAD_BYTES + 1 })).toBe(
      'too_large',
    );
  });

  it('rejects other file types, whatever their name says', () => {
    expect(checkUploadFile({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe('type');
    expect(checkUploadFile({ name: 'a.svg', type: 'image/svg+xml', size: 10 })).toBe('type');
    expect(checkUploadFile({ name: 'a.png', type: '', size: 10 })).toBe('type');
  });

  it('reports the wrong type before the size', () => {
    expect(
      checkUploadFile({ name: 'film.mp4', type: 'video/mp4', size: MAX_UPLOAD_BYTES * 5 }),
    ).toBe('type');
  });
});

describe('uniqueImageBase', () => {
  it('joins the time and the random number', () => {
    expect(uniqueImageBase(1700000000000, 123456)).toBe('1700000000000-123456');
  });

  it('drops the fraction of a random number', () => {
    expect(uniqueImageBase(1, 42.9)).toBe('1-42');
  });

  it('gives different names to the same photo uploaded twice', () => {
    expect(uniqueImageBase(1, 1)).not.toBe(uniqueImageBase(1, 2));
  });

  it('names both sizes of an upload in the format it was encoded in', () => {
    expect(variantNames(uniqueImageBase(1700000000000, 42), 'webp')).toEqual({
      large: '1700000000000-42-1600.webp',
      small: '1700000000000-42-800.webp',
    });
    expect(variantNames(uniqueImageBase(1700000000000, 42), 'jpg').small).toBe(
      '1700000000000-42-800.jpg',
    );
  });
});
