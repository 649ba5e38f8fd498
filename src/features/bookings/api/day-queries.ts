// The staff's day view queries: the tour bookings of one calendar day and the seats sold on each
// of that day's departures; and the dashboard's seats over a run of days. Each filters one field,
// so Firestore's automatic indexes serve them.
import { collection, query, where, type Firestore, type Query } from 'firebase/firestore';

/** Bookings whose tour runs on `date` (YYYY-MM-DD, the operator's day); admins only. */
export function dayBookingsQuery(db: Firestore, date: string): Query {
  return query(collection(db, 'bookings'), where('tour.date', '==', date));
}

/** The availability documents of every departure on `date`; public counts. */
export function dayAvailabilityQuery(db: Firestore, date: string): Query {
  return query(collection(db, 'availability'), where('date', '==', date));
}

/** The availability documents of every departure from `from` to `to` (YYYY-MM-DD, inclusive). */
export function availabilityBetweenQuery(db: Firestore, from: string, to: string): Query {
  return query(collection(db, 'availability'), where('date', '>=', from), where('date', '<=', to));
}
