// The Firestore side of a tour's seats, in the chunk that already holds Firestore: the sold seats
// of each future departure, live. Availability documents carry counts only (public, read-only).
import { collection, onSnapshot, query, where, type Unsubscribe } from 'firebase/firestore';
import { readDepartureSeats } from '@/domain/tour-schedule-schema';
import { firestore } from '@/lib/firebase/app';

/** Seats sold per date, then per departure: { '2026-12-05': { '07:30': 12 } }. */
export type SoldSeats = Record<string, Record<string, number>>;

/** Needs the composite index availability (tourId, date) in firestore.indexes.json. */
export function listenToSoldSeats(
  tourId: string,
  fromDate: string,
  onNext: (sold: SoldSeats) => void,
): Unsubscribe {
  const future = query(
    collection(firestore, 'availability'),
    where('tourId', '==', tourId),
    where('date', '>=', fromDate),
  );
  return onSnapshot(
    future,
    (snapshot) => {
      const sold: SoldSeats = {};
      for (const document of snapshot.docs) {
        const seats = readDepartureSeats(document.id, document.data());
        (sold[seats.date] ??= {})[seats.departure] = seats.sold;
      }
      onNext(sold);
    },
    (error) => console.error(`Could not read the seats of ${tourId}`, error),
  );
}
