import { describe, it, expect } from 'vitest';
import { makeTour } from '../testing/make-tour';
import { z } from './zod';
import {
  bookingRequestFromCart,
  bookingRequestSchema,
  firstIssueMessage,
  type BookingRequest,
} from './booking-request';
import { cartReducer, initialCart, type CartTransfer } from './cart';
import { makeTourDay } from '../testing/make-tour-day';
import type { Tour } from './tour';

const valid: BookingRequest = {
  orderId: 'LA-AB12CXYZ',
  paymentMethod: 'whatsapp',
  language: 'es',
  contact: {
    firstName: 'Ana',
    lastName: 'Pérez',
    email: 'ana@example.com',
    phone: '+1 (809) 555-1234',
  },
  tour: { tourId: 'saona', adults: 2, children: 1, ...makeTourDay() },
  transfer: {
    routeId: 'puj-bavaro',
    passengerGroup: 'price1to2',
    date: '2025-03-14',
    time: '10:30',
    flightNumber: 'AA 1234',
    arrivalTime: '14:35',
  },
};

/** The request with one part replaced, parsed; returns the first problem or null. */
function problemWith(change: Record<string, unknown>): string | null {
  const result = bookingRequestSchema.safeParse({ ...valid, ...change });
  return result.success ? null : firstIssueMessage(result.error);
}

function contactProblem(
  change: Partial<Record<keyof BookingRequest['contact'], unknown>>,
): string | null {
  return problemWith({ contact: { ...valid.contact, ...change } });
}

describe('bookingRequestSchema', () => {
  it('accepts a full request with tour and transfer', () => {
    expect(bookingRequestSchema.parse(valid)).toEqual(valid);
  });

  it('accepts a request with only a tour or only a transfer', () => {
    const { transfer: _t, ...tourOnly } = valid;
    const { tour: _o, ...transferOnly } = valid;
    expect(bookingRequestSchema.safeParse(tourOnly).success).toBe(true);
    expect(bookingRequestSchema.safeParse(transferOnly).success).toBe(true);
  });

  it('needs a tour or a transfer and says so', () => {
    const { tour: _o, transfer: _t, ...neither } = valid;
    const result = bookingRequestSchema.safeParse(neither);
    expect(result.success).toBe(false);
    expect(result.error && firstIssueMessage(result.error)).toMatch(/tour or transfer/);
  });

  it('rejects a null tour rather than reading it as no tour', () => {
    expect(problemWith({ tour: null })).toMatch(/^tour: /);
  });

  it('accepts only order ids of the LA-XXXXXXYZ form', () => {
    expect(problemWith({ orderId: 'LA-ab12c' })).toBe('orderId: Must look like LA-AB12CXYZ');
    expect(problemWith({ orderId: 'LA-AB12CD' })).toMatch(/^orderId: /);
  });

  it('accepts the three payment methods and nothing else', () => {
    for (const paymentMethod of ['paypal', 'zelle', 'whatsapp'])
      expect(problemWith({ paymentMethod })).toBeNull();
    expect(problemWith({ paymentMethod: 'cash' })).toMatch(/^paymentMethod: /);
  });

  it('accepts Spanish and English only', () => {
    expect(problemWith({ language: 'en' })).toBeNull();
    expect(problemWith({ language: 'fr' })).toMatch(/^language: /);
  });

  it('rejects fields it does not know, at every level', () => {
    expect(problemWith({ total: 1 })).toMatch(/total/);
    expect(contactProblem({ address: 'x' } as never)).toMatch(/^contact: .*address/);
    expect(problemWith({ tour: { ...valid.tour, price: 1 } })).toMatch(/^tour: .*price/);
    expect(problemWith({ transfer: { ...valid.transfer, price: 1 } })).toMatch(
      /^transfer: .*price/,
    );
  });

  it('rejects input that is not an object', () => {
    for (const input of [null, 'LA-AB12CXYZ', 42, []])
      expect(bookingRequestSchema.safeParse(input).success).toBe(false);
  });
});

