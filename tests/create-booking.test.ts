// The createBooking callable, called through the Functions emulator; Firestore checked with firebase-admin.
import { createHash } from 'node:crypto';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newOrderId } from '../src/domain/order-id';
import { adminApp } from '../scripts/lib/admin-app';
import { LOCAL_FUNCTION_SECRETS, PROJECT_ID, adminEmulatorEnv } from '../scripts/lib/local-stack';
import { counterId } from '../functions/src/rate-limit';
import { ORDER_ID_REFUSED } from '../src/domain/booking-request';
import { bookableTourDay } from '../src/testing/make-tour-day';
import { callCreateBooking, dayFromToday, freshClientIp, freshContact } from './booking-client';

for (const [name, value] of Object.entries(adminEmulatorEnv)) process.env[name] ??= value;

// Malformed requests of a run carry this last name, so "nothing was written" can be checked even
// for requests whose order id is itself malformed.
const MALFORMED_MARKER = `Malformada-${Date.now().toString(36)}`;
const created = new Set<string>();
let db: Firestore;

function orderId(): string {
  const id = newOrderId();
  created.add(id);
  return id;
}

function validRequest(id = orderId(), lastName = 'Pérez') {
  return {
    orderId: id,
    paymentMethod: 'whatsapp',
    language: 'es',
    contact: freshContact(lastName),
    tour: { tourId: 'isla-saona', adults: 2, children: 1, ...bookableTourDay() },
    transfer: {
      routeId: 'aeropuerto-puj-bavaro',
      passengerGroup: 'price3to5',
      date: dayFromToday(30),
      time: '10:30',
      // An airport route: createBooking needs the flight, and stores it normalized.
      flightNumber: 'aa1234',
      arrivalTime: '10:05',
    },
  };
}

type Request = ReturnType<typeof validRequest>;

async function bookingExists(id: unknown): Promise<boolean> {
  if (typeof id !== 'string' || !/^LA-[A-Z0-9]{8}$/.test(id)) return false;
  return (await db.doc(`bookings/${id}`).get()).exists;
}

async function catalogPrices() {
  const tour = (await db.doc('tours/isla-saona').get()).data()!;
  const route = (await db.doc('pricing/aeropuerto-puj-bavaro').get()).data()!;
  return {
    adult: tour.price as number,
    child: tour.priceChild as number,
    transfer: route.price3to5 as number,
  };
}

beforeAll(async () => {
  db = getFirestore(adminApp(PROJECT_ID));
});

afterAll(async () => {
  await Promise.all([...created].map((id) => db.doc(`bookings/${id}`).delete()));
});

