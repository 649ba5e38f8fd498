// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECK_IN_KEY_PATTERN } from '../../src/domain/check-in';

const compared = vi.hoisted(() => [] as [number, number][]);
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof import('node:crypto')>();
  return {
    ...crypto,
    timingSafeEqual: (a: NodeJS.ArrayBufferView, b: NodeJS.ArrayBufferView) => {
      compared.push([a.byteLength, b.byteLength]);
      return crypto.timingSafeEqual(a, b);
    },
  };
});

const { checkInKeysMatch, newCheckInKey } = await import('./check-in-key');

beforeEach(() => {
  compared.length = 0;
});

describe('the check-in key', () => {
  it('is 256 random bits in base64url, different each time', () => {
    const keys = new Set(Array.from({ length: 100 }, newCheckInKey));
    expect(keys.size).toBe(100);
    for (const key of keys) {
      expect(key).toMatch(CHECK_IN_KEY_PATTERN);
      expect(Buffer.from(key, 'base64url')).toHaveLength(32);
    }
  });

  it('is compared in constant time: always timingSafeEqual over 32 bytes, whatever the guess', () => {
    const key = newCheckInKey();
    const guesses = [key, `x${key.slice(1)}`, `${key.slice(0, -1)}x`, 'short', `${key}${key}`, ''];
    expect(guesses.map((guess) => checkInKeysMatch(guess, key))).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(compared).toEqual(guesses.map(() => [32, 32]));
  });

  it('matches nothing where the booking has no key', () => {
    expect(checkInKeysMatch('', undefined)).toBe(false);
    expect(checkInKeysMatch('', '')).toBe(false);
  });
});