describe('contact in the booking request', () => {
  it('trims names, email and phone', () => {
    const parsed = bookingRequestSchema.parse({
      ...valid,
      contact: {
        firstName: ' Ana ',
        lastName: ' Pérez',
        email: ' ana@example.com ',
        phone: ' 8095551234 ',
      },
    });
    expect(parsed.contact).toEqual({
      firstName: 'Ana',
      lastName: 'Pérez',
      email: 'ana@example.com',
      phone: '8095551234',
    });
  });

  it('needs first and last names of 1 to 80 characters', () => {
    expect(contactProblem({ firstName: '   ' })).toBe('contact.firstName: Required');
    expect(contactProblem({ lastName: 'x'.repeat(80) })).toBeNull();
    expect(contactProblem({ lastName: 'x'.repeat(81) })).toMatch(/^contact\.lastName: /);
  });

  it('refuses < and > in names', () => {
    expect(contactProblem({ firstName: '<script>' })).toBe(
      'contact.firstName: Must not contain < or >',
    );
    expect(contactProblem({ lastName: 'a>b' })).toBe('contact.lastName: Must not contain < or >');
  });

  it('accepts accented and hyphenated names', () => {
    expect(contactProblem({ firstName: 'José-María', lastName: "Núñez O'Brien" })).toBeNull();
  });

  it('needs a valid email of at most 254 characters', () => {
    expect(contactProblem({ email: 'ana@' })).toBe('contact.email: Invalid email');
    expect(contactProblem({ email: 'ana example.com' })).toBe('contact.email: Invalid email');
    expect(contactProblem({ email: `${'a'.repeat(64)}@${'b'.repeat(185)}.com` })).toBeNull();
    expect(contactProblem({ email: `${'a'.repeat(64)}@${'b'.repeat(186)}.com` })).toMatch(
      /^contact\.email: /,
    );
  });

  it('accepts phones of 7 to 25 digits, spaces and + - ( )', () => {
    expect(contactProblem({ phone: '5551234' })).toBeNull();
    expect(contactProblem({ phone: '+1 (809) 555-1234' })).toBeNull();
    expect(contactProblem({ phone: '1'.repeat(25) })).toBeNull();
  });

  it('rejects phones that are too short, too long or hold other characters', () => {
    expect(contactProblem({ phone: '555123' })).toMatch(/^contact\.phone: /);
    expect(contactProblem({ phone: '1'.repeat(26) })).toMatch(/^contact\.phone: /);
    expect(contactProblem({ phone: '809-555-CALL' })).toBe(
      'contact.phone: Use only digits, spaces and + - ( )',
    );
  });

  it('rejects a phone made mostly of punctuation', () => {
    expect(contactProblem({ phone: '(+1) - 55' })).toBe(
      'contact.phone: Must have at least 7 digits',
    );
  });

  it('rejects a contact field that is not text', () => {
    expect(contactProblem({ phone: 8095551234 })).toMatch(/^contact\.phone: /);
  });
});

describe('tour in the booking request', () => {
  it('accepts 0 to 99 adults and children, whole numbers only', () => {
    expect(
      problemWith({ tour: { tourId: 't', adults: 99, children: 0, ...makeTourDay() } }),
    ).toBeNull();
    expect(
      problemWith({ tour: { tourId: 't', adults: 100, children: 0, ...makeTourDay() } }),
    ).toMatch(/^tour\.adults: /);
    expect(
      problemWith({ tour: { tourId: 't', adults: 1, children: -1, ...makeTourDay() } }),
    ).toMatch(/^tour\.children: /);
    expect(
      problemWith({ tour: { tourId: 't', adults: 1.5, children: 0, ...makeTourDay() } }),
    ).toMatch(/^tour\.adults: /);
  });

  it('needs a tour id of 1 to 128 characters that names a single document', () => {
    expect(problemWith({ tour: { ...valid.tour, tourId: '' } })).toMatch(/^tour\.tourId: /);
    expect(problemWith({ tour: { ...valid.tour, tourId: 'x'.repeat(128) } })).toBeNull();
    expect(problemWith({ tour: { ...valid.tour, tourId: 'x'.repeat(129) } })).toMatch(
      /^tour\.tourId: /,
    );
    expect(problemWith({ tour: { ...valid.tour, tourId: 'saona/secret' } })).toBe(
      'tour.tourId: Must not contain /',
    );
    expect(problemWith({ tour: { ...valid.tour, tourId: '..' } })).toBe(
      'tour.tourId: Not a valid id',
    );
    expect(problemWith({ tour: { ...valid.tour, tourId: '__name__' } })).toBe(
      'tour.tourId: Not a valid id',
    );
  });
});