describe('a valid booking', () => {
  it('is stored as pending with the prices of the catalog, and returned', async () => {
    const request = validRequest();
    const prices = await catalogPrices();
    const { status, result } = await callCreateBooking(request);

    expect(status).toBe(200);
    const tourSubtotal = 2 * prices.adult + prices.child;
    const expectedLines = {
      tour: {
        tourId: 'isla-saona',
        title: expect.any(String),
        adults: 2,
        children: 1,
        unitPrice: prices.adult,
        childUnitPrice: prices.child,
        subtotal: tourSubtotal,
      },
      transfer: {
        routeId: 'aeropuerto-puj-bavaro',
        type: 'Aeropuerto',
        origin: 'Aeropuerto de Punta Cana (PUJ)',
        destination: 'Bávaro (zona hotelera)',
        date: request.transfer.date,
        time: '10:30',
        passengerGroup: 'price3to5',
        passengers: '3-5 Pasajeros',
        price: prices.transfer,
        flightNumber: 'AA 1234',
        arrivalTime: '10:05',
      },
      total: tourSubtotal + prices.transfer,
    };
    expect(result).toMatchObject({ ...expectedLines, orderId: request.orderId, status: 'pending' });

    const stored = (await db.doc(`bookings/${request.orderId}`).get()).data()!;
    expect(stored).toMatchObject({
      ...expectedLines,
      orderId: request.orderId,
      status: 'pending',
      paymentMethod: 'whatsapp',
      language: 'es',
      contact: request.contact,
    });
    expect(stored.createdAt).toBeInstanceOf(Timestamp);
    expect(stored.createdAt.toMillis()).toBe(result!.createdAt);
  });

  it('may hold only a transfer, for today at the destination, with trimmed contact details', async () => {
    const { tour: _tour, ...request } = validRequest();
    request.transfer.date = dayFromToday(0);
    const email = request.contact.email;
    request.contact = { ...request.contact, firstName: '  Ana  ', email: ` ${email} ` };
    const { status, result } = await callCreateBooking(request);

    expect(status).toBe(200);
    expect(result).toMatchObject({ tour: null, total: (await catalogPrices()).transfer });
    const stored = (await db.doc(`bookings/${request.orderId}`).get()).data()!;
    expect(stored.contact).toMatchObject({ firstName: 'Ana', email });
  });

  it('may hold only a tour, paid by Zelle in English', async () => {
    const { transfer: _transfer, ...request } = {
      ...validRequest(),
      paymentMethod: 'zelle',
      language: 'en',
    };
    const { status, result } = await callCreateBooking(request);

    expect(status).toBe(200);
    expect(result).toMatchObject({
      transfer: null,
      paymentMethod: 'zelle',
      language: 'en',
      status: 'pending',
    });
  });
});

describe('an airport transfer', () => {
  it('without a flight number is refused with 400 naming the field, and nothing is stored', async () => {
    const request = validRequest();
    const { flightNumber: _flight, ...transfer } = request.transfer;
    const { status, error } = await callCreateBooking({ ...request, transfer });

    expect(status).toBe(400);
    expect(error?.status).toBe('INVALID_ARGUMENT');
    expect(error?.message).toBe(
      'transfer.flightNumber: Required for a transfer from or to the airport, like AA 1234',
    );
    expect(await bookingExists(request.orderId)).toBe(false);
  });

  it("stores the flight number 'aa1234' as 'AA 1234', with no arrival time when none is given", async () => {
    const request = validRequest();
    const { arrivalTime: _arrival, ...transfer } = request.transfer;
    const { status, result } = await callCreateBooking({ ...request, transfer });

    expect(status).toBe(200);
    expect(result?.transfer).toMatchObject({ flightNumber: 'AA 1234' });
    const stored = (await db.doc(`bookings/${request.orderId}`).get()).data()!;
    expect(stored.transfer.flightNumber).toBe('AA 1234');
    expect(stored.transfer).not.toHaveProperty('arrivalTime');
  });

  it('is told apart from a transfer between hotels, which needs no flight', async () => {
    const { tour: _tour, ...request } = validRequest();
    const { flightNumber: _f, arrivalTime: _a, ...transfer } = request.transfer;
    const hotels = { ...transfer, routeId: 'hotel-sanctuary-cap-cana-downtown-punta-cana' };
    const { status, result } = await callCreateBooking({ ...request, transfer: hotels });

    expect(status).toBe(200);
    expect(result?.transfer).toMatchObject({ type: 'Hotel' });
    expect(result?.transfer).not.toHaveProperty('flightNumber');
  });
});

describe('a per-group tour', () => {
  it('is charged its price once, for the whole group', async () => {
    const groupPrice = (await db.doc('tours/buggies-macao').get()).get('price') as number;
    const { transfer: _transfer, ...request } = {
      ...validRequest(),
      tour: { tourId: 'buggies-macao', adults: 1, children: 0, ...bookableTourDay('08:00') },
    };
    const { status, result } = await callCreateBooking(request);

    expect(status).toBe(200);
    expect(result).toMatchObject({ tour: { subtotal: groupPrice }, total: groupPrice });
  });
});

