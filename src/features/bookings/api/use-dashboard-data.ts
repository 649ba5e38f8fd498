// The figures behind the dashboard's charts, live: the bookings made since a moment and the seats
// sold over a run of days (public counts, read through the admin's Firestore like the day view).
import { getDocsFromServer } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { readBooking, type StoredBooking } from '@/domain/booking';
import { type DepartureSeats } from '@/domain/tour-schedule';
import { readDepartureSeats } from '@/domain/tour-schedule-schema';
import { bookingsSinceQuery } from './bookings-queries';
import { availabilityBetweenQuery } from './day-queries';
import { useLiveCollection, type LiveRead } from './use-live-collection';

/** Bookings made from `since` on, oldest first (admins only). */
export function useBookingsSince(since: Date): LiveRead<StoredBooking> {
  return useLiveCollection(bookingsSinceQuery(useFirestore(), since), readBooking);
}

/** Seats sold on every departure from `from` to `to` (YYYY-MM-DD, inclusive). */
export function useSeatsBetween(from: string, to: string): LiveRead<DepartureSeats> {
  return useLiveCollection(availabilityBetweenQuery(useFirestore(), from, to), readDepartureSeats);
}

/**
 * The order ids of the bookings made from `since` on, as the server has them now: null until it
 * answers, 'unavailable' when it cannot (offline). A live listener's first answer may come from
 * the device's cache, which holds only what other screens' listeners read: this one does not.
 */
export function useBookingIdsOnServer(since: Date): ReadonlySet<string> | 'unavailable' | null {
  const db = useFirestore();
  const [ids, setIds] = useState<ReadonlySet<string> | 'unavailable' | null>(null);
  useEffect(() => {
    let current = true;
    getDocsFromServer(bookingsSinceQuery(db, since)).then(
      (snapshot) => {
        if (current) setIds(new Set(snapshot.docs.map((document) => document.id)));
      },
      () => {
        if (current) setIds('unavailable');
      },
    );
    return () => {
      current = false;
    };
  }, [db, since]);
  return ids;
}
