// Unpaid holds: createBooking stores when a pending booking's hold ends (the admin's hours, never
// past the departure less the cutoff), and the expiry (functions/src/expire-holds.ts, run here with
// its own clock) gives exactly the held seats back, once, racing a staff confirm fairly. Rules:
// only staff extend a hold, and nobody but the functions sets `expired`.
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  doc as clientDoc,
  serverTimestamp,
  Timestamp as ClientTimestamp,
  updateDoc,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestHoldEnd, HOLD_SETTING_KEYS } from '../src/domain/booking-hold';
import { newOrderId } from '../src/domain/order-id';
import { availabilityId, type TourSchedule } from '../src/domain/tour-schedule';
import { changeBookingStatus, extendHold } from '../src/features/bookings/api/booking-changes';
import { makeBooking } from '../src/testing/make-booking';
import { makeTour } from '../src/testing/make-tour';
import { adminApp } from '../scripts/lib/admin-app';
import { PROJECT_ID, adminEmulatorEnv } from '../scripts/lib/local-stack';
import { expireHold, expireHolds } from '../functions/src/expire-holds';
import { callCreateBooking, dayFromToday, freshContact } from './booking-client';
import { RULES_PROJECT_ID, firestoreOf, rulesTestEnvironment } from './rules-env';

for (const [name, value] of Object.entries(adminEmulatorEnv)) process.env[name] ??= value;

const HOUR = 3_600_000;
const TOUR_ID = `holds-${Date.now().toString(36)}`;
const SEATS = 6;
const schedule: TourSchedule = {
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  departures: ['08:00', '14:00'],
  seats: SEATS,
  closedDates: [],
  horizonMonths: 2,
};
const created = new Set<string>();
const days = new Set<string>();
let db: Firestore;

async function book(date: string, adults: number, departure = '08:00') {
  const orderId = newOrderId();
  created.add(orderId);
  days.add(date);
  const { status, result, error } = await callCreateBooking({
    orderId,
    paymentMethod: 'zelle',
    language: 'es',
    contact: freshContact(),
    tour: { tourId: TOUR_ID, adults, children: 0, date, departure, pickup: 'Hotel Riu Palace' },
  });
  expect(error).toBeUndefined();
  expect(status).toBe(200);
  const ref = db.doc(`bookings/${orderId}`);
  const holdUntil = ((await ref.get()).get('holdUntil') as Timestamp).toMillis();
  return { orderId, ref, holdUntil, result: result!, statusToken: result!.statusToken! };
}

const sold = async (date: string, departure = '08:00') =>
  ((await db.doc(`availability/${availabilityId(TOUR_ID, date, departure)}`).get()).get('sold') as
    number | undefined) ?? 0;

beforeAll(async () => {
  db = getFirestore(adminApp(PROJECT_ID));
  const { id: _id, ...tour } = makeTour(TOUR_ID, { price: 40, schedule });
  const now = Timestamp.now();
  await db.doc(`tours/${TOUR_ID}`).set({ ...tour, createdAt: now, updatedAt: now });
});

afterAll(async () => {
  await Promise.all([
    db.doc(`tours/${TOUR_ID}`).delete(),
    ...[...created].map((id) => db.doc(`bookings/${id}`).delete()),
    ...[...days].flatMap((date) =>
      schedule.departures.map((departure) =>
        db.doc(`availability/${availabilityId(TOUR_ID, date, departure)}`).delete(),
      ),
    ),
  ]);
});