describe('prices sent by a client', () => {
  it.each<[string, (request: Request) => object]>([
    ['a total', (request) => ({ ...request, total: 1 })],
    ['a tour price', (request) => ({ ...request, tour: { ...request.tour, price: 1 } })],
    ['a tour subtotal', (request) => ({ ...request, tour: { ...request.tour, subtotal: 0 } })],
    [
      'a transfer price',
      (request) => ({ ...request, transfer: { ...request.transfer, price: 1 } }),
    ],
  ])('never reach a booking: %s is refused', async (_, tamper) => {
    const request = validRequest();
    const { status, error } = await callCreateBooking(tamper(request));
    expect(status).toBe(400);
    expect(error?.message).toMatch(/Unrecognized key/);
    expect(await bookingExists(request.orderId)).toBe(false);
  });
});

// Over every field's limit, under the request size cap (a 100 KB request is refused whole, below).
const longText = 'x'.repeat(2 * 1024);

/** [what is wrong, the payload, the field the error message must name] */
const malformed: [string, (request: Request) => unknown, string][] = [
  ['null instead of a request', () => null, ''],
  ['a string instead of a request', () => 'book me', ''],
  ['an array instead of a request', (r) => [r], ''],
  ['no order id', ({ orderId: _, ...rest }) => rest, 'orderId'],
  ['a numeric order id', (r) => ({ ...r, orderId: 12345 }), 'orderId'],
  ['a lowercase order id', (r) => ({ ...r, orderId: r.orderId.toLowerCase() }), 'orderId'],
  [
    'an order id one character short',
    (r) => ({ ...r, orderId: r.orderId.slice(0, -1) }),
    'orderId',
  ],
  ['an order id holding a path', (r) => ({ ...r, orderId: 'LA-AB/CD' }), 'orderId'],
  ['a 2 KB order id', (r) => ({ ...r, orderId: `LA-${longText}` }), 'orderId'],
  ['an unknown payment method', (r) => ({ ...r, paymentMethod: 'bitcoin' }), 'paymentMethod'],
  ['no payment method', ({ paymentMethod: _, ...rest }) => rest, 'paymentMethod'],
  ['an unsupported language', (r) => ({ ...r, language: 'fr' }), 'language'],
  ['no contact', ({ contact: _, ...rest }) => rest, 'contact'],
  [
    'an empty first name',
    (r) => ({ ...r, contact: { ...r.contact, firstName: '' } }),
    'contact.firstName',
  ],
  [
    'a blank first name',
    (r) => ({ ...r, contact: { ...r.contact, firstName: '   ' } }),
    'contact.firstName',
  ],
  [
    'a script tag as first name',
    (r) => ({ ...r, contact: { ...r.contact, firstName: '<script>alert(1)</script>' } }),
    'contact.firstName',
  ],
  [
    'a 2 KB last name',
    (r) => ({ ...r, contact: { ...r.contact, lastName: longText } }),
    'contact.lastName',
  ],
  [
    'a numeric last name',
    (r) => ({ ...r, contact: { ...r.contact, lastName: 42 } }),
    'contact.lastName',
  ],
  [
    'an email without a domain',
    (r) => ({ ...r, contact: { ...r.contact, email: 'ana@' } }),
    'contact.email',
  ],
  [
    'a 2 KB email',
    (r) => ({ ...r, contact: { ...r.contact, email: `${longText}@example.com` } }),
    'contact.email',
  ],
  [
    'letters as phone',
    (r) => ({ ...r, contact: { ...r.contact, phone: 'call me maybe' } }),
    'contact.phone',
  ],
  ['a two-digit phone', (r) => ({ ...r, contact: { ...r.contact, phone: '12' } }), 'contact.phone'],
  [
    'an extra contact field',
    (r) => ({ ...r, contact: { ...r.contact, address: 'Bávaro' } }),
    'contact',
  ],
  ['neither tour nor transfer', ({ tour: _t, transfer: _x, ...rest }) => rest, 'tour or transfer'],
  ['a tour given as an array', (r) => ({ ...r, tour: [r.tour] }), 'tour'],
  [
    'an unknown tour',
    (r) => ({ ...r, tour: { ...r.tour, tourId: 'no-such-tour' } }),
    'tour.tourId',
  ],
  [
    'a reserved document id as tour',
    (r) => ({ ...r, tour: { ...r.tour, tourId: '__proto__' } }),
    'tour.tourId',
  ],
  ['negative adults', (r) => ({ ...r, tour: { ...r.tour, adults: -1 } }), 'tour.adults'],
  ['fractional adults', (r) => ({ ...r, tour: { ...r.tour, adults: 1.5 } }), 'tour.adults'],
  ['a million adults', (r) => ({ ...r, tour: { ...r.tour, adults: 1_000_000 } }), 'tour.adults'],
  ['adults as text', (r) => ({ ...r, tour: { ...r.tour, adults: '2' } }), 'tour.adults'],
  ['null children', (r) => ({ ...r, tour: { ...r.tour, children: null } }), 'tour.children'],
  [
    'nobody on the tour',
    (r) => ({ ...r, tour: { ...r.tour, adults: 0, children: 0 } }),
    'tour.adults',
  ],
  [
    'more people than the tour takes',
    (r) => ({ ...r, tour: { ...r.tour, adults: 40, children: 30 } }),
    'tour',
  ],
  [
    'children on a tour without child price',
    (r) => ({
      ...r,
      tour: { ...r.tour, tourId: 'catamaran-party', adults: 2, children: 1, departure: '09:00' },
    }),
    'tour.children',
  ],
  [
    'two units of a per-group tour',
    (r) => ({
      ...r,
      tour: { ...r.tour, tourId: 'buggies-macao', adults: 2, children: 0, departure: '08:00' },
    }),
    'tour',
  ],
  [
    'an unknown route',
    (r) => ({ ...r, transfer: { ...r.transfer, routeId: 'no-such-route' } }),
    'transfer.routeId',
  ],
  [
    'an unknown passenger group',
    (r) => ({ ...r, transfer: { ...r.transfer, passengerGroup: 'price10to20' } }),
    'transfer.passengerGroup',
  ],
  [
    'a group the route has no price for',
    (r) => ({
      ...r,
      transfer: {
        ...r.transfer,
        routeId: 'hotel-sanctuary-cap-cana-downtown-punta-cana',
        passengerGroup: 'price5to9',
      },
    }),
    'transfer.passengerGroup',
  ],
  [
    'a date in 2020',
    (r) => ({ ...r, transfer: { ...r.transfer, date: '2020-01-01' } }),
    'transfer.date',
  ],
  [
    'yesterday at the destination',
    (r) => ({ ...r, transfer: { ...r.transfer, date: dayFromToday(-1) } }),
    'transfer.date',
  ],
  [
    'a date that does not exist',
    (r) => ({ ...r, transfer: { ...r.transfer, date: '2099-02-30' } }),
    'transfer.date',
  ],
  [
    'a date written day first',
    (r) => ({ ...r, transfer: { ...r.transfer, date: '14/03/2099' } }),
    'transfer.date',
  ],
  [
    'a numeric date',
    (r) => ({ ...r, transfer: { ...r.transfer, date: 4102444800000 } }),
    'transfer.date',
  ],
  [
    'a time between slots',
    (r) => ({ ...r, transfer: { ...r.transfer, time: '10:15' } }),
    'transfer.time',
  ],
  [
    'the time 24:00',
    (r) => ({ ...r, transfer: { ...r.transfer, time: '24:00' } }),
    'transfer.time',
  ],
  [
    'a script tag as time',
    (r) => ({ ...r, transfer: { ...r.transfer, time: '<script>alert(1)</script>' } }),
    'transfer.time',
  ],
  [
    'an airport transfer without a flight number',
    ({ transfer: { flightNumber: _, ...transfer }, ...r }) => ({ ...r, transfer }),
    'transfer.flightNumber',
  ],
  [
    'a flight number of three letters and four digits',
    (r) => ({ ...r, transfer: { ...r.transfer, flightNumber: 'AAA1234' } }),
    'transfer.flightNumber',
  ],
  [
    'a flight number without an airline',
    (r) => ({ ...r, transfer: { ...r.transfer, flightNumber: '1234' } }),
    'transfer.flightNumber',
  ],
  [
    'an arrival time of 25:00',
    (r) => ({ ...r, transfer: { ...r.transfer, arrivalTime: '25:00' } }),
    'transfer.arrivalTime',
  ],
  [
    'a transfer without route',
    (r) => ({ ...r, transfer: { ...r.transfer, routeId: undefined } }),
    'transfer.routeId',
  ],
];

