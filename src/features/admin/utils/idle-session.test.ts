import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LAST_ACTIVITY_KEY,
  hoursToMs,
  isIdleExpired,
  readLastActivity,
  writeLastActivity,
} from './idle-session';

const EIGHT_HOURS = hoursToMs(8);
const NOON = Date.parse('2026-03-01T12:00:00Z');

describe('the idle rule', () => {
  it('keeps a session whose last activity is within the limit', () => {
    expect(isIdleExpired(NOON, NOON, EIGHT_HOURS)).toBe(false);
    expect(isIdleExpired(NOON, NOON + EIGHT_HOURS - 1, EIGHT_HOURS)).toBe(false);
  });

  it('ends a session once the limit has passed since the last activity', () => {
    expect(isIdleExpired(NOON, NOON + EIGHT_HOURS, EIGHT_HOURS)).toBe(true);
    expect(isIdleExpired(NOON, NOON + 3 * EIGHT_HOURS, EIGHT_HOURS)).toBe(true);
  });

  it('does not end a session because the clock was set back', () => {
    expect(isIdleExpired(NOON, NOON - EIGHT_HOURS, EIGHT_HOURS)).toBe(false);
  });

  it('turns fractional hours into milliseconds', () => {
    expect(hoursToMs(0.5)).toBe(30 * 60 * 1000);
  });
});

describe('the shared last-activity time', () => {
  beforeEach(() => localStorage.clear());

  it('is read back as written', () => {
    writeLastActivity(localStorage, NOON);
    expect(localStorage.getItem(LAST_ACTIVITY_KEY)).toBe(String(NOON));
    expect(readLastActivity(localStorage)).toBe(NOON);
  });

  it('is null when nothing or something that is not a time is stored', () => {
    expect(readLastActivity(localStorage)).toBeNull();
    for (const junk of ['', 'yesterday', '-5', 'Infinity']) {
      localStorage.setItem(LAST_ACTIVITY_KEY, junk);
      expect(readLastActivity(localStorage)).toBeNull();
    }
  });

  it('survives storage that refuses to be read or written', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readLastActivity(broken)).toBeNull();
    expect(() => writeLastActivity(broken, NOON)).not.toThrow();
  });
});
