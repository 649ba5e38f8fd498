// "My booking" through the Functions emulator: lookupBooking answers only the right order id and
// contact, with one generic not-found for everything else, within an hourly limit per address (an
// IPv6 /64 counted as one) and a daily limit of failures per order id; the booking's public status
// mirror is born with it and follows staff's status changes.
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_IN_KEY_PATTERN } from '../src/domain/check-in';
import { newOrderId } from '../src/domain/order-id';
import { addDays, startOfDayAtDestination, todayAtDestination } from '../src/domain/calendar-date';
import { adminApp } from '../scripts/lib/admin-app';
import { PROJECT_ID, adminEmulatorEnv } from '../scripts/lib/local-stack';
import { bookableTourDay } from '../src/testing/make-tour-day';
import {
  callCreateBooking,
  callLookupBooking,
  freshClientIp,
  freshContact,
  type CallResult,
} from './booking-client';

for (const [name, value] of Object.entries(adminEmulatorEnv)) process.env[name] ??= value;

const NOT_FOUND = {
  status: 404,
  error: { status: 'NOT_FOUND', message: 'We found no booking with that order number and contact' },
};

const created = new Set<string>();
const tokens = new Set<string>();
let db: Firestore;

/** Books Isla Saona by Zelle for a tourist of its own; returns the request and the answer. */
async function book() {
  const request = {
    orderId: newOrderId(),
    paymentMethod: 'zelle',
    language: 'en',
    contact: freshContact(),
    tour: { tourId: 'isla-saona', adults: 2, children: 0, ...bookableTourDay() },
  };
  created.add(request.orderId);
  const { status, result } = await callCreateBooking(request);
  expect(status).toBe(200);
  if (result?.statusToken) tokens.add(result.statusToken);
  return { request, booking: result! };
}

/** What a tourist is told, without the answer's other fields. */
const answer = ({ status, error }: CallResult<unknown>) => ({ status, error });

beforeAll(async () => {
  db = getFirestore(adminApp(PROJECT_ID));
});

afterAll(async () => {
  await Promise.all([
    ...[...created].map((id) => db.doc(`bookings/${id}`).delete()),
    ...[...tokens].map((token) => db.doc(`bookingStatus/${token}`).delete()),
  ]);
});

describe('a lookup with the right order id and contact', () => {
  it('returns the booking with its status and status token, and nothing about the tourist', async () => {
    const { request, booking } = await book();
    const { status, result } = await callLookupBooking({
      orderId: request.orderId,
      contact: request.contact.email,
    });

    expect(status).toBe(200);
    expect(result).toEqual({
      orderId: request.orderId,
      tour: booking.tour,
      transfer: null,
      total: booking.total,
      paymentMethod: 'zelle',
      status: 'pending',
      createdAt: booking.createdAt,
      // Until when its seats are kept: "My booking" says so while it is pending.
      holdUntil: booking.holdUntil,
      statusToken: booking.statusToken,
    });
    expect(JSON.stringify(result)).not.toContain(request.contact.email);
    expect(JSON.stringify(result)).not.toContain(request.contact.lastName);
  });

  it('finds it by the e-mail in any case, or by the phone written any way', async () => {
    const { request } = await book();
    const digits = request.contact.phone.replace(/\D/g, '');
    for (const contact of [
      ` ${request.contact.email.toUpperCase()} `,
      digits,
      `+${digits.slice(0, 1)} (${digits.slice(1, 4)}) ${digits.slice(4)}`,
    ]) {
      const orderId = request.orderId.toLowerCase();
      expect((await callLookupBooking({ orderId, contact })).status).toBe(200);
    }
  });
});

describe('the voucher', () => {
  it("comes with a confirmed booking only: the name it is under and the booking's own check-in key", async () => {
    const { request } = await book();
    const lookup = { orderId: request.orderId, contact: request.contact.email };
    expect((await callLookupBooking(lookup)).result?.voucher).toBeUndefined();

    await db.doc(`bookings/${request.orderId}`).update({ status: 'confirmed' });
    const stored = (await db.doc(`bookings/${request.orderId}`).get()).get('checkInKey');
    expect(stored).toMatch(CHECK_IN_KEY_PATTERN);
    expect((await callLookupBooking(lookup)).result?.voucher).toEqual({
      name: `${request.contact.firstName} ${request.contact.lastName}`,
      checkInKey: stored,
    });

    await db.doc(`bookings/${request.orderId}`).update({ status: 'cancelled' });
    expect((await callLookupBooking(lookup)).result?.voucher).toBeUndefined();
  });

  it('gets a key drawn at the lookup for a confirmed booking stored before keys existed', async () => {
    const { request } = await book();
    const ref = db.doc(`bookings/${request.orderId}`);
    await ref.update({ status: 'confirmed', checkInKey: FieldValue.delete() });
    const lookup = { orderId: request.orderId, contact: request.contact.email };
    const first = (await callLookupBooking(lookup)).result?.voucher?.checkInKey;
    expect(first).toMatch(CHECK_IN_KEY_PATTERN);
    expect((await ref.get()).get('checkInKey')).toBe(first);
    expect((await callLookupBooking(lookup)).result?.voucher?.checkInKey).toBe(first);
  });
});

