// A booking's check-in key, the secret in its voucher's QR code: drawn at random when the booking is
// stored (never derived from the order id) and compared in constant time.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits in base64url (CHECK_IN_KEY_PATTERN). */
export function newCheckInKey(): string {
  return randomBytes(32).toString('base64url');
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Whether the voucher's key is the booking's. Both are hashed first, so timingSafeEqual always
 * compares 32 bytes: the time taken says nothing about how much of a guess was right, nor its length.
 */
export function checkInKeysMatch(given: string, stored: unknown): boolean {
  if (typeof stored !== 'string' || stored === '') return false;
  return timingSafeEqual(digest(given), digest(stored));
}
