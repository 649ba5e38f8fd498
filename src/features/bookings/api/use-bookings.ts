// Live bookings for the staff (admins only, per firestore.rules): a page of the list, one booking,
// the newest pending ones and the dashboard's counts. None of them reads every booking.
import { doc, onSnapshot, type Query } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { readBooking, type BookingStatus, type StoredBooking } from '@/domain/booking';
import { adminFirestore } from '@/lib/firebase/admin-app';
import {
  BOOKINGS_PAGE_SIZE,
  bookingsChangeQueries,
  bookingsListQuery,
  countBookings,
  type BookingCounts,
} from './bookings-queries';
import { useLiveQuery } from './use-live-query';

export type BookingsRead = (
  { status: 'loading' } | { status: 'success' } | { status: 'error'; message: string }
) & {
  /** What the last answer held; kept while a larger page or another filter loads. */
  bookings: StoredBooking[];
  /** True when the page is full, so older bookings may follow. */
  hasMore: boolean;
};

function useBookingsQuery(makeQuery: () => Query, size: number, key: string): BookingsRead {
  const { items, ...read } = useLiveQuery(makeQuery, readBooking, key, 'bookings');
  return { ...read, bookings: items, hasMore: read.status === 'success' && items.length >= size };
}

/** The newest `pages` pages of bookings (50 each), of one status or all, live. */
export function useBookings({
  status,
  pages,
}: {
  status: BookingStatus | 'all';
  pages: number;
}): BookingsRead {
  const size = pages * BOOKINGS_PAGE_SIZE;
  return useBookingsQuery(
    () => bookingsListQuery(adminFirestore(), { status, size }),
    size,
    `${status}/${size}`,
  );
}

/** The newest pending bookings, live: the dashboard's to-do list. */
export function usePendingBookings(count: number): BookingsRead {
  return useBookingsQuery(
    () => bookingsListQuery(adminFirestore(), { status: 'pending', size: count }),
    count,
    `pending/${count}`,
  );
}

/** One booking by its order id, live, whether or not it is on a loaded page; null while unknown. */
export function useBooking(orderId: string | null): StoredBooking | null {
  const [answer, setAnswer] = useState<{ orderId: string; booking: StoredBooking | null } | null>(
    null,
  );
  useEffect(() => {
    if (!orderId) return;
    return onSnapshot(
      doc(adminFirestore(), 'bookings', orderId),
      (snapshot) => {
        const data = snapshot.data();
        setAnswer({ orderId, booking: data ? readBooking(snapshot.id, data) : null });
      },
      (error) => console.error(`Could not load booking ${orderId}`, error),
    );
  }, [orderId]);
  return orderId && answer?.orderId === orderId ? answer.booking : null;
}

/**
 * Today's and pending bookings, counted by Firestore: counted on start, and again whenever a
 * booking arrives or changes status (two one-document listeners say when). Screens read them
 * through BookingCountsProvider, so the admin app counts once, whoever shows the figures.
 */
export function useLiveBookingCounts(): BookingCounts | null {
  const [counts, setCounts] = useState<BookingCounts | null>(null);
  useEffect(() => {
    let current = true;
    const db = adminFirestore();
    const recount = () => {
      countBookings(db)
        .then((next) => current && setCounts(next))
        .catch((error: unknown) => console.error('Could not count bookings', error));
    };
    // Each listener also answers once on start, which gives the first count.
    const stops = bookingsChangeQueries(db).map((changes) =>
      onSnapshot(changes, recount, (error) =>
        console.error('Could not follow booking changes', error),
      ),
    );
    return () => {
      current = false;
      stops.forEach((stop) => stop());
    };
  }, []);
  return counts;
}
