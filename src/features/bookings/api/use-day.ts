// One day's tour bookings and the seats sold on its departures, live, for the staff's day view.
import { readBooking, type StoredBooking } from '@/domain/booking';
import { adminFirestore } from '@/lib/firebase/admin-app';
import { type DepartureSeats } from '@/domain/tour-schedule';
import { readDepartureSeats } from '@/domain/tour-schedule-schema';
import { dayAvailabilityQuery, dayBookingsQuery } from './day-queries';
import { useLiveQuery } from './use-live-query';

export type DayRead = (
  { status: 'loading' } | { status: 'success' } | { status: 'error'; message: string }
) & {
  bookings: StoredBooking[];
  seats: DepartureSeats[];
};

/** The day's bookings and seats; loading until both have answered for this very day. */
export function useDay(date: string): DayRead {
  const bookings = useLiveQuery(
    () => dayBookingsQuery(adminFirestore(), date),
    readBooking,
    `bookings/${date}`,
    `the bookings of ${date}`,
  );
  const seats = useLiveQuery(
    () => dayAvailabilityQuery(adminFirestore(), date),
    readDepartureSeats,
    `availability/${date}`,
    `the seats of ${date}`,
  );
  const lists = { bookings: bookings.items, seats: seats.items };
  if (bookings.status === 'error') return { ...lists, status: 'error', message: bookings.message };
  if (seats.status === 'error') return { ...lists, status: 'error', message: seats.message };
  if (bookings.status === 'loading' || seats.status === 'loading') {
    return { ...lists, status: 'loading' };
  }
  return { ...lists, status: 'success' };
}
