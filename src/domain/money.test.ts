import { describe, it, expect } from 'vitest';
import { roundCents, sumPrices } from './money';

describe('roundCents', () => {
  it('keeps amounts that are already whole cents', () => {
    expect(roundCents(75)).toBe(75);
    expect(roundCents(12.34)).toBe(12.34);
  });

  it('rounds half a cent up, even where binary floating point would round it down', () => {
    expect(roundCents(1.005)).toBe(1.01);
    expect(roundCents(2.675)).toBe(2.68);
  });

  it('rounds below half a cent down', () => {
    expect(roundCents(10.004)).toBe(10);
  });

  it('rounds negative amounts symmetrically and never returns negative zero', () => {
    expect(roundCents(-1.005)).toBe(-1.01);
    expect(Object.is(roundCents(-0.001), 0)).toBe(true);
  });
});

describe('sumPrices', () => {
  it('adds amounts without floating-point noise', () => {
    expect(sumPrices(0.1, 0.2)).toBe(0.3);
  });

  it('is zero for no amounts', () => {
    expect(sumPrices()).toBe(0);
  });
});
