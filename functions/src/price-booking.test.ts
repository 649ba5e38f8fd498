// @vitest-environment node
// createBooking's pricing on plain catalog documents: every figure comes from the stored tour and route.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingRequest } from '../../src/domain/booking-request';
import { makeRoute } from '../../src/testing/make-route';
import { makeTour } from '../../src/testing/make-tour';
import { makeTourDay } from '../../src/testing/make-tour-day';
import { InvalidBookingError, UnpriceableCatalogError } from './errors';
import { priceBooking, type CatalogDocuments } from './price-booking';

const TODAY = '2026-03-10';

// Reading a malformed document logs a warning; many tests here feed malformed ones on purpose.
beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

type TourChanges = Parameters<typeof makeTour>[1];
type TourRequest = NonNullable<BookingRequest['tour']>;
type TransferRequest = NonNullable<BookingRequest['transfer']>;

/** tours/saona as stored: the shared test tour without its id (the id is the document's name). */
function tourDocument(changes: TourChanges = {}): Record<string, unknown> {
  const { id: _id, ...fields } = makeTour('saona', { title: 'Isla Saona', price: 95, ...changes });
  return fields;
}

/** pricing/puj-bavaro as stored. */
function routeDocument(changes: Record<string, unknown> = {}): Record<string, unknown> {
  const { id: _id, ...fields } = makeRoute('puj-bavaro', { price3to5: 45, price5to9: 70 });
  return { ...fields, ...changes };
}

function request(parts: { tour?: TourRequest; transfer?: TransferRequest }): BookingRequest {
  return {
    orderId: 'LA-AB12CXYZ',
    paymentMethod: 'whatsapp',
    language: 'es',
    contact: {
      firstName: 'Ana',
      lastName: 'Pérez',
      email: 'ana@example.com',
      phone: '+1 809 555 0199',
    },
    ...parts,
  };
}

const tourOf = (adults: number, children = 0): TourRequest => ({
  tourId: 'saona',
  adults,
  children,
  ...makeTourDay(),
});

const transferOf = (changes: Partial<TransferRequest> = {}): TransferRequest => ({
  routeId: 'puj-bavaro',
  passengerGroup: 'price3to5',
  date: '2026-04-02',
  time: '10:30',
  flightNumber: 'AA 1234',
  arrivalTime: '14:35',
  ...changes,
});

/** Prices a tour-only booking of `adults` and `children` against the stored tour. */
function priceTour(tour: Record<string, unknown> | undefined, adults: number, children = 0) {
  return priceBooking(request({ tour: tourOf(adults, children) }), { tour }, TODAY);
}

/** Prices a transfer-only booking against the stored route. */
function priceTransfer(
  route: Record<string, unknown> | undefined,
  changes: Partial<TransferRequest> = {},
) {
  return priceBooking(request({ transfer: transferOf(changes) }), { route }, TODAY);
}

/** The error a booking is refused with (fails the test when it is not refused). */
function refusal(price: () => unknown): Error {
  try {
    price();
  } catch (error) {
    return error as Error;
  }
  throw new Error('The booking was priced, not refused');
}

