import { describe, it, expect } from 'vitest';
import {
  CART_STORAGE_KEY,
  CART_VERSION,
  cartItemCount,
  cartReducer,
  initialCart,
  isCartEmpty,
  serializeCart,
  transferFlightMissing,
  type Cart,
  type CartTransfer,
} from './cart';
import { deserializeCart } from './cart-storage';
import { cartLines } from './cart-lines';
import { makeTour } from '../testing/make-tour';
import { makeTourDay } from '../testing/make-tour-day';
import type { Tour } from './tour';

/** The cart's total with no catalog at hand: the prices saved in the cart. */
const cartTotalOf = (cart: Parameters<typeof cartLines>[0]) =>
  cartLines(cart, { tours: [], pricing: [] }, 'es').total;

const saona: Tour = makeTour('saona', {
  slug: 'isla-saona',
  title: 'Isla Saona',
  image: 'https://example.com/saona.webp',
  gallery: ['https://example.com/1.webp'],
  descriptionEs: 'Playa y catamarán',
  descriptionEn: 'Beach and catamaran',
  price: 75,
  priceChild: 40,
  hasChildPrice: true,
  duration: 'Día completo',
  maxParticipants: 10,
  createdAt: 1700000000000,
});

const airportRide: CartTransfer = {
  routeId: 'puj-bavaro',
  transferType: 'Aeropuerto',
  origin: 'Aeropuerto PUJ',
  destination: 'Bávaro',
  date: '2025-03-14',
  time: '10:30',
  passengerGroup: 'price1to2',
  passengers: '1-2 Pasajeros',
  price: 30.1,
  flightNumber: 'AA 1234',
  arrivalTime: '10:05',
};

const withTour = cartReducer(initialCart, {
  type: 'addTour',
  tour: saona,
  participants: { adults: 2, children: 1 },
  day: makeTourDay(),
});
const full = cartReducer(withTour, { type: 'addTransfer', transfer: airportRide });

describe('initialCart', () => {
  it('holds no tour, no transfer, one adult and no order id', () => {
    expect(initialCart).toEqual({
      tour: null,
      tourDay: null,
      transfer: null,
      participants: { adults: 1, children: 0, total: 1 },
      orderId: '',
    });
  });

  it('cannot be changed by accident', () => {
    expect(Object.isFrozen(initialCart)).toBe(true);
    expect(Object.isFrozen(initialCart.participants)).toBe(true);
  });
});

describe('cartReducer', () => {
  it('adds a tour with its participants and the price they come to', () => {
    expect(withTour.tour).toEqual({ ...saona, calculatedPrice: 190 });
    expect(withTour.participants).toEqual({ adults: 2, children: 1, total: 3 });
  });

  it('keeps the transfer and the order id when a tour is added', () => {
    const start = cartReducer(
      cartReducer(initialCart, { type: 'addTransfer', transfer: airportRide }),
      {
        type: 'setOrderId',
        orderId: 'LA-AB12CXYZ',
      },
    );
    const next = cartReducer(start, {
      type: 'addTour',
      tour: saona,
      participants: { adults: 1, children: 0 },
      day: makeTourDay(),
    });
    expect(next.transfer).toEqual(airportRide);
    expect(next.orderId).toBe('LA-AB12CXYZ');
  });

  it('replaces an earlier tour with the new one', () => {
    const other = { ...saona, id: 'buggy', price: 50, hasChildPrice: false };
    const next = cartReducer(withTour, {
      type: 'addTour',
      tour: other,
      participants: { adults: 1, children: 0 },
      day: makeTourDay(),
    });
    expect(next.tour?.id).toBe('buggy');
    expect(next.tour?.calculatedPrice).toBe(50);
  });

  it('adds a transfer and keeps the tour', () => {
    expect(full.transfer).toEqual(airportRide);
    expect(full.tour).toEqual(withTour.tour);
  });

  it('replaces an earlier transfer with the new one', () => {
    const back = { ...airportRide, routeId: 'bavaro-puj', price: 35 };
    expect(cartReducer(full, { type: 'addTransfer', transfer: back }).transfer).toEqual(back);
  });

  it('reprices the tour when the participants change', () => {
    const next = cartReducer(full, {
      type: 'updateParticipants',
      participants: { adults: 4, children: 0 },
    });
    expect(next.participants).toEqual({ adults: 4, children: 0, total: 4 });
    expect(next.tour?.calculatedPrice).toBe(300);
    expect(next.transfer).toEqual(airportRide);
  });

  it('updates the participants of a cart that holds no tour yet', () => {
    const next = cartReducer(initialCart, {
      type: 'updateParticipants',
      participants: { adults: 3, children: 2 },
    });
    expect(next.tour).toBeNull();
    expect(next.participants).toEqual({ adults: 3, children: 2, total: 5 });
  });

  it('empties everything, order id included, on clear', () => {
    const paid = cartReducer(full, { type: 'setOrderId', orderId: 'LA-AB12CXYZ' });
    expect(cartReducer(paid, { type: 'clearCart' })).toEqual(initialCart);
  });

  it('sets a new order id and leaves the rest alone', () => {
    const next = cartReducer(full, { type: 'setOrderId', orderId: 'LA-ZZ999XYZ' });
    expect(next).toEqual({ ...full, orderId: 'LA-ZZ999XYZ' });
  });

  it('never changes the cart it is given', () => {
    const before = structuredClone(full);
    cartReducer(full, { type: 'updateParticipants', participants: { adults: 5, children: 0 } });
    cartReducer(full, { type: 'setOrderId', orderId: 'LA-00000XYZ' });
    expect(full).toEqual(before);
  });
});

