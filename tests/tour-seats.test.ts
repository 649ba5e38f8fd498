// Tours booked for a day and departure, through the Functions emulator: the calendar is checked on
// the server, seats are taken atomically, and a cancellation gives them back.
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newOrderId } from '../src/domain/order-id';
import { availabilityId, type TourSchedule } from '../src/domain/tour-schedule';
import { makeTour } from '../src/testing/make-tour';
import { adminApp } from '../scripts/lib/admin-app';
import { PROJECT_ID, adminEmulatorEnv } from '../scripts/lib/local-stack';
import { callCreateBooking, dayFromToday, freshContact } from './booking-client';

for (const [name, value] of Object.entries(adminEmulatorEnv)) process.env[name] ??= value;

const TOUR_ID = `seats-${Date.now().toString(36)}`;
const SEATS = 3;
/** A day the tour runs, far enough ahead to be bookable, and the next one, which is closed. */
const DAY = dayFromToday(20);
const CLOSED = dayFromToday(21);
const schedule: TourSchedule = {
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  departures: ['08:00', '14:00'],
  seats: SEATS,
  closedDates: [CLOSED],
  horizonMonths: 2,
};
const created = new Set<string>();
let db: Firestore;

function request(tour: Record<string, unknown>) {
  const orderId = newOrderId();
  created.add(orderId);
  return {
    orderId,
    paymentMethod: 'zelle',
    language: 'en',
    contact: freshContact(),
    tour: {
      tourId: TOUR_ID,
      adults: 1,
      children: 0,
      date: DAY,
      departure: '08:00',
      pickup: 'Hotel Barceló Bávaro Palace',
      ...tour,
    },
  };
}

const sold = async (date = DAY, departure = '08:00') =>
  (await db.doc(`availability/${availabilityId(TOUR_ID, date, departure)}`).get()).get('sold') as
    number | undefined;

beforeAll(async () => {
  db = getFirestore(adminApp(PROJECT_ID));
  const { id: _id, ...tour } = makeTour(TOUR_ID, { price: 50, schedule });
  const now = Timestamp.now();
  await db.doc(`tours/${TOUR_ID}`).set({ ...tour, createdAt: now, updatedAt: now });
});

afterAll(async () => {
  await Promise.all([
    db.doc(`tours/${TOUR_ID}`).delete(),
    ...[...created].map((id) => db.doc(`bookings/${id}`).delete()),
    ...['08:00', '14:00'].map((departure) =>
      db.doc(`availability/${availabilityId(TOUR_ID, DAY, departure)}`).delete(),
    ),
  ]);
});

describe('a tour booked for a day', () => {
  it('stores the day, departure and pickup, and counts its seats as sold', async () => {
    const call = request({ adults: 2, departure: '14:00' });
    const { status, result } = await callCreateBooking(call);
    expect(status).toBe(200);
    expect(result?.tour).toMatchObject({
      date: DAY,
      departure: '14:00',
      pickup: 'Hotel Barceló Bávaro Palace',
      subtotal: 100,
    });
    expect((await db.doc(`bookings/${call.orderId}`).get()).get('tour')).toMatchObject({
      date: DAY,
      departure: '14:00',
      pickup: 'Hotel Barceló Bávaro Palace',
    });
    expect(await sold(DAY, '14:00')).toBe(2);
  });

  it.each([
    ['today', { date: dayFromToday(0) }, /from tomorrow on/],
    ['a past day', { date: dayFromToday(-3) }, /from tomorrow on/],
    ['a day beyond the horizon', { date: dayFromToday(70) }, /Bookings open up to/],
    ['a closed day', { date: CLOSED }, /closed/],
    ['a departure the tour does not have', { departure: '09:00' }, /one of 08:00, 14:00/],
    ['no date', { date: undefined }, /^tour\.date: /],
    ['no pickup place', { pickup: '  ' }, /^tour\.pickup: /],
    ['a pickup place with markup', { pickup: '<b>Hotel</b>' }, /^tour\.pickup: Must not contain/],
  ])('refuses %s with a clear message and stores nothing', async (_, changes, message) => {
    const call = request(changes);
    const { status, error } = await callCreateBooking(call);
    expect(status).toBe(400);
    expect(error?.message).toMatch(message);
    expect((await db.doc(`bookings/${call.orderId}`).get()).exists).toBe(false);
  });

  it('refuses a weekday the tour does not run', async () => {
    const weekday = new Date(`${DAY}T12:00:00Z`).getUTCDay();
    await db
      .doc(`tours/${TOUR_ID}`)
      .update({ 'schedule.weekdays': schedule.weekdays.filter((day) => day !== weekday) });
    try {
      const { status, error } = await callCreateBooking(request({}));
      expect(status).toBe(400);
      expect(error?.message).toMatch(/does not run on that weekday/);
    } finally {
      await db.doc(`tours/${TOUR_ID}`).update({ 'schedule.weekdays': schedule.weekdays });
    }
  });
});

describe('the last seats', () => {
  // Contending transactions wait on the Firestore emulator's row locks and the Admin SDK's retry
  // backoff (firebase-tools#1629, #2452): 5 racers take 3-4 s here, 9 took up to 20 s on CI. Few
  // racers keep it short; the longer limit keeps a slow emulator lock from failing a right answer.
  it(
    'go to exactly as many concurrent bookings as there are seats, never more',
    { timeout: 60_000 },
    async () => {
      const calls = Array.from({ length: SEATS + 2 }, () => request({}));
      const answers = await Promise.all(calls.map((call) => callCreateBooking(call)));

      const booked = answers.filter((answer) => answer.status === 200);
      const refused = answers.filter((answer) => answer.status !== 200);
      expect(booked).toHaveLength(SEATS);
      expect(refused).toHaveLength(2);
      for (const answer of refused) {
        expect(answer.error).toMatchObject({
          status: 'FAILED_PRECONDITION',
          message: 'tour.date: This departure is sold out',
        });
      }
      expect(await sold()).toBe(SEATS);
      // Every booking the server answered is stored, whole; no refused one is.
      const stored = await Promise.all(
        calls.map(async (call) => (await db.doc(`bookings/${call.orderId}`).get()).data()),
      );
      expect(stored.filter(Boolean)).toHaveLength(SEATS);
      for (const [index, answer] of answers.entries()) {
        if (answer.status === 200) {
          expect(stored[index]).toMatchObject({ status: 'pending', tour: { date: DAY } });
        } else {
          expect(stored[index]).toBeUndefined();
        }
      }
    },
  );

  it('come back when a booking is cancelled, and are taken again if it is restored', async () => {
    const bookings = await db
      .collection('bookings')
      .where('tour.tourId', '==', TOUR_ID)
      .where('tour.departure', '==', '08:00')
      .get();
    const first = bookings.docs[0]!;
    await first.ref.update({ status: 'cancelled', updatedAt: Timestamp.now() });
    await expect.poll(() => sold(), { timeout: 15_000 }).toBe(SEATS - 1);

    const again = await callCreateBooking(request({ adults: 2 }));
    expect(again.error?.message).toBe('tour.date: Only 1 seat left on this departure');
    await first.ref.update({ status: 'confirmed', updatedAt: Timestamp.now() });
    await expect.poll(() => sold(), { timeout: 15_000 }).toBe(SEATS);
  });
});