describe('a pending booking’s hold', () => {
  it('ends the admin’s hours after booking, as createBooking answers it', async () => {
    const before = Date.now();
    const { holdUntil, result } = await book(dayFromToday(20), 1);
    expect(result.holdUntil).toBe(holdUntil);
    // The seeded settings: 24 hours, 2 hours before the departure at the latest.
    expect(holdUntil).toBeGreaterThanOrEqual(before + 24 * HOUR);
    expect(holdUntil).toBeLessThanOrEqual(Date.now() + 24 * HOUR);
  });

  it('never lasts past the departure less the cutoff', async () => {
    const hours = db.doc(`siteContent/${HOLD_SETTING_KEYS.holdHours}`);
    const cutoff = db.doc(`siteContent/${HOLD_SETTING_KEYS.cutoffHours}`);
    const stored = await Promise.all([hours.get(), cutoff.get()]);
    // A week to pay and a 5-hour cutoff, for a departure the day after tomorrow.
    await hours.set({ value: '168', updatedAt: Timestamp.now() });
    await cutoff.set({ value: '5', updatedAt: Timestamp.now() });
    try {
      const date = dayFromToday(2);
      const { holdUntil } = await book(date, 1, '14:00');
      const latest = latestHoldEnd({ date, departure: '14:00' }, { cutoffHours: 5 }).getTime();
      expect(holdUntil).toBe(latest);
      expect(new Date(holdUntil).toISOString()).toBe(`${date}T13:00:00.000Z`);
    } finally {
      await Promise.all([hours.set(stored[0].data()!), cutoff.set(stored[1].data()!)]);
    }
  });
});

describe('the expiry of unpaid holds', () => {
  it('gives back exactly the expired booking’s seats and tells its status mirror', async () => {
    const date = dayFromToday(21);
    const confirmed = await book(date, 1);
    const held = await book(date, 3);
    await confirmed.ref.update({ status: 'confirmed', updatedAt: Timestamp.now() });
    expect(await sold(date)).toBe(4);

    const expired = await expireHolds(db, new Date(held.holdUntil + 1000));
    expect(expired).toContain(held.orderId);

    expect((await held.ref.get()).data()).toMatchObject({ status: 'expired', seatsReleased: true });
    expect(await sold(date)).toBe(1);
    const mirror = await db.doc(`bookingStatus/${held.statusToken}`).get();
    expect(mirror.get('status')).toBe('expired');
    expect(expired).not.toContain(confirmed.orderId);
    expect((await confirmed.ref.get()).get('status')).toBe('confirmed');
  });

  it('leaves a booking whose hold has not ended untouched', async () => {
    const date = dayFromToday(22);
    const held = await book(date, 2);
    expect(await expireHold(db, held.ref, new Date(held.holdUntil - 1000))).toBe(false);
    expect(await expireHolds(db, new Date())).not.toContain(held.orderId);
    expect((await held.ref.get()).get('status')).toBe('pending');
    expect(await sold(date)).toBe(2);
  });

  it('frees nothing more when it runs again, nor from a confirmed or cancelled booking', async () => {
    const date = dayFromToday(23);
    const confirmed = await book(date, 1);
    const cancelled = await book(date, 1);
    const held = await book(date, 2);
    await confirmed.ref.update({ status: 'confirmed', updatedAt: Timestamp.now() });
    await cancelled.ref.update({ status: 'cancelled', updatedAt: Timestamp.now() });
    await expect.poll(() => sold(date), { timeout: 15_000 }).toBe(3);

    const later = new Date(held.holdUntil + HOUR);
    expect(await expireHold(db, held.ref, later)).toBe(true);
    expect(await expireHold(db, held.ref, later)).toBe(false);
    expect(await expireHolds(db, later)).not.toContain(held.orderId);
    expect(await expireHold(db, confirmed.ref, later)).toBe(false);
    expect(await expireHold(db, cancelled.ref, later)).toBe(false);
    expect(await sold(date)).toBe(1);
    // The status trigger that follows the expiry changes no seat either.
    await expect.poll(async () => (await held.ref.get()).get('seatsReleased')).toBe(true);
    expect(await sold(date)).toBe(1);
    expect((await confirmed.ref.get()).get('status')).toBe('confirmed');
  });
});

