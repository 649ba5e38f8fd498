import { describe, it, expect } from 'vitest';
import { comparePlaces, destinationsFor, findRoute, originsFor, placesOf } from './transfer-routes';
import type { PricingRoute, TransferType } from './pricing-route';
import { makeRoute } from '../testing/make-route';

function route(id: string, type: TransferType, from: string, to: string): PricingRoute {
  return makeRoute(id, { type, from, to, price5to9: 50 });
}

const routes: PricingRoute[] = [
  route('a', 'Aeropuerto', 'Aeropuerto PUJ', 'Uvero Alto'),
  route('b', 'Aeropuerto', 'Aeropuerto PUJ', 'Bávaro'),
  route('c', 'Aeropuerto', 'Aeropuerto SDQ', 'Bávaro'),
  route('d', 'Aeropuerto', 'Aeropuerto PUJ', 'Cap Cana'),
  route('e', 'Hotel', 'Bávaro', 'Aeropuerto PUJ'),
  route('f', 'Aeropuerto', 'Aeropuerto PUJ', 'Bávaro'),
  route('g', 'Discoteca', 'Coco Bongo', 'Hotel 10'),
  route('h', 'Discoteca', 'Coco Bongo', 'Hotel 9'),
];

describe('originsFor', () => {
  it('lists each origin of the type once, sorted', () => {
    expect(originsFor(routes, 'Aeropuerto')).toEqual(['Aeropuerto PUJ', 'Aeropuerto SDQ']);
  });

  it('ignores routes of other types', () => {
    expect(originsFor(routes, 'Hotel')).toEqual(['Bávaro']);
  });

  it('is empty for a type without routes', () => {
    expect(originsFor(routes, 'Airbnb')).toEqual([]);
  });
});

describe('comparePlaces', () => {
  const sorted = (...places: string[]) => [...places].sort(comparePlaces);

  it('orders as a Spanish collator does: case and accents aside, ñ after n, numbers by value', () => {
    const places = ['Uvero Alto', 'ñandú', 'Nueva', 'Ocean', 'bávaro', 'Bayahíbe', 'Cap Cana'];
    const spanish = new Intl.Collator('es', { sensitivity: 'base', numeric: true });
    expect(sorted(...places)).toEqual([...places].sort(spanish.compare));
    expect(sorted('Hotel 10', 'Hotel 9', 'Hotel 100', 'Hotel')).toEqual([
      'Hotel',
      'Hotel 9',
      'Hotel 10',
      'Hotel 100',
    ]);
  });

  it('puts a space before letters, as the collator does', () => {
    expect(sorted('Capital', 'Cap Cana')).toEqual(['Cap Cana', 'Capital']);
  });
});

describe('placesOf', () => {
  it('lists every origin and destination once, in Spanish order, numbers by value', () => {
    expect(placesOf(routes)).toEqual([
      'Aeropuerto PUJ',
      'Aeropuerto SDQ',
      'Bávaro',
      'Cap Cana',
      'Coco Bongo',
      'Hotel 9',
      'Hotel 10',
      'Uvero Alto',
    ]);
  });

  it('leaves out a route end that is empty', () => {
    expect(placesOf([route('x', 'Hotel', '', 'Bávaro')])).toEqual(['Bávaro']);
  });
});

describe('destinationsFor', () => {
  it('lists each destination from the origin once, sorted with accents in their natural place', () => {
    expect(destinationsFor(routes, 'Aeropuerto', 'Aeropuerto PUJ')).toEqual([
      'Bávaro',
      'Cap Cana',
      'Uvero Alto',
    ]);
  });

  it('sorts numbers inside names by value', () => {
    expect(destinationsFor(routes, 'Discoteca', 'Coco Bongo')).toEqual(['Hotel 9', 'Hotel 10']);
  });

  it('does not mix in destinations of the same origin under another type', () => {
    expect(destinationsFor(routes, 'Hotel', 'Aeropuerto PUJ')).toEqual([]);
  });

  it('is empty for an unknown origin', () => {
    expect(destinationsFor(routes, 'Aeropuerto', 'Nowhere')).toEqual([]);
  });
});

describe('findRoute', () => {
  it('finds the route matching type, origin and destination', () => {
    expect(findRoute(routes, 'Aeropuerto', 'Aeropuerto SDQ', 'Bávaro')?.id).toBe('c');
  });

  it('takes the first route when the same trip is priced twice', () => {
    expect(findRoute(routes, 'Aeropuerto', 'Aeropuerto PUJ', 'Bávaro')?.id).toBe('b');
  });

  it('finds nothing when the type differs', () => {
    expect(findRoute(routes, 'Hotel', 'Aeropuerto PUJ', 'Bávaro')).toBeUndefined();
  });

  it('does not treat a trip as reversible', () => {
    expect(findRoute(routes, 'Aeropuerto', 'Bávaro', 'Aeropuerto PUJ')).toBeUndefined();
  });
});