describe('cart totals', () => {
  it('adds the tour price and the transfer price, rounded to cents', () => {
    expect(cartTotalOf(full)).toBe(220.1);
    const cents = cartReducer(full, {
      type: 'addTransfer',
      transfer: { ...airportRide, price: 0.2 },
    });
    expect(
      cartTotalOf(
        cartReducer(cents, {
          type: 'addTour',
          tour: { ...saona, price: 0.1 },
          participants: { adults: 1, children: 0 },
          day: makeTourDay(),
        }),
      ),
    ).toBe(0.3);
  });

  it('counts only what is in the cart', () => {
    expect(cartTotalOf(withTour)).toBe(190);
    expect(
      cartTotalOf(cartReducer(initialCart, { type: 'addTransfer', transfer: airportRide })),
    ).toBe(30.1);
    expect(cartTotalOf(initialCart)).toBe(0);
  });

  it('counts the tour and the transfer as one item each', () => {
    expect(cartItemCount(initialCart)).toBe(0);
    expect(cartItemCount(withTour)).toBe(1);
    expect(cartItemCount(full)).toBe(2);
  });

  it('is empty only without a tour and without a transfer', () => {
    expect(isCartEmpty(initialCart)).toBe(true);
    expect(isCartEmpty(withTour)).toBe(false);
    expect(
      isCartEmpty(cartReducer(initialCart, { type: 'addTransfer', transfer: airportRide })),
    ).toBe(false);
  });
});

describe('transferFlightMissing', () => {
  const { flightNumber: _f, arrivalTime: _a, ...noFlight } = airportRide;

  it('is true for an airport transfer without a flight number', () => {
    expect(transferFlightMissing({ ...full, transfer: noFlight })).toBe(true);
    const toAirport = {
      ...noFlight,
      transferType: 'Airbnb',
      origin: 'Los Corales',
      destination: 'Aeropuerto PUJ',
    } as const;
    expect(transferFlightMissing({ ...full, transfer: toAirport })).toBe(true);
  });

  it('is false with a flight number, for a transfer away from the airport, or without a transfer', () => {
    expect(transferFlightMissing(full)).toBe(false);
    const club = { ...noFlight, transferType: 'Discoteca', origin: 'Coco Bongo' } as const;
    expect(transferFlightMissing({ ...full, transfer: club })).toBe(false);
    expect(transferFlightMissing(withTour)).toBe(false);
  });
});

/** A stored cart as plain JSON, for spoiling one field at a time. */
interface StoredCartJson {
  tour: Record<string, unknown>;
  transfer: Record<string, unknown>;
  participants: Record<string, unknown>;
  [field: string]: unknown;
}