describe('a malformed request', () => {
  it('covers at least 30 kinds of bad input', () => {
    expect(malformed.length).toBeGreaterThanOrEqual(30);
  });

  it.each(malformed)(
    'is refused, naming the field, with nothing written: %s',
    async (_, build, field) => {
      const request = validRequest(orderId(), MALFORMED_MARKER);
      const payload = build(request);
      const { status, error } = await callCreateBooking(payload);

      expect(status).toBe(400);
      expect(error?.status).toBe('INVALID_ARGUMENT');
      expect(error?.message).toContain(field);
      expect(error?.message.length).toBeLessThan(500);
      expect(await bookingExists(request.orderId)).toBe(false);
      expect(await bookingExists((payload as { orderId?: unknown } | null)?.orderId)).toBe(false);
    },
  );

  it('left no booking behind, whatever its order id', async () => {
    const written = await db
      .collection('bookings')
      .where('contact.lastName', '==', MALFORMED_MARKER)
      .get();
    expect(written.docs.map((doc) => doc.id)).toEqual([]);
  });
});

describe('repeating a request', () => {
  it('returns the same booking and stores it once', async () => {
    const request = validRequest();
    const ip = freshClientIp();
    const first = await callCreateBooking(request, ip);
    const again = await callCreateBooking(request, ip);

    expect(first.status).toBe(200);
    expect(again).toEqual(first);
  });

  it('stores one booking when two identical requests race', async () => {
    const request = validRequest();
    const [a, b] = await Promise.all([callCreateBooking(request), callCreateBooking(request)]);

    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.result).toEqual(b.result);
  });
});

