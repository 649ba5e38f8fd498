// Seats of a tour departure: the calendar check and the availability document, both inside the
// booking transaction, so two tourists racing for the last seats cannot both get them.
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
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