describe('a tour priced per person', () => {
  it('charges every adult the stored price and copies the stored title', () => {
    expect(priceTour(tourDocument(), 3)).toEqual({
      tour: {
        tourId: 'saona',
        title: 'Isla Saona',
        adults: 3,
        children: 0,
        unitPrice: 95,
        childUnitPrice: 95,
        subtotal: 285,
      },
      transfer: null,
      total: 285,
    });
  });

  it("copies the title in the booking's language, the Spanish one where the tour has no English title", () => {
    const english = { ...request({ tour: tourOf(1) }), language: 'en' as const };
    const bilingual = tourDocument({ titleEn: 'Saona Island' });
    expect(priceBooking(english, { tour: bilingual }, TODAY).tour?.title).toBe('Saona Island');
    expect(priceTour(bilingual, 1).tour?.title).toBe('Isla Saona');
    // Stored before tours had English titles: no titleEn field at all.
    const { titleEn: _titleEn, ...older } = tourDocument();
    expect(priceBooking(english, { tour: older }, TODAY).tour?.title).toBe('Isla Saona');
  });

  it('charges children the child price when the tour has one', () => {
    const tour = tourDocument({ price: 75, priceChild: 40, hasChildPrice: true });
    expect(priceTour(tour, 2, 3).tour).toMatchObject({
      unitPrice: 75,
      childUnitPrice: 40,
      subtotal: 2 * 75 + 3 * 40,
    });
  });

  it('charges children the adult price when the tour offers children but stores no child price', () => {
    const tour = tourDocument({ price: 75, priceChild: null, hasChildPrice: true });
    expect(priceTour(tour, 2, 1).tour).toMatchObject({ childUnitPrice: 75, subtotal: 225 });
  });

  it('ignores a stored child price the tour does not offer', () => {
    const tour = tourDocument({ price: 75, priceChild: 40, hasChildPrice: false });
    expect(priceTour(tour, 2).tour).toMatchObject({ childUnitPrice: 75, subtotal: 150 });
  });

  it('refuses children when the tour has no child price', () => {
    const error = refusal(() => priceTour(tourDocument({ hasChildPrice: false }), 2, 1));
    expect(error).toBeInstanceOf(InvalidBookingError);
    expect(error.message).toMatch(/^tour\.children: /);
  });

  it('works in whole cents (3 × 10.05 is 30.15, not 30.150000000000002)', () => {
    const tour = tourDocument({ price: 10.05, priceChild: 5.35, hasChildPrice: true });
    expect(priceTour(tour, 3).tour?.subtotal).toBe(30.15);
    expect(priceTour(tour, 2, 1).tour?.subtotal).toBe(25.45);
  });

  it('books a tour stored without a price at 0 (a missing price counts as 0)', () => {
    expect(priceTour(tourDocument({ price: null }), 2)).toMatchObject({
      tour: { unitPrice: 0, childUnitPrice: 0, subtotal: 0 },
      total: 0,
    });
  });

  it('refuses fewer participants than the tour minimum, counting children', () => {
    const tour = tourDocument({ minParticipants: 4, hasChildPrice: true, priceChild: 40 });
    const error = refusal(() => priceTour(tour, 2, 1));
    expect(error).toBeInstanceOf(InvalidBookingError);
    expect(error.message).toMatch(/^tour\.adults: .*at least 4/);
    expect(priceTour(tour, 2, 2).tour?.subtotal).toBe(2 * 95 + 2 * 40);
  });

  it('refuses more participants than the tour maximum, counting children', () => {
    const tour = tourDocument({ maxParticipants: 6, hasChildPrice: true, priceChild: 40 });
    const error = refusal(() => priceTour(tour, 5, 2));
    expect(error).toBeInstanceOf(InvalidBookingError);
    expect(error.message).toMatch(/^tour: .*at most 6/);
    expect(priceTour(tour, 4, 2).tour?.subtotal).toBe(4 * 95 + 2 * 40);
  });

  it('refuses counts that are not whole numbers', () => {
    const error = refusal(() => priceTour(tourDocument(), 1.5));
    expect(error).toBeInstanceOf(InvalidBookingError);
    expect(error.message).toMatch(/^tour: .*whole numbers/);
  });
});

describe('a tour priced per group', () => {
  const buggy = tourDocument({ priceType: 'per_group', price: 120, minParticipants: 2 });

  it('charges the group price once, as one unit', () => {
    expect(priceTour(buggy, 1).tour).toMatchObject({
      adults: 1,
      children: 0,
      unitPrice: 120,
      subtotal: 120,
    });
  });

  it.each([
    ['two adults', 2, 0],
    ['an adult and a child', 1, 1],
    ['nobody', 0, 0],
  ])('refuses %s: a group is booked as 1 adult, 0 children', (_, adults, children) => {
    const error = refusal(() => priceTour(buggy, adults, children));
    expect(error).toBeInstanceOf(InvalidBookingError);
    expect(error.message).toMatch(/^tour: A per-group tour is booked as one group/);
  });
});

describe('the stored tour', () => {
  it('refuses a tour that does not exist', () => {
    const error = refusal(() => priceTour(undefined, 2));
    expect(error).toBeInstanceOf(InvalidBookingError);
    expect(error.message).toBe('tour.tourId: Unknown tour');
  });

  it.each<[string, Record<string, unknown>]>([
    ['a price written as text', { price: '95' }],
    ['a negative price', { price: -95 }],
    ['a negative child price', { hasChildPrice: true, priceChild: -1 }],
    ['an unknown price type', { priceType: 'per_hour' }],
    ['no price type', { priceType: undefined }],
    ['no title', { title: '' }],
    ['a maximum written as text', { maxParticipants: '10' }],
  ])('cannot price a tour with %s', (_, changes) => {
    const error = refusal(() => priceTour({ ...tourDocument(), ...changes }, 2));
    expect(error).toBeInstanceOf(UnpriceableCatalogError);
    expect(error.message).toBe('tour.tourId: tours/saona cannot be booked right now');
  });

  it('still prices a tour whose page-only fields (picture, gallery, texts) are malformed', () => {
    const tour = {
      ...tourDocument(),
      image: 42,
      gallery: 'none',
      descriptionEs: null,
      duration: 4,
    };
    expect(priceTour(tour, 2).tour?.subtotal).toBe(190);
  });
});

