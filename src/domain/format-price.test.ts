import { describe, it, expect } from 'vitest';
import {
  formatAdminPrice,
  formatNumber,
  formatPlainAmount,
  formatPublicPrice,
} from './format-price';

describe('formatNumber', () => {
  it('groups thousands with commas', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
  });

  it('shows at most two decimals, rounding the rest', () => {
    expect(formatNumber(12.345)).toBe('12.35');
    expect(formatNumber(1.005)).toBe('1.01');
  });

  it('drops trailing zero decimals', () => {
    expect(formatNumber(75)).toBe('75');
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatNumber(10.1)).toBe('10.1');
  });

  it('shows 0 for null, undefined, NaN and infinities', () => {
    expect(formatNumber(null)).toBe('0');
    expect(formatNumber(undefined)).toBe('0');
    expect(formatNumber(Number.NaN)).toBe('0');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('0');
  });

  it('shows a tiny negative amount as 0, not -0', () => {
    expect(formatNumber(-0.001)).toBe('0');
    expect(formatNumber(-0)).toBe('0');
  });

  it("writes what the browser's own en-US number format writes", () => {
    const reference = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
    const amounts = [0, 0.1, 0.05, 0.99, 1, 9.9, 99.99, 100, 999.5, 1000, 12_345.67, 999_999.99];
    for (let cents = 0; cents < 2_000_000; cents += 7_919) amounts.push(cents / 100);
    for (const amount of amounts) {
      expect(formatNumber(amount)).toBe(reference.format(amount));
      expect(formatNumber(-amount - 1)).toBe(reference.format(-amount - 1));
    }
  });

  it('keeps the minus sign of real negative amounts', () => {
    expect(formatNumber(-5)).toBe('-5');
  });
});

describe('formatPublicPrice', () => {
  it('writes a dollar sign and the USD suffix', () => {
    expect(formatPublicPrice(75)).toBe('$75 USD');
    expect(formatPublicPrice(1234.5)).toBe('$1,234.5 USD');
  });

  it('shows $0 USD when the price is missing', () => {
    expect(formatPublicPrice(null)).toBe('$0 USD');
  });
});

describe('formatAdminPrice', () => {
  it('writes a dollar sign without the USD suffix', () => {
    expect(formatAdminPrice(75)).toBe('$75');
    expect(formatAdminPrice(1999.99)).toBe('$1,999.99');
  });

  it('shows $0 when the price is missing', () => {
    expect(formatAdminPrice(null)).toBe('$0');
    expect(formatAdminPrice(undefined)).toBe('$0');
  });
});

describe('formatPlainAmount', () => {
  it('writes whole dollars without decimals and cents with two, without symbol or commas', () => {
    expect(formatPlainAmount(295)).toBe('295');
    expect(formatPlainAmount(75.5)).toBe('75.50');
    expect(formatPlainAmount(1234.567)).toBe('1234.57');
    expect(formatPlainAmount(0.1 + 0.2)).toBe('0.30');
  });

  it('writes 0 for an amount that is not a number', () => {
    expect(formatPlainAmount(Number.NaN)).toBe('0');
  });
});
