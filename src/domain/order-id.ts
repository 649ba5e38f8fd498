// Order ids: 'LA-' plus 8 uniformly random uppercase letters or digits (36^8 ≈ 2.8 × 10^12 ids,
// so nobody can fill the space and crowd real tourists out).

export const ORDER_ID_PREFIX = 'LA-';
export const ORDER_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const ORDER_ID_LENGTH = 8;
export const ORDER_ID_PATTERN = /^LA-[A-Z0-9]{8}$/;

export type RandomBytesSource = (bytes: Uint8Array) => Uint8Array;

// Bytes at or above the largest multiple of the alphabet size are discarded, so each
// character is equally likely (plain `byte % 36` would favour the first 4 characters).
const ACCEPT_BELOW = 256 - (256 % ORDER_ID_ALPHABET.length);

export function newOrderId(
  getRandomValues: RandomBytesSource = (bytes) => globalThis.crypto.getRandomValues(bytes),
): string {
  let suffix = '';
  while (suffix.length < ORDER_ID_LENGTH) {
    for (const byte of getRandomValues(new Uint8Array(ORDER_ID_LENGTH - suffix.length))) {
      if (byte < ACCEPT_BELOW) suffix += ORDER_ID_ALPHABET[byte % ORDER_ID_ALPHABET.length];
    }
  }
  return ORDER_ID_PREFIX + suffix;
}

export function isOrderId(value: string): boolean {
  return ORDER_ID_PATTERN.test(value);
}

/** An order id as typed (any case, blanks around it) in the form ids are stored under. */
export function normalizeOrderId(typed: string): string {
  return typed.trim().toUpperCase();
}

/** The order id a typed text stands for, or null when it is none. */
export function parseOrderId(typed: string): string | null {
  const id = normalizeOrderId(typed);
  return isOrderId(id) ? id : null;
}
