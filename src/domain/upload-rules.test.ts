import { describe, it, expect } from 'vitest';
import {
  ALLOWED_IMAGE_TYPES,
  MAX_UPLOAD_BYTES,
  checkUploadFile,
  uniqueStorageName,
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

describe('uniqueStorageName', () => {
  it('joins the time, the random number and the original extension', () => {
    expect(uniqueStorageName('Playa Bávaro.png', 1700000000000, 123456)).toBe(
      '1700000000000-123456.png',
    );
  });

  it('lowercases the extension', () => {
    expect(uniqueStorageName('IMG_0001.JPG', 1, 2)).toBe('1-2.jpg');
  });

  it('uses only the last extension', () => {
    expect(uniqueStorageName('photo.final.WebP', 1, 2)).toBe('1-2.webp');
  });

  it('takes the extension from the MIME type when the name has none', () => {
    expect(uniqueStorageName('photo', 1, 2, 'image/jpeg')).toBe('1-2.jpg');
    expect(uniqueStorageName('photo.', 1, 2, 'image/png')).toBe('1-2.png');
    expect(uniqueStorageName('.webp', 1, 2, 'image/webp')).toBe('1-2.webp');
  });

  it('ignores an extension with unusual characters', () => {
    expect(uniqueStorageName('photo.p?g', 1, 2, 'image/png')).toBe('1-2.png');
  });

  it('leaves the extension off when neither the name nor the MIME type gives one', () => {
    expect(uniqueStorageName('photo', 1, 2)).toBe('1-2');
  });

  it('drops the fraction of a random number', () => {
    expect(uniqueStorageName('a.png', 1, 42.9)).toBe('1-42.png');
  });

  it('gives different names to the same file uploaded twice', () => {
    expect(uniqueStorageName('a.png', 1, 1)).not.toBe(uniqueStorageName('a.png', 1, 2));
  });
});