describe('an order id used by another booking', () => {
  it('gets the answer a malformed order id gets, and the first booking stays as it was', async () => {
    const first = validRequest();
    expect((await callCreateBooking(first)).status).toBe(200);
    // Apart from its e-mail record (messages), which the mail trigger writes as it sends.
    const stored = async () => {
      const { messages: _messages, ...fields } = (
        await db.doc(`bookings/${first.orderId}`).get()
      ).data()!;
      return fields;
    };
    const before = await stored();

    const other = {
      ...validRequest(first.orderId),
      contact: { ...first.contact, firstName: 'Beatriz' },
    };
    const taken = await callCreateBooking(other);
    const malformedId = await callCreateBooking({ ...validRequest(), orderId: 'LA-AB/CD' });

    expect(taken).toEqual(malformedId);
    expect(taken).toEqual({
      status: 400,
      error: {
        status: 'INVALID_ARGUMENT',
        message: ORDER_ID_REFUSED.message,
        details: ORDER_ID_REFUSED.details,
      },
    });
    expect(await stored()).toEqual(before);
  });

  it('is told only within the limits: each try counts, the sixth from one e-mail is refused', async () => {
    const first = validRequest();
    expect((await callCreateBooking(first)).status).toBe(200);
    const prober = freshContact();
    const probe = () => ({
      ...validRequest(first.orderId),
      contact: { ...prober, phone: freshContact().phone },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await callCreateBooking(probe())).status);

    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('is checked after the request: a malformed request with a taken id names its own field', async () => {
    const first = validRequest();
    expect((await callCreateBooking(first)).status).toBe(200);
    const { status, error } = await callCreateBooking({
      ...validRequest(first.orderId),
      paymentMethod: 'bitcoin',
    });
    expect(status).toBe(400);
    expect(error?.message).toMatch(/^paymentMethod: /);
  });
});

describe('the hourly booking limit', () => {
  it('refuses the sixth booking with one e-mail, keeps nothing of it, and another tourist still books', async () => {
    const contact = freshContact();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const request = { ...validRequest(), contact: { ...contact, phone: freshContact().phone } };
      ids.push(request.orderId);
      expect((await callCreateBooking(request)).status).toBe(200);
    }
    const sixth = { ...validRequest(), contact: { ...contact, phone: freshContact().phone } };
    const { status, error } = await callCreateBooking(sixth);

    expect(status).toBe(429);
    expect(error?.status).toBe('RESOURCE_EXHAUSTED');
    expect(await bookingExists(sixth.orderId)).toBe(false);
    expect((await callCreateBooking(validRequest())).status).toBe(200);
  });

  it('counts a phone number however it is written', async () => {
    const phone = freshContact().phone.replace(/\D/g, '');
    const spellings = [
      `+${phone}`,
      phone,
      `+${phone.slice(0, 1)} (${phone.slice(1, 4)}) ${phone.slice(4)}`,
    ];
    const results = [];
    for (let i = 0; i < 6; i++) {
      const contact = { ...freshContact(), phone: spellings[i % spellings.length]! };
      results.push((await callCreateBooking({ ...validRequest(), contact })).status);
    }
    expect(results).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('refuses the 21st booking from one address while another address still books', async () => {
    const ip = freshClientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await callCreateBooking(validRequest(), ip)).status);

    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await callCreateBooking(validRequest())).status).toBe(200);
  });

  it('holds under a burst: of eight bookings fired at once with one e-mail, exactly five are stored', async () => {
    const contact = freshContact();
    const requests = Array.from({ length: 8 }, () => ({
      ...validRequest(),
      contact: { ...contact, phone: freshContact().phone },
    }));
    const results = await Promise.all(requests.map((request) => callCreateBooking(request)));

    expect(results.filter((result) => result.status === 200)).toHaveLength(5);
    expect(results.filter((result) => result.status === 429)).toHaveLength(3);
    const stored = await Promise.all(requests.map((request) => bookingExists(request.orderId)));
    expect(stored.filter(Boolean)).toHaveLength(5);
  });

  it('keeps its counters without the e-mail, phone or address in clear', async () => {
    const request = validRequest();
    const ip = freshClientIp();
    expect((await callCreateBooking(request, ip)).status).toBe(200);
    const counters = JSON.stringify(
      (await db.collection('rateLimits').get()).docs.map((d) => d.data()),
    );
    expect(counters).not.toContain(request.contact.email);
    expect(counters).not.toContain(request.contact.phone.replace(/\D/g, ''));
    expect(counters).not.toContain(ip);
  });

  it('keys its counters by an HMAC with the secret, not the plain SHA-256 of what they count', async () => {
    const request = validRequest();
    expect((await callCreateBooking(request)).status).toBe(200);
    const key = { kind: 'email', value: request.contact.email } as const;
    const plain = createHash('sha256').update(`${key.kind}:${key.value}`).digest('hex');
    const keyed = counterId(LOCAL_FUNCTION_SECRETS.RATE_LIMIT_SECRET, key);

    expect(keyed).not.toBe(plain);
    expect((await db.doc(`rateLimits/${plain}`).get()).exists).toBe(false);
    const counter = (await db.doc(`rateLimits/${keyed}`).get()).data();
    expect(counter?.count).toBe(1);
    // The field the TTL policy deletes by (firestore.indexes.json): the end of the counter's hour.
    expect(counter?.expiresAt.toMillis() - counter?.windowStart.toMillis()).toBe(60 * 60 * 1000);
  });

  it('refuses a request over the size cap', async () => {
    const request = { ...validRequest(), padding: 'x'.repeat(100 * 1024) };
    const { status, error } = await callCreateBooking(request);
    expect(status).toBe(400);
    expect(error?.message).toMatch(/Request too large/);
  });
});