describe('transfer in the booking request', () => {
  function transferProblem(change: Record<string, unknown>): string | null {
    return problemWith({ transfer: { ...valid.transfer, ...change } });
  }

  it('accepts the three passenger groups only', () => {
    expect(transferProblem({ passengerGroup: 'price5to9' })).toBeNull();
    expect(transferProblem({ passengerGroup: '1-2 Pasajeros' })).toMatch(
      /^transfer\.passengerGroup: /,
    );
  });

  it('needs a real date written YYYY-MM-DD', () => {
    expect(transferProblem({ date: '2024-02-29' })).toBeNull();
    expect(transferProblem({ date: '2025-02-30' })).toMatch(/^transfer\.date: /);
    expect(transferProblem({ date: '14/03/2025' })).toMatch(/^transfer\.date: /);
  });

  it('needs a pickup time on the half hour', () => {
    expect(transferProblem({ time: '23:30' })).toBeNull();
    expect(transferProblem({ time: '10:15' })).toBe(
      'transfer.time: Must be a pickup time from 00:00 to 23:30 on the half hour',
    );
  });

  it('needs a route id that names a single document', () => {
    expect(transferProblem({ routeId: '' })).toMatch(/^transfer\.routeId: /);
    expect(transferProblem({ routeId: 'a/b' })).toBe('transfer.routeId: Must not contain /');
  });

  it('normalizes the flight number, and takes a transfer without one', () => {
    const parsed = bookingRequestSchema.parse({
      ...valid,
      transfer: { ...valid.transfer, flightNumber: 'aa1234' },
    });
    expect(parsed.transfer?.flightNumber).toBe('AA 1234');
    const { flightNumber: _f, arrivalTime: _a, ...noFlight } = valid.transfer!;
    expect(
      transferProblem({ ...noFlight, flightNumber: undefined, arrivalTime: undefined }),
    ).toBeNull();
  });

  it('refuses a malformed flight number or arrival time, naming the field', () => {
    expect(transferProblem({ flightNumber: 'A 12' })).toBe(
      'transfer.flightNumber: Must be an airline code and 1 to 4 digits, like AA 1234 or B6 1234',
    );
    expect(transferProblem({ flightNumber: '' })).toMatch(/^transfer\.flightNumber: /);
    expect(transferProblem({ flightNumber: 1234 })).toMatch(/^transfer\.flightNumber: /);
    expect(transferProblem({ arrivalTime: '2:35 pm' })).toBe(
      'transfer.arrivalTime: Must be a time from 00:00 to 23:59',
    );
  });
});

describe('firstIssueMessage', () => {
  it('names the field path and the message', () => {
    const error = z.object({ a: z.object({ b: z.string() }) }).safeParse({ a: { b: 1 } }).error;
    expect(error && firstIssueMessage(error)).toMatch(/^a\.b: /);
  });

  it('names array positions in the path', () => {
    const error = z.object({ list: z.array(z.string()) }).safeParse({ list: ['x', 2] }).error;
    expect(error && firstIssueMessage(error)).toMatch(/^list\.1: /);
  });

  it('gives the bare message when the problem is with the whole input', () => {
    const error = z.string().safeParse(1).error;
    expect(error && firstIssueMessage(error)).not.toMatch(/^:/);
  });

  it('reports only the first of several problems', () => {
    const result = bookingRequestSchema.safeParse({ ...valid, orderId: 'x', language: 'fr' });
    expect(result.error && firstIssueMessage(result.error)).toMatch(/^orderId: /);
  });
});

describe('bookingRequestFromCart', () => {
  const tour: Tour = makeTour('saona', {
    slug: 'isla-saona',
    price: 75,
    priceChild: 40,
    hasChildPrice: true,
    minParticipants: null,
  });
  const transfer: CartTransfer = {
    routeId: 'puj-bavaro',
    transferType: 'Aeropuerto',
    origin: 'Aeropuerto PUJ',
    destination: 'Bávaro',
    date: '2025-03-14',
    time: '10:30',
    passengerGroup: 'price1to2',
    passengers: '1-2 Pasajeros',
    price: 30,
    flightNumber: 'AA 1234',
    arrivalTime: '14:35',
  };
  const withTour = cartReducer(
    cartReducer(initialCart, { type: 'setOrderId', orderId: 'LA-AB12CXYZ' }),
    { type: 'addTour', tour, participants: { adults: 2, children: 1 }, day: makeTourDay() },
  );

  it('sends ids, counts and choices but no prices', () => {
    const cart = cartReducer(withTour, { type: 'addTransfer', transfer });
    expect(bookingRequestFromCart(cart, valid.contact, 'whatsapp', 'es')).toEqual(valid);
  });

  it('leaves out a flight the cart does not hold (a cart from before flights were asked for)', () => {
    const { flightNumber: _f, arrivalTime: _a, ...noFlight } = transfer;
    const cart = cartReducer(withTour, { type: 'addTransfer', transfer: noFlight });
    const request = bookingRequestFromCart(cart, valid.contact, 'whatsapp', 'es');
    expect(Object.keys(request.transfer!)).toEqual(['routeId', 'passengerGroup', 'date', 'time']);
  });

  it('leaves out the tour or the transfer that is not in the cart', () => {
    const request = bookingRequestFromCart(withTour, valid.contact, 'paypal', 'en');
    expect(request).not.toHaveProperty('transfer');
    expect(bookingRequestSchema.safeParse(request).success).toBe(true);
    const transferOnly = cartReducer(
      cartReducer(initialCart, { type: 'setOrderId', orderId: 'LA-AB12CXYZ' }),
      { type: 'addTransfer', transfer },
    );
    expect(bookingRequestFromCart(transferOnly, valid.contact, 'zelle', 'es')).not.toHaveProperty(
      'tour',
    );
  });
});
