// The staff's bookings queries on the Firestore emulator, with the real rules: pages of 50 newest
// first, the status filter, the dashboard's counts by aggregation, and the bookings made since a
// moment (the sales chart, the new-booking alerts).
import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getCountFromServer,
  getDocs,
  serverTimestamp,
  updateDoc,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, type BookingStatus } from '../src/domain/booking';
import { startOfDayAtDestination, todayAtDestination } from '../src/domain/calendar-date';
import {
  BOOKINGS_PAGE_SIZE,
  bookingsChangeQueries,
  bookingsListQuery,
  bookingsSinceQuery,
  countBookings,
} from '../src/features/bookings/api/bookings-queries';
import { makeBooking } from '../src/testing/make-booking';
import { firestoreOf, rulesTestEnvironment, storeBookings } from './rules-env';

const HOUR = 60 * 60 * 1000;
const now = new Date();
const startOfToday = startOfDayAtDestination(todayAtDestination(now)).getTime();

/** 130 bookings, one an hour back from now; pending, confirmed, cancelled and expired in turn. */
const stored = Array.from({ length: 130 }, (_, index) => {
  const status: BookingStatus = BOOKING_STATUSES[index % BOOKING_STATUSES.length] ?? 'pending';
  const orderId = `LA-${String(index).padStart(8, '0')}`;
  return makeBooking(orderId, { status, createdAt: now.getTime() - index * HOUR - 1000 });
});
const newestFirst = (bookings: typeof stored) => bookings.map((booking) => booking.orderId);

let env: RulesTestEnvironment;
const asAdmin = () => firestoreOf(env, 'admin');
const asVisitor = () => firestoreOf(env, 'visitor');

beforeAll(async () => {
  env = await rulesTestEnvironment();
  await env.clearFirestore();
  await storeBookings(env, stored);
});
afterAll(async () => {
  await env.clearFirestore();
  await env.cleanup();
});

describe('the staff bookings list', () => {
  it('reads 50 bookings a page, newest first', async () => {
    const first = await getDocs(
      bookingsListQuery(asAdmin(), { status: 'all', size: BOOKINGS_PAGE_SIZE }),
    );
    expect(first.docs.map((document) => document.id)).toEqual(
      newestFirst(stored.slice(0, BOOKINGS_PAGE_SIZE)),
    );
    const threePages = await getDocs(
      bookingsListQuery(asAdmin(), { status: 'all', size: 3 * BOOKINGS_PAGE_SIZE }),
    );
    expect(threePages.size).toBe(stored.length);
  });

  it('filters by status on the server, still newest first', async () => {
    const cancelled = await getDocs(
      bookingsListQuery(asAdmin(), { status: 'cancelled', size: BOOKINGS_PAGE_SIZE }),
    );
    expect(cancelled.docs.map((document) => document.id)).toEqual(
      newestFirst(stored.filter((booking) => booking.status === 'cancelled')),
    );
  });

  it('is refused to visitors', async () => {
    await assertFails(
      getDocs(bookingsListQuery(asVisitor(), { status: 'all', size: BOOKINGS_PAGE_SIZE })),
    );
    await assertFails(getCountFromServer(collection(asVisitor(), 'bookings')));
  });
});

describe('the bookings made since a moment', () => {
  it('are every booking from that moment on, oldest first, whatever its status', async () => {
    const since = new Date(now.getTime() - 10 * HOUR);
    const snapshot = await getDocs(bookingsSinceQuery(asAdmin(), since));
    expect(snapshot.docs.map((document) => document.id)).toEqual(
      newestFirst(stored.filter((booking) => booking.createdAt >= since.getTime())).reverse(),
    );
  });

  it('are refused to visitors', async () => {
    await assertFails(getDocs(bookingsSinceQuery(asVisitor(), new Date(now.getTime() - HOUR))));
  });
});

describe("the dashboard's counts", () => {
  it("count today's bookings by the Punta Cana calendar and the pending ones", async () => {
    expect(await countBookings(asAdmin(), now)).toEqual({
      today: stored.filter((booking) => booking.createdAt >= startOfToday).length,
      pending: stored.filter((booking) => booking.status === 'pending').length,
      expired: stored.filter((booking) => booking.status === 'expired').length,
      cancelled: stored.filter((booking) => booking.status === 'cancelled').length,
    });
  });
});

describe('what moves the counts', () => {
  it('is the newest booking and the one whose status staff changed last', async () => {
    const oldest = stored.at(-1)!;
    await updateDoc(doc(asAdmin(), 'bookings', oldest.orderId), {
      status: 'confirmed',
      updatedAt: serverTimestamp(),
    });
    const [newest, lastChanged] = bookingsChangeQueries(asAdmin());
    expect((await getDocs(newest)).docs.map((document) => document.id)).toEqual([
      stored[0]!.orderId,
    ]);
    expect((await getDocs(lastChanged)).docs.map((document) => document.id)).toEqual([
      oldest.orderId,
    ]);
  });
});
