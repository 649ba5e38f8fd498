// The bookings made since a moment, live (the sales chart, the new-booking alerts), and the order
// ids the server has from a moment on. The seats chart's read is in use-seats-between.ts, which
// loads with the charts.
import { getDocsFromServer } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { readBooking, type StoredBooking } from '@/domain/booking';
import { bookingsSinceQuery } from './bookings-queries';
import { useLiveCollection, type LiveRead } from './use-live-collection';

/** Bookings made from `since` on, oldest first (admins only). */
export function useBookingsSince(since: Date): LiveRead<StoredBooking> {
  return useLiveCollection(bookingsSinceQuery(useFirestore(), since), readBooking);
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
