// @vitest-environment node
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { STATUS_TOKEN_PATTERN } from '../../src/domain/booking-status';
import { newStatusToken, statusMirrorOf } from './status-mirror';

const now = Timestamp.fromMillis(Date.parse('2026-12-03T14:05:00Z'));
const token = 'Zm9vYmFyYmF6cXV4MTIzNA';

describe('the status token', () => {
  it('is 128 random bits in base64url, different each time', () => {
    const tokens = new Set(Array.from({ length: 100 }, newStatusToken));
    expect(tokens.size).toBe(100);
    for (const drawn of tokens) {
      expect(drawn).toMatch(STATUS_TOKEN_PATTERN);
      expect(Buffer.from(drawn, 'base64url')).toHaveLength(16);
    }
  });
});

describe('the status mirror of a booking', () => {
  it('holds only the status and when staff last changed it', () => {
    const updatedAt = Timestamp.fromMillis(now.toMillis() - 60_000);
    const booking = {
      orderId: 'LA-AB12CXYZ',
      status: 'confirmed',
      updatedAt,
      statusToken: token,
      contact: { email: 'ana@example.com' },
      total: 190,
    };
    expect(statusMirrorOf(booking, now)).toEqual({
      token,
      fields: { status: 'confirmed', updatedAt },
    });
  });

  it('is stamped now for a booking staff never changed', () => {
    expect(statusMirrorOf({ status: 'pending', statusToken: token }, now)?.fields.updatedAt).toBe(
      now,
    );
  });

  it('is none for a booking made before tokens existed, or with an unknown status', () => {
    expect(statusMirrorOf({ status: 'confirmed' }, now)).toBeNull();
    expect(statusMirrorOf({ status: 'lost', statusToken: token }, now)).toBeNull();
    expect(statusMirrorOf(undefined, now)).toBeNull();
  });
});
