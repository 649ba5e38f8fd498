// Seats of a tour departure: the calendar check and the availability document, both inside the
// booking transaction, so two tourists racing for the last seats cannot both get them.
import type {
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  Transaction,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { readBooking, releasesSeats, type BookingStatus } from '../../src/domain/booking';
import type { BookingRequest } from '../../src/domain/booking-request';
import type { Tour } from '../../src/domain/tour';
import {
  availabilityId,
  dateProblem,
  departuresOf,
  lastBookableDate,
  type DateProblem,
  type DepartureSeats,
} from '../../src/domain/tour-schedule';
import { readDepartureSeats } from '../../src/domain/tour-schedule-schema';
import { InvalidBookingError, SoldOutError } from './errors';

type DatedTourRequest = NonNullable<BookingRequest['tour']>;

export function availabilityRef(
  db: Firestore,
  tour: Pick<DatedTourRequest, 'tourId' | 'date' | 'departure'>,
): DocumentReference {
  return db.collection('availability').doc(availabilityId(tour.tourId, tour.date, tour.departure));
}

function dateProblemText(problem: DateProblem, tour: Tour, today: string): string {
  switch (problem) {
    case 'past':
      return `Tours are booked from tomorrow on (today in Punta Cana is ${today})`;
    case 'beyond_horizon':
      return `Bookings open up to ${lastBookableDate(tour.schedule, today)}`;
    case 'closed':
      return 'The tour does not run that day (closed)';
    case 'not_running':
      return 'The tour does not run on that weekday';
  }
}

/** Seats a booking takes: each participant (a per-group tour is booked as 1 adult: one seat). */
export function seatsOf(line: { adults: number; children: number }): number {
  return line.adults + line.children;
}

/**
 * Checks the day and departure against the tour's schedule and the seats left, and returns the
 * write that takes the seats. `sold` is what the availability document held when read.
 */
export function takeSeats(
  transaction: Transaction,
  ref: DocumentReference,
  tour: Tour,
  request: DatedTourRequest,
  sold: number,
  today: string,
): () => void {
  const problem = dateProblem(tour.schedule, request.date, today);
  if (problem) throw new InvalidBookingError('tour.date', dateProblemText(problem, tour, today));
  const departures = departuresOf(tour.schedule);
  if (!departures.includes(request.departure)) {
    throw new InvalidBookingError('tour.departure', `Must be one of ${departures.join(', ')}`);
  }
  const seats = seatsOf(request);
  const capacity = tour.schedule.seats;
  if (capacity !== null && sold + seats > capacity) {
    throw new SoldOutError(Math.max(0, capacity - sold));
  }
  const taken: DepartureSeats = {
    tourId: request.tourId,
    date: request.date,
    departure: request.departure,
    sold: sold + seats,
    capacity,
  };
  return () => transaction.set(ref, taken);
}

/**
 * Brings a booking's seats in line with `status` (its status now, or the one being written): a
 * cancelled or expired booking gives them back, one taken out of those takes them again. Driven by
 * the booking's own `seatsReleased`, so a repeated or racing change moves them once. Reads what it
 * needs and returns the seats' write and the booking's new `seatsReleased` (for the caller's update
 * of the booking), or null when the seats are already right.
 */
export async function seatsFollowStatus(
  db: Firestore,
  transaction: Transaction,
  booking: DocumentSnapshot,
  status: BookingStatus,
): Promise<{ write: () => void; seatsReleased: boolean } | null> {
  const { tour } = readBooking(booking.id, booking.data());
  if (!tour?.date || !tour.departure) return null;
  const day = { tourId: tour.tourId, date: tour.date, departure: tour.departure };
  const release = releasesSeats(status);
  if (release === (booking.get('seatsReleased') === true)) return null;
  const seatsRef = availabilityRef(db, day);
  const seats = readDepartureSeats(seatsRef.id, (await transaction.get(seatsRef)).data());
  const taken = seatsOf(tour);
  const sold = release ? Math.max(0, seats.sold - taken) : seats.sold + taken;
  if (!release && seats.capacity !== null && sold > seats.capacity) {
    logger.warn('A booking taken out of cancelled or expired oversells its departure', {
      orderId: booking.id,
      sold,
      capacity: seats.capacity,
    });
  }
  return {
    // The whole document, so one missing is written in full and the tour page's query finds it.
    write: () => transaction.set(seatsRef, { ...seats, ...day, sold } satisfies DepartureSeats),
    seatsReleased: release,
  };
}
