import { describe, expect, it } from 'vitest';
import { readBookingStatusMirror, readStatusToken } from './booking-status';

describe('the status token', () => {
  it('is read when it looks like 16 random bytes in base64url, and is null otherwise', () => {
    expect(readStatusToken('Zm9vYmFyYmF6cXV4MTIzNA')).toBe('Zm9vYmFyYmF6cXV4MTIzNA');
    expect(readStatusToken(undefined)).toBeNull();
    expect(readStatusToken('short')).toBeNull();
    expect(readStatusToken('has/a/slash/in/it/abcdefg')).toBeNull();
    expect(readStatusToken(42)).toBeNull();
  });
});

describe('the status mirror', () => {
  it('reads the status and when it changed (a Timestamp or milliseconds)', () => {
    const updatedAt = { toMillis: () => 1_700_000_000_000 };
    expect(readBookingStatusMirror({ status: 'confirmed', updatedAt })).toEqual({
      status: 'confirmed',
      updatedAt: 1_700_000_000_000,
    });
    expect(readBookingStatusMirror({ status: 'cancelled', updatedAt: 5 })).toEqual({
      status: 'cancelled',
      updatedAt: 5,
    });
  });

  it('is null when missing or malformed', () => {
    expect(readBookingStatusMirror(undefined)).toBeNull();
    expect(readBookingStatusMirror({ status: 'lost', updatedAt: 5 })).toBeNull();
    expect(readBookingStatusMirror({ status: 'pending' })).toBeNull();
  });
});