describe('a transfer', () => {
  it.each([
    ['price1to2', 30, '1-2 Pasajeros'],
    ['price3to5', 45, '3-5 Pasajeros'],
    ['price5to9', 70, '5-9 Pasajeros'],
  ] as const)('charges the route price of the %s group', (passengerGroup, price, passengers) => {
    expect(priceTransfer(routeDocument(), { passengerGroup })).toEqual({
      tour: null,
      transfer: {
        routeId: 'puj-bavaro',
        type: 'Aeropuerto',
        origin: 'Aeropuerto PUJ',
        destination: 'Bávaro',
        date: '2026-04-02',
        time: '10:30',
        passengerGroup,
        passengers,
        price,
        flightNumber: 'AA 1234',
        arrivalTime: '14:35',
      },
      total: price,
    });
  });

  it('refuses a transfer from or to the airport without a flight number, naming the field', () => {
    const error = refusal(() => priceTransfer(routeDocument(), { flightNumber: undefined }));
    expect(error).toBeInstanceOf(InvalidBookingError);
    expect(error.message).toBe(
      'transfer.flightNumber: Required for a transfer from or to the airport, like AA 1234',
    );
  });

  it('needs the flight on any route whose stored place is the airport, whatever its type', () => {
    const toAirport = routeDocument({ type: 'Airbnb', from: 'Los Corales', to: 'Aeropuerto PUJ' });
    const error = refusal(() => priceTransfer(toAirport, { flightNumber: undefined }));
    expect(error.message).toMatch(/^transfer\.flightNumber: /);
  });

  it('books a transfer away from the airport without a flight, storing no flight fields', () => {
    const club = routeDocument({ type: 'Discoteca', from: 'Coco Bongo', to: 'Bávaro' });
    const { transfer } = priceTransfer(club, { flightNumber: undefined, arrivalTime: undefined });
    expect(transfer).toMatchObject({ type: 'Discoteca', price: 45 });
    expect(transfer).not.toHaveProperty('flightNumber');
    expect(transfer).not.toHaveProperty('arrivalTime');
  });

  it('stores a flight without an arrival time, with no arrivalTime key', () => {
    const { transfer } = priceTransfer(routeDocument(), { arrivalTime: undefined });
    expect(transfer).toMatchObject({ flightNumber: 'AA 1234' });
    expect(transfer).not.toHaveProperty('arrivalTime');
  });

  it.each([
    ['no price', null],
    ['a price of 0 (what the route editor saves for an unreadable entry)', 0],
  ])('refuses a passenger group the route has %s for', (_, stored) => {
    const error = refusal(() =>
      priceTransfer(routeDocument({ price5to9: stored }), {
        passengerGroup: 'price5to9',
      }),
    );
    expect(error).toBeInstanceOf(InvalidBookingError);
    expect(error.message).toMatch(/^transfer\.passengerGroup: /);
  });

  it('takes a pickup today at the destination, but not one before today', () => {
    expect(priceTransfer(routeDocument(), { date: TODAY }).total).toBe(45);
    const error = refusal(() => priceTransfer(routeDocument(), { date: '2026-03-09' }));
    expect(error).toBeInstanceOf(InvalidBookingError);
    expect(error.message).toBe(`transfer.date: Must be ${TODAY} or later`);
  });

  it('refuses a route that does not exist', () => {
    const error = refusal(() => priceTransfer(undefined));
    expect(error).toBeInstanceOf(InvalidBookingError);
    expect(error.message).toBe('transfer.routeId: Unknown route');
  });

  it.each<[string, Record<string, unknown>]>([
    ['a price written as text', { price3to5: '45' }],
    ['a negative price', { price3to5: -45 }],
    ['an unknown transfer type', { type: 'Barco' }],
    ['no origin', { from: '' }],
    ['no destination', { to: undefined }],
  ])('cannot price a route with %s', (_, changes) => {
    const error = refusal(() => priceTransfer(routeDocument(changes)));
    expect(error).toBeInstanceOf(UnpriceableCatalogError);
    expect(error.message).toBe('transfer.routeId: pricing/puj-bavaro cannot be booked right now');
  });
});

describe('the booking total', () => {
  const documents: CatalogDocuments = {
    tour: tourDocument({ price: 10.05, priceChild: 5.35, hasChildPrice: true }),
    route: routeDocument({ price3to5: 45.1 }),
  };

  it('adds the tour subtotal and the transfer price, in whole cents', () => {
    const priced = priceBooking(
      request({ tour: tourOf(3), transfer: transferOf() }),
      documents,
      TODAY,
    );
    expect(priced.tour?.subtotal).toBe(30.15);
    expect(priced.transfer?.price).toBe(45.1);
    expect(priced.total).toBe(75.25);
  });

  it('is the one line alone when the booking has only a tour or only a transfer', () => {
    expect(priceBooking(request({ tour: tourOf(2, 1) }), documents, TODAY)).toMatchObject({
      transfer: null,
      total: 25.45,
    });
    expect(priceBooking(request({ transfer: transferOf() }), documents, TODAY)).toMatchObject({
      tour: null,
      total: 45.1,
    });
  });

  it('is refused whole when either line is refused', () => {
    const pastTransfer = request({ tour: tourOf(2), transfer: transferOf({ date: '2026-01-01' }) });
    expect(refusal(() => priceBooking(pastTransfer, documents, TODAY))).toBeInstanceOf(
      InvalidBookingError,
    );
    const unknownTour = request({ tour: tourOf(2), transfer: transferOf() });
    expect(
      refusal(() => priceBooking(unknownTour, { route: documents.route }, TODAY)),
    ).toBeInstanceOf(InvalidBookingError);
  });
});