describe('a staff confirm racing the expiry of the same hold', () => {
  let env: RulesTestEnvironment;
  let rulesAdmin: App;
  let rulesDb: Firestore;
  const DATE = '2027-03-14';
  const seatsRef = () => rulesDb.doc(`availability/${availabilityId('isla-saona', DATE, '07:30')}`);

  beforeAll(async () => {
    env = await rulesTestEnvironment();
    rulesAdmin = initializeApp({ projectId: RULES_PROJECT_ID }, 'holds-rules');
    rulesDb = getFirestore(rulesAdmin);
  });
  afterAll(async () => {
    await env.clearFirestore();
    await env.cleanup();
    await deleteApp(rulesAdmin);
  });

  it('has exactly one winner, and the seats counted once', { timeout: 60_000 }, async () => {
    for (let round = 0; round < 4; round += 1) {
      const orderId = `LA-RACE000${round}`;
      const booking = makeBooking(orderId, { status: 'pending' });
      const seats = booking.tour!.adults + booking.tour!.children;
      const holdUntil = Timestamp.fromMillis(Date.now() - 1000);
      await rulesDb.doc(`bookings/${orderId}`).set({
        ...booking,
        tour: { ...booking.tour, date: DATE, departure: '07:30' },
        createdAt: Timestamp.now(),
        holdUntil,
      });
      await seatsRef().set({
        tourId: 'isla-saona',
        date: DATE,
        departure: '07:30',
        sold: 10,
        capacity: 20,
      });

      const [expiry, confirm] = await Promise.allSettled([
        expireHold(rulesDb, rulesDb.doc(`bookings/${orderId}`), new Date()),
        changeBookingStatus(firestoreOf(env, 'admin'), orderId, 'pending', 'confirmed'),
      ]);
      expect(expiry.status).toBe('fulfilled');
      const expired = expiry.status === 'fulfilled' && expiry.value;
      expect(confirm.status === 'fulfilled').toBe(!expired);
      const status = (await rulesDb.doc(`bookings/${orderId}`).get()).get('status');
      expect(status).toBe(expired ? 'expired' : 'confirmed');
      expect((await seatsRef().get()).get('sold')).toBe(expired ? 10 - seats : 10);
    }
  });
});

describe('the rules on holds', () => {
  let env: RulesTestEnvironment;
  const ORDER = 'LA-HOLDRULE';
  const hold = Date.now() + 2 * HOUR;

  beforeAll(async () => {
    env = await rulesTestEnvironment();
    await env.withSecurityRulesDisabled(async (context) => {
      const booking = makeBooking(ORDER, { status: 'pending' });
      await context
        .firestore()
        .doc(`bookings/${ORDER}`)
        .set({
          ...booking,
          tour: { ...booking.tour, date: dayFromToday(30), departure: '08:00' },
          createdAt: ClientTimestamp.now(),
          holdUntil: ClientTimestamp.fromMillis(hold),
        });
    });
  });
  afterAll(async () => {
    await env.clearFirestore();
    await env.cleanup();
  });

  const setHold = (user: 'admin' | 'tourist' | 'visitor', until: number) =>
    updateDoc(clientDoc(firestoreOf(env, user), 'bookings', ORDER), {
      holdUntil: ClientTimestamp.fromMillis(until),
      updatedAt: serverTimestamp(),
    });

  it('let no tourist or visitor set or extend a hold, nor expire a booking', async () => {
    for (const user of ['tourist', 'visitor'] as const) {
      await assertFails(setHold(user, hold + HOUR));
      await assertFails(
        updateDoc(clientDoc(firestoreOf(env, user), 'bookings', ORDER), {
          status: 'expired',
          updatedAt: serverTimestamp(),
        }),
      );
    }
  });

  it('let staff extend a pending hold by up to 24 hours, and only that', async () => {
    await assertFails(setHold('admin', hold + 25 * HOUR));
    await assertFails(setHold('admin', hold - HOUR));
    await assertFails(
      updateDoc(clientDoc(firestoreOf(env, 'admin'), 'bookings', ORDER), {
        holdUntil: ClientTimestamp.fromMillis(hold + HOUR),
        total: 0,
        updatedAt: serverTimestamp(),
      }),
    );
    await assertSucceeds(extendHold(firestoreOf(env, 'admin'), ORDER, hold + 24 * HOUR));
    await assertFails(
      updateDoc(clientDoc(firestoreOf(env, 'admin'), 'bookings', ORDER), {
        status: 'expired',
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('let no one extend a hold once the booking is no longer pending', async () => {
    await assertSucceeds(
      changeBookingStatus(firestoreOf(env, 'admin'), ORDER, 'pending', 'cancelled'),
    );
    await assertFails(setHold('admin', hold + 26 * HOUR));
  });
});
