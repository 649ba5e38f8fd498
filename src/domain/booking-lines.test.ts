import { describe, it, expect } from 'vitest';
import { bookingTotal, tourLine, transferLine } from './booking-lines';
import { makeTour } from '../testing/make-tour';
import type { Tour } from './tour';
import { makeRoute } from '../testing/make-route';

const saona: Tour = makeTour('saona', {
  slug: 'isla-saona',
  title: 'Isla Saona',
  price: 75,
  priceChild: 40,
  hasChildPrice: true,
  maxParticipants: 10,
});

const route = makeRoute('puj-bavaro', { price3to5: 45.5, price5to9: null });

describe('tourLine', () => {
  it('records the tour, the counts, both unit prices and the subtotal', () => {
    expect(tourLine(saona, { adults: 2, children: 1 }, 'es')).toEqual({
      tourId: 'saona',
      title: 'Isla Saona',
      adults: 2,
      children: 1,
      unitPrice: 75,
      childUnitPrice: 40,
      subtotal: 190,
    });
  });

  it('records the adult price as the child price when the tour has none', () => {
    const line = tourLine({ ...saona, hasChildPrice: false }, { adults: 1, children: 1 }, 'es');
    expect(line.childUnitPrice).toBe(75);
    expect(line.subtotal).toBe(150);
  });

  it('records a tour without a price at 0', () => {
    const line = tourLine(
      { ...saona, price: null, hasChildPrice: false },
      { adults: 2, children: 0 },
      'es',
    );
    expect(line).toMatchObject({ unitPrice: 0, childUnitPrice: 0, subtotal: 0 });
  });
});

describe('transferLine', () => {
  it('records the route, the choice, the group label and its price', () => {
    expect(
      transferLine(route, { passengerGroup: 'price3to5', date: '2025-03-14', time: '10:30' }),
    ).toEqual({
      routeId: 'puj-bavaro',
      type: 'Aeropuerto',
      origin: 'Aeropuerto PUJ',
      destination: 'Bávaro',
      date: '2025-03-14',
      time: '10:30',
      passengerGroup: 'price3to5',
      passengers: '3-5 Pasajeros',
      price: 45.5,
    });
  });

  it('carries the flight number and arrival time when there are some, and no empty keys', () => {
    const choice = { passengerGroup: 'price3to5', date: '2025-03-14', time: '10:30' } as const;
    expect(
      transferLine(route, { ...choice, flightNumber: 'AA 1234', arrivalTime: '14:35' }),
    ).toMatchObject({ flightNumber: 'AA 1234', arrivalTime: '14:35' });
    const withoutArrival = transferLine(route, {
      ...choice,
      flightNumber: 'AA 1234',
      arrivalTime: undefined,
    });
    expect(withoutArrival).not.toHaveProperty('arrivalTime');
  });

  it('is null when the route has no price for the group', () => {
    expect(
      transferLine(route, { passengerGroup: 'price5to9', date: '2025-03-14', time: '10:30' }),
    ).toBeNull();
  });
});

describe('bookingTotal', () => {
  it('adds the tour subtotal and the transfer price, rounded to cents', () => {
    expect(bookingTotal({ subtotal: 190.1 }, { price: 30.2 })).toBe(220.3);
  });

  it('counts a missing tour or transfer as 0', () => {
    expect(bookingTotal({ subtotal: 190 }, null)).toBe(190);
    expect(bookingTotal(null, { price: 30 })).toBe(30);
    expect(bookingTotal(null, null)).toBe(0);
  });
});
