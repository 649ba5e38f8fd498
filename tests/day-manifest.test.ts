// The staff's day view queries on the Firestore emulator, with the real rules: the tour bookings and
// the departures' seats of one day, nothing of other days, and the bookings refused to visitors; and
// the dashboard's seats over a run of days.
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, getDocs } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBooking, type StoredBooking } from '../src/domain/booking';
import { ANY_DEPARTURE, availabilityId, type DepartureSeats } from '../src/domain/tour-schedule';
import { readDepartureSeats } from '../src/domain/tour-schedule-schema';
import {
  availabilityBetweenQuery,
  dayAvailabilityQuery,
  dayBookingsQuery,
} from '../src/features/bookings/api/day-queries';
import { makeBooking } from '../src/testing/make-booking';
import { makeTourDay } from '../src/testing/make-tour-day';
import { firestoreOf, rulesTestEnvironment, storeBookings } from './rules-env';

const DAY = '2027-03-14';
const NEXT_DAY = '2027-03-15';
const saona = makeBooking('LA-TEMPLATE').tour!;

function tourBooking(orderId: string, date: string, departure: string): StoredBooking {
  return makeBooking(orderId, { tour: { ...saona, ...makeTourDay({ date, departure }) } });
}

const stored: StoredBooking[] = [
  tourBooking('LA-DAY08001', DAY, '08:00'),
  { ...tourBooking('LA-DAY14001', DAY, '14:00'), status: 'cancelled' },
  tourBooking('LA-NEXT0801', NEXT_DAY, '08:00'),
  // Booked before tours had days: no date, so on no day's manifest.
  makeBooking('LA-UNDATED1'),
  // A transfer on that day is not a tour departure.
  makeBooking('LA-TRANSFER', {
    tour: null,
    transfer: {
      routeId: 'puj-bavaro',
      type: 'Aeropuerto',
      origin: 'Aeropuerto PUJ',
      destination: 'Bávaro',
      date: DAY,
      time: '10:30',
      passengerGroup: 'price1to2',
      passengers: '1-2 Pasajeros',
      price: 30,
    },
  }),
];

const seats: DepartureSeats[] = [
  { tourId: 'isla-saona', date: DAY, departure: '08:00', sold: 2, capacity: 40 },
  { tourId: 'isla-saona', date: DAY, departure: '14:00', sold: 0, capacity: 40 },
  { tourId: 'buggies', date: DAY, departure: ANY_DEPARTURE, sold: 6, capacity: null },
  { tourId: 'isla-saona', date: NEXT_DAY, departure: '08:00', sold: 2, capacity: 40 },
];
const idOf = ({ tourId, date, departure }: DepartureSeats) =>
  availabilityId(tourId, date, departure);

let env: RulesTestEnvironment;
const asAdmin = () => firestoreOf(env, 'admin');
const asTourist = () => firestoreOf(env, 'tourist');
const asVisitor = () => firestoreOf(env, 'visitor');

beforeAll(async () => {
  env = await rulesTestEnvironment();
  await env.clearFirestore();
  await storeBookings(env, stored, (batch, db) => {
    for (const entry of seats) batch.set(doc(db, 'availability', idOf(entry)), entry);
  });
});
afterAll(async () => {
  await env.clearFirestore();
  await env.cleanup();
});

describe("the day's bookings", () => {
  it('are the tour bookings of that day, cancelled ones included, and none of another day', async () => {
    const snapshot = await getDocs(dayBookingsQuery(asAdmin(), DAY));
    // Firestore answers in document id order.
    const read = snapshot.docs.map((document) => readBooking(document.id, document.data()));
    expect(
      read.map(({ orderId, status, tour }) => [orderId, status, tour?.date, tour?.departure]),
    ).toEqual([
      ['LA-DAY08001', 'pending', DAY, '08:00'],
      ['LA-DAY14001', 'cancelled', DAY, '14:00'],
    ]);

    const next = await getDocs(dayBookingsQuery(asAdmin(), NEXT_DAY));
    expect(next.docs.map((document) => document.id)).toEqual(['LA-NEXT0801']);
  });

  it('are refused to visitors and to signed-in users who are not staff', async () => {
    await assertFails(getDocs(dayBookingsQuery(asVisitor(), DAY)));
    await assertFails(getDocs(dayBookingsQuery(asTourist(), DAY)));
  });
});

describe("the day's seats", () => {
  it('are the availability documents of that day only, read as stored', async () => {
    const snapshot = await getDocs(dayAvailabilityQuery(asAdmin(), DAY));
    const read = snapshot.docs.map((document) => readDepartureSeats(document.id, document.data()));
    const ofDay = seats.filter((entry) => entry.date === DAY);
    expect(read.sort((a, b) => idOf(a).localeCompare(idOf(b)))).toEqual(
      ofDay.sort((a, b) => idOf(a).localeCompare(idOf(b))),
    );
  });

  it('can be read by anyone: counts only', async () => {
    const snapshot = await assertSucceeds(getDocs(dayAvailabilityQuery(asVisitor(), DAY)));
    expect(snapshot.size).toBe(seats.filter((entry) => entry.date === DAY).length);
  });
});

describe('the seats over a run of days', () => {
  it('are the availability documents from the first day to the last, both included', async () => {
    const snapshot = await assertSucceeds(
      getDocs(availabilityBetweenQuery(asVisitor(), DAY, NEXT_DAY)),
    );
    expect(snapshot.size).toBe(seats.length);
    const firstOnly = await getDocs(availabilityBetweenQuery(asAdmin(), '2027-03-01', DAY));
    expect(firstOnly.docs.map((document) => document.data().date)).toEqual(
      seats.filter((entry) => entry.date === DAY).map(() => DAY),
    );
  });
});
