import { describe, expect, it } from 'vitest';
import {
  newRouteFields,
  parseRoutePrice,
  routePlaceProblem,
  routePriceProblem,
} from './route-edit';

describe('route prices typed inline', () => {
  it('save as decimals, with a comma or a point', () => {
    expect(parseRoutePrice('45.5')).toBe(45.5);
    expect(parseRoutePrice(' 45,5 ')).toBe(45.5);
    expect(parseRoutePrice('60')).toBe(60);
  });

  it('save as 0 when they cannot be read as a number', () => {
    expect(parseRoutePrice('abc')).toBe(0);
    expect(parseRoutePrice('')).toBe(0);
  });
});

describe('what an inline route edit may not save', () => {
  it('a negative price or one over 100000', () => {
    expect(routePriceProblem('-5')).toBe('negative');
    expect(routePriceProblem('100000,5')).toBe('too_large');
    expect(routePriceProblem('45,5')).toBeNull();
    expect(routePriceProblem('abc')).toBeNull();
  });

  it('an empty place name or one over 200 characters', () => {
    expect(routePlaceProblem('  ')).toBe('required');
    expect(routePlaceProblem('x'.repeat(201))).toBe('too_long');
    expect(routePlaceProblem('Bávaro')).toBeNull();
  });
});

it("a new route gets the spec's defaults", () => {
  expect(newRouteFields()).toEqual({
    type: 'Hotel',
    from: 'Origen (editar)',
    to: 'Destino (editar)',
    price1to2: 30,
    price3to5: 40,
    price5to9: 50,
  });
});
