// The staff's bookings queries: one page at a time, newest first, and the dashboard's counts as
// server-side aggregations, so no screen reads every booking there is.
import {
  Timestamp,
  collection,
  getCountFromServer,
  limit,
  orderBy,
  query,
  where,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import type { BookingStatus } from '@/domain/booking';
import { startOfDayAtDestination, todayAtDestination } from '@/domain/calendar-date';

/** Bookings per page of the staff list. */
export const BOOKINGS_PAGE_SIZE = 50;

/**
 * The newest `size` bookings, of one status or all. A status filter with the date order needs
 * the composite index in firestore.indexes.json.
 */
export function bookingsListQuery(
  db: Firestore,
  { status, size }: { status: BookingStatus | 'all'; size: number },
): Query {
  const bookings = collection(db, 'bookings');
  const newest = [orderBy('createdAt', 'desc'), limit(Math.max(1, size))];
  return status === 'all'
    ? query(bookings, ...newest)
    : query(bookings, where('status', '==', status), ...newest);
}

/**
 * What moves the dashboard's counts: the newest booking (a new one arrives) and the booking whose
 * status changed last (staff set `updatedAt` with every change). One document each.
 */
export function bookingsChangeQueries(db: Firestore): [newest: Query, lastChanged: Query] {
  const bookings = collection(db, 'bookings');
  return [
    query(bookings, orderBy('createdAt', 'desc'), limit(1)),
    query(bookings, orderBy('updatedAt', 'desc'), limit(1)),
  ];
}

/**
 * Every booking made from `since` on, oldest first: the dashboard's last days, and the bookings
 * that arrive while the admin app is open. A single-field range: served by the automatic index.
 */
export function bookingsSinceQuery(db: Firestore, since: Date): Query {
  return query(
    collection(db, 'bookings'),
    where('createdAt', '>=', Timestamp.fromDate(since)),
    orderBy('createdAt'),
  );
}

export interface BookingCounts {
  /** Bookings made today, as the calendar reads in Punta Cana. */
  today: number;
  /** Bookings waiting for the staff's confirmation. */
  pending: number;
  /** Unpaid holds that ran out (apart from the bookings staff cancelled). */
  expired: number;
  cancelled: number;
}

/** Counted by Firestore: four aggregation reads, however many bookings there are. */
export async function countBookings(db: Firestore, now = new Date()): Promise<BookingCounts> {
  const bookings = collection(db, 'bookings');
  const startOfToday = Timestamp.fromDate(startOfDayAtDestination(todayAtDestination(now)));
  const byStatus = (status: BookingStatus) =>
    getCountFromServer(query(bookings, where('status', '==', status)));
  const [today, pending, expired, cancelled] = await Promise.all([
    getCountFromServer(query(bookings, where('createdAt', '>=', startOfToday))),
    byStatus('pending'),
    byStatus('expired'),
    byStatus('cancelled'),
  ]);
  return {
    today: today.data().count,
    pending: pending.data().count,
    expired: expired.data().count,
    cancelled: cancelled.data().count,
  };
}