describe('a lookup that does not match', () => {
  it('gets the same not-found for a wrong contact, a wrong id and malformed input', async () => {
    const { request } = await book();
    const other = freshContact();
    const answers = [];
    // One after another: ten calls at once each start a function instance of their own on the
    // emulator, which on a busy two-core machine outlasts the test's time.
    for (const data of [
      { orderId: request.orderId, contact: other.email },
      { orderId: request.orderId, contact: other.phone },
      { orderId: request.orderId, contact: request.contact.firstName },
      { orderId: newOrderId(), contact: request.contact.email },
      { orderId: `${request.orderId}X`, contact: request.contact.email },
      { orderId: request.orderId },
      { orderId: request.orderId, contact: request.contact.email, admin: true },
      { orderId: 'LA-../../x', contact: request.contact.email },
      null,
      'LA-AB12CXYZ',
    ]) {
      answers.push(answer(await callLookupBooking(data)));
    }
    for (const each of answers) expect(each).toEqual(NOT_FOUND);
  });
});

describe('the hourly lookup limit', () => {
  it('refuses the 31st lookup from one address while another address still looks up', async () => {
    const { request } = await book();
    const ip = freshClientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const lookup = { orderId: newOrderId(), contact: request.contact.email };
      statuses.push((await callLookupBooking(lookup, ip)).status);
    }
    expect(statuses.every((status) => status === 404)).toBe(true);

    const right = { orderId: request.orderId, contact: request.contact.email };
    const refused = await callLookupBooking(right, ip);
    expect(refused.status).toBe(429);
    expect(refused.error?.status).toBe('RESOURCE_EXHAUSTED');
    expect((await callLookupBooking(right)).status).toBe(200);
  });
});

describe('the daily limit per order id', () => {
  it('locks an order id for the day after 11 failed lookups from 11 addresses, the right contact too', async () => {
    const { request } = await book();
    const answers = [];
    for (let i = 0; i < 11; i++) {
      const wrong = { orderId: request.orderId, contact: freshContact().email };
      answers.push(answer(await callLookupBooking(wrong, freshClientIp())));
    }
    for (const each of answers) expect(each).toEqual(NOT_FOUND);

    const right = { orderId: request.orderId, contact: request.contact.email };
    expect(answer(await callLookupBooking(right, freshClientIp()))).toEqual(NOT_FOUND);
    // Staff see why the tourist is not found: the booking says until when (midnight in Punta Cana).
    const tomorrow = addDays(todayAtDestination(), 1);
    const stored = await db.doc(`bookings/${request.orderId}`).get();
    expect(stored.get('lookupLockedUntil')?.toMillis()).toBe(
      startOfDayAtDestination(tomorrow).getTime(),
    );
  });

  it('counts only failures: the right contact after nine wrong ones still finds it', async () => {
    const { request } = await book();
    for (let i = 0; i < 9; i++) {
      const wrong = { orderId: request.orderId, contact: freshContact().phone };
      expect((await callLookupBooking(wrong)).status).toBe(404);
    }
    const right = { orderId: request.orderId, contact: request.contact.phone };
    expect((await callLookupBooking(right)).status).toBe(200);
    expect((await callLookupBooking(right)).status).toBe(200);
  });
});

describe('the per-address limit for IPv6', () => {
  it('counts two addresses of one /64 together, and another /64 apart', async () => {
    const { request } = await book();
    // Networks of this run's own, so another run's counters cannot bite.
    const run = (Date.now() % 0xffff).toString(16);
    const network = `2001:db8:${run}:a`;
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const ip = i % 2 === 0 ? `${network}::1` : `${network}:ffff:ffff:ffff:${i.toString(16)}`;
      const lookup = { orderId: newOrderId(), contact: request.contact.email };
      statuses.push((await callLookupBooking(lookup, ip)).status);
    }
    expect(statuses.every((status) => status === 404)).toBe(true);

    const right = { orderId: request.orderId, contact: request.contact.email };
    const refused = await callLookupBooking(right, `${network}:1234::abcd`);
    expect(refused.status).toBe(429);
    expect((await callLookupBooking(right, `2001:db8:${run}:b::1`)).status).toBe(200);
  });
});

describe('the public status mirror', () => {
  it('is created with the booking, holding only its status and when it changed', async () => {
    const { booking } = await book();
    expect(booking.statusToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const mirror = (await db.doc(`bookingStatus/${booking.statusToken}`).get()).data();
    expect(Object.keys(mirror ?? {}).sort()).toEqual(['status', 'updatedAt']);
    expect(mirror?.status).toBe('pending');
  });

  it('follows a status change made by staff', async () => {
    const { request, booking } = await book();
    const mirror = db.doc(`bookingStatus/${booking.statusToken}`);
    const setStatus = (status: string) =>
      db.doc(`bookings/${request.orderId}`).update({
        status,
        updatedAt: FieldValue.serverTimestamp(),
      });

    await setStatus('confirmed');
    await expect
      .poll(async () => (await mirror.get()).get('status'), { timeout: 15_000 })
      .toBe('confirmed');
    await setStatus('cancelled');
    await expect
      .poll(async () => (await mirror.get()).get('status'), { timeout: 15_000 })
      .toBe('cancelled');
    const stored = await db.doc(`bookings/${request.orderId}`).get();
    expect((await mirror.get()).get('updatedAt').toMillis()).toBe(
      stored.get('updatedAt').toMillis(),
    );
  });

  it('gives a booking made before tokens existed its status by lookup, without a token', async () => {
    const { request } = await book();
    await db.doc(`bookings/${request.orderId}`).update({ statusToken: FieldValue.delete() });
    const { status, result } = await callLookupBooking({
      orderId: request.orderId,
      contact: request.contact.phone,
    });
    expect(status).toBe(200);
    expect(result).toMatchObject({ status: 'pending', statusToken: null });
  });
});