describe('cart storage', () => {
  const stored: Cart = cartReducer(full, { type: 'setOrderId', orderId: 'LA-AB12CXYZ' });

  it('has a storage key and a version', () => {
    expect(CART_STORAGE_KEY).toBeTruthy();
    expect(CART_VERSION).toBe(1);
  });

  it('reads back exactly the cart it wrote', () => {
    expect(deserializeCart(serializeCart(stored))).toEqual(stored);
    expect(deserializeCart(serializeCart(initialCart))).toEqual(initialCart);
  });

  it('reads back a tour without timestamps or price', () => {
    const bare: Tour = { ...saona, price: null, priceChild: null, image: null };
    delete bare.createdAt;
    const cart = cartReducer(initialCart, {
      type: 'addTour',
      tour: bare,
      participants: { adults: 1, children: 0 },
      day: makeTourDay(),
    });
    expect(deserializeCart(serializeCart(cart))).toEqual(cart);
  });

  it('reads a cart stored before tours had English texts, their English empty', () => {
    const raw = JSON.parse(serializeCart(stored)) as { cart: StoredCartJson };
    for (const field of ['titleEn', 'priceTextEn', 'durationEn']) delete raw.cart.tour[field];
    expect(deserializeCart(JSON.stringify(raw)).tour).toMatchObject({
      title: stored.tour?.title,
      titleEn: '',
      priceTextEn: '',
      durationEn: '',
    });
  });

  it('starts fresh when nothing is stored', () => {
    expect(deserializeCart(null)).toEqual(initialCart);
    expect(deserializeCart('')).toEqual(initialCart);
  });

  it('starts fresh from corrupt JSON instead of throwing', () => {
    expect(deserializeCart('{"version":1,"cart":')).toEqual(initialCart);
    expect(deserializeCart('undefined')).toEqual(initialCart);
  });

  it('starts fresh from a cart of another version or none', () => {
    const raw = JSON.parse(serializeCart(stored)) as { version: number };
    expect(deserializeCart(JSON.stringify({ ...raw, version: 2 }))).toEqual(initialCart);
    expect(deserializeCart(JSON.stringify({ cart: stored }))).toEqual(initialCart);
    expect(deserializeCart(JSON.stringify(stored))).toEqual(initialCart);
  });

  it('starts fresh from JSON of the wrong shape', () => {
    for (const raw of [
      'null',
      '42',
      '"cart"',
      '[]',
      '{}',
      '{"version":1}',
      '{"version":1,"cart":null}',
    ]) {
      expect(deserializeCart(raw)).toEqual(initialCart);
    }
  });

  it.each([
    ['a negative transfer price', (c: StoredCartJson) => (c.transfer.price = -1)],
    ['an unknown transfer type', (c: StoredCartJson) => (c.transfer.transferType = 'Bus')],
    [
      'an unknown passenger group',
      (c: StoredCartJson) => (c.transfer.passengerGroup = 'price9to99'),
    ],
    ['a date that is not YYYY-MM-DD', (c: StoredCartJson) => (c.transfer.date = '14/03/2025')],
    ['a time off the pickup slots', (c: StoredCartJson) => (c.transfer.time = '10:15')],
    ['a malformed flight number', (c: StoredCartJson) => (c.transfer.flightNumber = 'A 12')],
    ['an arrival time of 25:00', (c: StoredCartJson) => (c.transfer.arrivalTime = '25:00')],
    ['a tour without an id', (c: StoredCartJson) => delete c.tour.id],
    ['a tour price written as text', (c: StoredCartJson) => (c.tour.price = '75')],
    ['an unknown price type', (c: StoredCartJson) => (c.tour.priceType = 'per_day')],
    ['fractional participants', (c: StoredCartJson) => (c.participants.adults = 1.5)],
    ['negative participants', (c: StoredCartJson) => (c.participants.children = -1)],
    ['a missing order id', (c: StoredCartJson) => delete c.orderId],
  ])('starts fresh from a stored cart with %s', (_, spoil) => {
    const raw = JSON.parse(serializeCart(stored)) as { cart: StoredCartJson };
    spoil(raw.cart);
    expect(deserializeCart(JSON.stringify(raw))).toEqual(initialCart);
  });

  it('recomputes the tour price and the total instead of trusting stored ones', () => {
    const raw = JSON.parse(serializeCart(stored)) as { cart: StoredCartJson };
    raw.cart.tour.calculatedPrice = 1;
    raw.cart.participants.total = 99;
    const cart = deserializeCart(JSON.stringify(raw));
    expect(cart.tour?.calculatedPrice).toBe(190);
    expect(cart.participants.total).toBe(3);
  });

  it('reads a transfer stored before flights were asked for, and then misses its flight', () => {
    const raw = JSON.parse(serializeCart(stored)) as { cart: StoredCartJson };
    delete raw.cart.transfer.flightNumber;
    delete raw.cart.transfer.arrivalTime;
    const cart = deserializeCart(JSON.stringify(raw));
    expect(cart.transfer).toMatchObject({ routeId: 'puj-bavaro', price: 30.1 });
    expect(cart.transfer).not.toHaveProperty('flightNumber');
    expect(transferFlightMissing(cart)).toBe(true);
  });

  it('drops fields it does not know', () => {
    const raw = JSON.parse(serializeCart(stored)) as { cart: Record<string, unknown> };
    raw.cart.coupon = 'FREE';
    expect(deserializeCart(JSON.stringify(raw))).toEqual(stored);
  });
});
