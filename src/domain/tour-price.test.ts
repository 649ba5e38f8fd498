import { describe, it, expect } from 'vitest';
import { adultUnitPrice, childUnitPrice, tourPrice, type TourPriceFields } from './tour-price';

const saona: TourPriceFields = { price: 75, priceChild: 40, hasChildPrice: true };

describe('tourPrice', () => {
  it('charges adults the adult price and children the child price', () => {
    expect(tourPrice(saona, { adults: 2, children: 3 })).toBe(2 * 75 + 3 * 40);
  });

  it('charges children the adult price when the tour has no child price', () => {
    const tour = { ...saona, hasChildPrice: false };
    expect(tourPrice(tour, { adults: 1, children: 2 })).toBe(225);
  });

  it('charges children the adult price when the child price is switched on but empty', () => {
    const tour = { ...saona, priceChild: null };
    expect(tourPrice(tour, { adults: 1, children: 1 })).toBe(150);
  });

  it('counts a missing price as 0', () => {
    expect(
      tourPrice(
        { price: null, priceChild: null, hasChildPrice: false },
        { adults: 3, children: 1 },
      ),
    ).toBe(0);
  });

  it('still charges the child price when only the adult price is missing', () => {
    expect(
      tourPrice({ price: null, priceChild: 20, hasChildPrice: true }, { adults: 2, children: 1 }),
    ).toBe(20);
  });

  it('counts a non-numeric stored price as 0', () => {
    expect(
      tourPrice(
        { price: Number.NaN, priceChild: null, hasChildPrice: false },
        { adults: 2, children: 0 },
      ),
    ).toBe(0);
  });

  it('rounds the total to cents', () => {
    expect(
      tourPrice(
        { price: 33.335, priceChild: null, hasChildPrice: false },
        { adults: 3, children: 0 },
      ),
    ).toBe(100.01);
    expect(
      tourPrice({ price: 0.1, priceChild: 0.2, hasChildPrice: true }, { adults: 1, children: 1 }),
    ).toBe(0.3);
  });

  it('is 0 for nobody', () => {
    expect(tourPrice(saona, { adults: 0, children: 0 })).toBe(0);
  });
});

describe('unit prices', () => {
  it('gives the adult price and the child price of a tour', () => {
    expect(adultUnitPrice(saona)).toBe(75);
    expect(childUnitPrice(saona)).toBe(40);
  });

  it('falls back to the adult price for children when the tour has no child price', () => {
    expect(childUnitPrice({ ...saona, hasChildPrice: false })).toBe(75);
  });

  it('gives a free child price of 0 when the tour sets it so', () => {
    expect(childUnitPrice({ ...saona, priceChild: 0 })).toBe(0);
  });
});

describe('a per-group tour', () => {
  const buggy = {
    price: 65,
    priceChild: null,
    hasChildPrice: false,
    priceType: 'per_group' as const,
  };

  it('costs its price once, whatever the participant counts', () => {
    expect(tourPrice(buggy, { adults: 1, children: 0 })).toBe(65);
    expect(tourPrice(buggy, { adults: 4, children: 2 })).toBe(65);
  });

  it('costs 0 when it has no price', () => {
    expect(tourPrice({ ...buggy, price: null }, { adults: 1, children: 0 })).toBe(0);
  });
});
