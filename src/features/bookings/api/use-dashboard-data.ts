// The figures behind the dashboard's charts, live: the bookings made since a moment and the seats
// sold over a run of days (public counts, read through the admin's Firestore like the day view).
import { readBooking, type StoredBooking } from '@/domain/booking';
import { type DepartureSeats } from '@/domain/tour-schedule';
import { readDepartureSeats } from '@/domain/tour-schedule-schema';
import { adminFirestore } from '@/lib/firebase/admin-app';
import { bookingsSinceQuery } from './bookings-queries';
import { availabilityBetweenQuery } from './day-queries';
import { useLiveQuery, type LiveRead } from './use-live-query';

/** Bookings made from `since` on, oldest first (admins only). */
export function useBookingsSince(since: Date): LiveRead<StoredBooking> {
  return useLiveQuery(
    () => bookingsSinceQuery(adminFirestore(), since),
    readBooking,
    `since/${since.getTime()}`,
    `the bookings since ${since.toISOString()}`,
  );
}

/** Seats sold on every departure from `from` to `to` (YYYY-MM-DD, inclusive). */
export function useSeatsBetween(from: string, to: string): LiveRead<DepartureSeats> {
  return useLiveQuery(
    () => availabilityBetweenQuery(adminFirestore(), from, to),
    readDepartureSeats,
    `availability/${from}/${to}`,
    `the seats from ${from} to ${to}`,
  );
}
