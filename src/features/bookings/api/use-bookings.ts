// Live bookings for the staff (admins only, per firestore.rules): a page of the list, one booking,
// the newest pending ones and the dashboard's counts. None of them reads every booking.
import { doc, onSnapshot, queryEqual, type Query } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore, useFirestoreCollection } from 'reactfire';
import { readBooking, type BookingStatus, type StoredBooking } from '@/domain/booking';
import {
  BOOKINGS_PAGE_SIZE,
  bookingsChangeQueries,
  bookingsListQuery,
  countBookings,
  type BookingCounts,
} from './bookings-queries';
import { useLiveCollection } from './use-live-collection';

export interface BookingsRead {
  status: 'loading' | 'success';
  /** What the last answer held; kept while a larger page or another filter loads. */
  bookings: StoredBooking[];
  /** True when the page is full, so older bookings may follow. */
  hasMore: boolean;
  /**
   * True once the server has answered. Before, the list's first answer may come from bookings
   * other listeners hold (the newest one, the last changed), a part of the page: how many are
   * shown, and whether more follow, are not known yet.
   */
  complete: boolean;
}

function useBookingsQuery(query: Query, size: number, complete = true): BookingsRead {
  const { status, items } = useLiveCollection(query, readBooking);
  return {
    status,
    bookings: items,
    hasMore: complete && status === 'success' && items.length >= size,
    complete,
  };
}

/**
 * Whether the server has answered `query`, or an earlier query of the same screen. Its own
 * listener, asking for metadata changes: reactfire's does not, so when the server's answer holds
 * the same bookings as the first one from the device, it does not say so. Once heard, it stops.
 */
function useServerAnswered(query: Query): boolean {
  const [listened, setListened] = useState(query);
  if (!queryEqual(listened, query)) setListened(query);
  const [answered, setAnswered] = useState(false);
  useEffect(() => {
    if (answered) return;
    return onSnapshot(
      listened,
      { includeMetadataChanges: true },
      (snapshot) => {
        if (!snapshot.metadata.fromCache) setAnswered(true);
      },
      // The list's own read fails the same way and says why (LoadErrorBoundary).
      () => {},
    );
  }, [listened, answered]);
  return answered;
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
  const query = bookingsListQuery(useFirestore(), { status, size });
  return useBookingsQuery(query, size, useServerAnswered(query));
}

/** The newest pending bookings, live: the dashboard's to-do list. */
export function usePendingBookings(count: number): BookingsRead {
  return useBookingsQuery(
    bookingsListQuery(useFirestore(), { status: 'pending', size: count }),
    count,
  );
}

/**
 * One booking by its order id, live, whether or not it is on a loaded page; null while unknown.
 * Its own listener, not reactfire's: often there is no booking to read (reactfire's hooks need a
 * document on every render), and reactfire keeps each listener until sign-out, one per booking
 * ever opened, where this one stops when the dialog closes.
 */
export function useBooking(orderId: string | null): StoredBooking | null {
  const db = useFirestore();
  const [answer, setAnswer] = useState<{ orderId: string; booking: StoredBooking | null } | null>(
    null,
  );
  useEffect(() => {
    if (!orderId) return;
    return onSnapshot(
      doc(db, 'bookings', orderId),
      (snapshot) => {
        const data = snapshot.data();
        setAnswer({ orderId, booking: data ? readBooking(snapshot.id, data) : null });
      },
      (error) => console.error(`Could not load booking ${orderId}`, error),
    );
  }, [db, orderId]);
  return orderId && answer?.orderId === orderId ? answer.booking : null;
}

/**
 * Today's and pending bookings, counted by Firestore: counted on start, and again whenever a
 * booking arrives or changes status (two one-document live queries say when). Screens read them
 * through BookingCountsProvider, so the admin app counts once, whoever shows the figures.
 */
export function useLiveBookingCounts(): BookingCounts | null {
  const db = useFirestore();
  const [newest, lastChanged] = bookingsChangeQueries(db);
  // Each answers once on start too, which gives the first count.
  const arrived = useFirestoreCollection(newest).data;
  const changed = useFirestoreCollection(lastChanged).data;
  const [counts, setCounts] = useState<BookingCounts | null>(null);
  useEffect(() => {
    if (!arrived || !changed) return;
    let current = true;
    countBookings(db)
      .then((next) => current && setCounts(next))
      .catch((error: unknown) => console.error('Could not count bookings', error));
    return () => {
      current = false;
    };
  }, [db, arrived, changed]);
  return counts;
}
