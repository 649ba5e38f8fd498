import { describe, it, expect } from 'vitest';
import {
  ORDER_ID_ALPHABET,
  ORDER_ID_PATTERN,
  isOrderId,
  newOrderId,
  normalizeOrderId,
  parseOrderId,
} from './order-id';

/** A random source that hands out the given bytes in order, then zeros. */
function scriptedBytes(script: number[]) {
  const queue = [...script];
  return (bytes: Uint8Array) => {
    for (let i = 0; i < bytes.length; i++) bytes[i] = queue.shift() ?? 0;
    return bytes;
  };
}

describe('newOrderId', () => {
  it('starts with LA- and carries 8 uppercase letters or digits', () => {
    for (let i = 0; i < 200; i++) expect(newOrderId()).toMatch(ORDER_ID_PATTERN);
  });

  it('maps random bytes onto the letters and digits', () => {
    expect(newOrderId(scriptedBytes([0, 25, 26, 35, 36, 1, 2, 3]))).toBe('LA-AZ09ABCD');
  });

  it('skips the bytes that would bias the draw and keeps drawing', () => {
    const biased = [252, 253, 254, 255];
    expect(
      newOrderId(
        scriptedBytes([...biased, 1, 2, ...biased, 3, ...biased, ...biased, 4, 5, 6, 7, 8]),
      ),
    ).toBe('LA-BCDEFGHI');
  });

  it('gives every character the same chance when fed every accepted byte value', () => {
    const everyAcceptedByte = Array.from({ length: 252 }, (_, byte) => byte);
    // 8 passes over the 252 values fill exactly 252 ids of 8 characters.
    const source = scriptedBytes(Array.from({ length: 8 }, () => everyAcceptedByte).flat());
    const counts = new Map<string, number>();
    for (let i = 0; i < 252; i++) {
      for (const char of newOrderId(source).slice(3)) counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    expect([...counts.keys()].sort().join('')).toBe([...ORDER_ID_ALPHABET].sort().join(''));
    for (const count of counts.values()) expect(count).toBe(56);
  });

  it('differs from one call to the next with the real random source', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newOrderId()));
    expect(ids.size).toBeGreaterThan(45);
  });
});

describe('isOrderId', () => {
  it('accepts a well-formed order id', () => {
    expect(isOrderId('LA-AB12CD34')).toBe(true);
  });

  it('rejects lowercase, wrong prefix, wrong length or extra text', () => {
    expect(isOrderId('LA-ab12cd34')).toBe(false);
    expect(isOrderId('XX-AB12CD34')).toBe(false);
    expect(isOrderId('LA-AB12C')).toBe(false);
    expect(isOrderId('LA-AB12CD345')).toBe(false);
    expect(isOrderId(' LA-AB12CD34')).toBe(false);
    expect(isOrderId('LA-AB12CD34\n')).toBe(false);
  });
});

describe('parseOrderId', () => {
  it('reads an order id typed in any case with blanks around it', () => {
    expect(normalizeOrderId(' la-ab12cxyz ')).toBe('LA-AB12CXYZ');
    expect(parseOrderId(' la-ab12cxyz ')).toBe('LA-AB12CXYZ');
  });

  it('is null for a text that is no order id', () => {
    for (const text of ['', 'Ana Pérez', 'LA-AB12', 'LA-AB12CXYZ9', 'LB-AB12CXYZ']) {
      expect(parseOrderId(text)).toBeNull();
    }
  });
});
