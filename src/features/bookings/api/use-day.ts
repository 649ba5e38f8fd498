// One day's tour bookings and the seats sold on its departures, live, for the staff's day view.
import { useFirestore } from 'reactfire';
import { readBooking, type StoredBooking } from '@/domain/booking';
import { type DepartureSeats } from '@/domain/tour-schedule';
import { readDepartureSeats } from '@/domain/tour-schedule-schema';
import { dayAvailabilityQuery, dayBookingsQuery } from './day-queries';
import { useLiveCollection } from './use-live-collection';

export interface DayRead {
  status: 'loading' | 'success';
  bookings: StoredBooking[];
  seats: DepartureSeats[];
}

/** The day's bookings and seats; loading until both have answered for this very day. */
export function useDay(date: string): DayRead {
  const db = useFirestore();
  const bookings = useLiveCollection(dayBookingsQuery(db, date), readBooking);
  const seats = useLiveCollection(dayAvailabilityQuery(db, date), readDepartureSeats);
  const loading = bookings.status === 'loading' || seats.status === 'loading';
  return { status: loading ? 'loading' : 'success', bookings: bookings.items, seats: seats.items };
}
