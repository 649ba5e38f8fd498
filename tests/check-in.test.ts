// The checkInBooking callable through the Functions emulator: a voucher's key checks a confirmed
// party in once on its day, by staff or the owner; a wrong key, another day, a booking not
// confirmed, a second check-in or a caller off the team record nothing.
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminApp } from '../scripts/lib/admin-app';
import { PROJECT_ID, adminEmulatorEnv } from '../scripts/lib/local-stack';
import { addDays, todayAtDestination } from '../src/domain/calendar-date';
import { newOrderId } from '../src/domain/order-id';
import { makeBooking } from '../src/testing/make-booking';
import { callFunction } from './booking-client';
import { deleteTeamAccounts, teamAccount, type TeamAccount } from './team-accounts';

for (const [name, value] of Object.entries(adminEmulatorEnv)) process.env[name] ??= value;

const KEY = 'k'.repeat(43);
const today = todayAtDestination();
let db: Firestore;
let guide: TeamAccount;
const created = new Set<string>();

/** A booking of `date` stored as createBooking stores it, with the voucher key KEY. */
async function storeBooking(date: string, status = 'confirmed'): Promise<string> {
  const orderId = newOrderId();
  const { createdAt: _createdAt, ...booking } = makeBooking(orderId, {
    status: status as 'confirmed',
    tour: { ...makeBooking(orderId).tour!, adults: 2, children: 1, date, departure: '08:00' },
  });
  await db
    .doc(`bookings/${orderId}`)
    .set({ ...booking, createdAt: Timestamp.now(), checkInKey: KEY });
  created.add(orderId);
  return orderId;
}

const checkIn = (
  who: TeamAccount | undefined,
  orderId: string,
  changes: Record<string, unknown> = {},
) =>
  callFunction<{ outcome: string; adults: number; children: number; byEmail: string }>(
    'checkInBooking',
    { orderId, key: KEY, outcome: 'checkedIn', adults: 2, children: 1, ...changes },
    undefined,
    who?.idToken,
  );

const recorded = async (orderId: string) =>
  (await db.doc(`bookings/${orderId}`).get()).get('checkIn');

beforeAll(async () => {
  db = getFirestore(adminApp(PROJECT_ID));
  guide = await teamAccount('guide', 'staff');
});
beforeEach(() => created.clear());
afterAll(async () => {
  await Promise.all([...created].map((id) => db.doc(`bookings/${id}`).delete()));
  await deleteTeamAccounts();
});

describe('a check-in with the voucher of a confirmed booking of today', () => {
  it('records who came, when and by whom, once', async () => {
    const orderId = await storeBooking(today);
    const first = await checkIn(guide, orderId, { adults: 2, children: 0 });
    expect(first.status).toBe(200);
    expect(first.result).toMatchObject({
      outcome: 'checkedIn',
      adults: 2,
      children: 0,
      byEmail: guide.email,
    });
    expect(await recorded(orderId)).toMatchObject({
      outcome: 'checkedIn',
      adults: 2,
      children: 0,
      by: guide.uid,
    });

    const second = await checkIn(guide, orderId);
    expect(second.status).toBe(400);
    expect(second.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: 'This booking was already checked in',
      details: { reason: 'alreadyDone' },
    });
    expect(await recorded(orderId)).toMatchObject({ adults: 2, children: 0 });
  });

  it('records a no-show, after which no check-in counts', async () => {
    const orderId = await storeBooking(today);
    expect(
      (await checkIn(guide, orderId, { outcome: 'noShow', adults: 0, children: 0 })).status,
    ).toBe(200);
    expect((await checkIn(guide, orderId)).error?.details).toEqual({ reason: 'alreadyDone' });
    expect(await recorded(orderId)).toMatchObject({ outcome: 'noShow', adults: 0, children: 0 });
  });

  it('refuses more people than booked, or nobody', async () => {
    const orderId = await storeBooking(today);
    expect((await checkIn(guide, orderId, { adults: 3 })).error?.details).toEqual({
      reason: 'tooMany',
    });
    expect((await checkIn(guide, orderId, { adults: 0, children: 0 })).error?.details).toEqual({
      reason: 'nobody',
    });
    expect(await recorded(orderId)).toBeUndefined();
  });

  it('is done by the owner too', async () => {
    const owner = await teamAccount('owner', 'owner');
    const orderId = await storeBooking(today);
    expect((await checkIn(owner, orderId)).status).toBe(200);
  });
});

describe('a check-in is refused, and nothing recorded', () => {
  it('with a wrong key, however close, or an unknown order id, alike', async () => {
    const orderId = await storeBooking(today);
    const almost = `${KEY.slice(0, 42)}j`;
    for (const key of [almost, `j${KEY.slice(1)}`, 'x'.repeat(43)]) {
      const { status, error } = await checkIn(guide, orderId, { key });
      expect(status).toBe(404);
      expect(error).toMatchObject({ status: 'NOT_FOUND', details: { reason: 'wrongKey' } });
    }
    expect((await checkIn(guide, newOrderId())).error?.details).toEqual({ reason: 'wrongKey' });
    expect((await checkIn(guide, orderId, { key: 'short' })).error?.details).toEqual({
      reason: 'wrongKey',
    });
    expect(await recorded(orderId)).toBeUndefined();
  });

  it("for another day's voucher", async () => {
    for (const date of [addDays(today, 1), addDays(today, -1)]) {
      const orderId = await storeBooking(date);
      const { error } = await checkIn(guide, orderId);
      expect(error).toMatchObject({
        message: "This voucher is for another day's tour",
        details: { reason: 'wrongDay' },
      });
      expect(await recorded(orderId)).toBeUndefined();
    }
  });

  it('for a cancelled or pending booking', async () => {
    for (const status of ['cancelled', 'pending', 'expired']) {
      const orderId = await storeBooking(today, status);
      expect((await checkIn(guide, orderId)).error?.details).toEqual({ reason: 'notConfirmed' });
      expect(await recorded(orderId)).toBeUndefined();
    }
  });

  it('for anyone off the team: signed out, a tourist, a removed staff member', async () => {
    const orderId = await storeBooking(today);
    const tourist = await teamAccount('tourist', 'none');
    const removed = await teamAccount('removed', 'staff');
    await db.doc(`staff/${removed.uid}`).delete();
    for (const who of [undefined, tourist, removed]) {
      const { status, error } = await checkIn(who, orderId);
      expect(status).toBe(403);
      expect(error?.status).toBe('PERMISSION_DENIED');
    }
    expect(await recorded(orderId)).toBeUndefined();
  });
});
