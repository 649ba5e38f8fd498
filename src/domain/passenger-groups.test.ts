import { describe, it, expect } from 'vitest';
import {
  PASSENGER_GROUPS,
  PASSENGER_GROUP_IDS,
  isPassengerGroup,
  passengerGroupLabel,
  transferPrice,
} from './passenger-groups';
import { makeRoute } from '../testing/make-route';

const route = makeRoute('r1', { price3to5: 40.5, price5to9: null });

describe('passenger groups', () => {
  it('lists the three groups with their Spanish labels, smallest first', () => {
    expect(PASSENGER_GROUPS.map((g) => [g.id, g.label])).toEqual([
      ['price1to2', '1-2 Pasajeros'],
      ['price3to5', '3-5 Pasajeros'],
      ['price5to9', '5-9 Pasajeros'],
    ]);
    expect(PASSENGER_GROUPS.map((g) => g.id)).toEqual([...PASSENGER_GROUP_IDS]);
  });

  it('gives each group its own translation key', () => {
    const keys = PASSENGER_GROUPS.map((g) => g.i18nKey);
    expect(new Set(keys).size).toBe(3);
    for (const key of keys) expect(key).toMatch(/^passengerGroups\.price\dto\d$/);
  });

  it('recognises group ids and rejects anything else', () => {
    expect(isPassengerGroup('price3to5')).toBe(true);
    expect(isPassengerGroup('price_3_5')).toBe(false);
    expect(isPassengerGroup('')).toBe(false);
  });

  it('labels a group', () => {
    expect(passengerGroupLabel('price5to9')).toBe('5-9 Pasajeros');
  });
});

describe('transferPrice', () => {
  it('reads the route price for the chosen group', () => {
    expect(transferPrice(route, 'price1to2')).toBe(30);
    expect(transferPrice(route, 'price3to5')).toBe(40.5);
  });

  it('is null when the route has no price for the group', () => {
    expect(transferPrice(route, 'price5to9')).toBeNull();
  });

  it('is null for a zero, negative or non-numeric price', () => {
    expect(transferPrice({ ...route, price1to2: 0 }, 'price1to2')).toBeNull();
    expect(transferPrice({ ...route, price1to2: -10 }, 'price1to2')).toBeNull();
    expect(transferPrice({ ...route, price1to2: Number.NaN }, 'price1to2')).toBeNull();
  });
});
