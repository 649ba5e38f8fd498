// Test tour days: a fixed one for unit tests, and bookable ones (from tomorrow, within the seeded
// tours' 12-month horizon) for tests that book on the local stack.
import { addDays, todayAtDestination } from '../domain/calendar-date';
import type { TourDay } from '../domain/tour-schedule';

/** The 07:30 departure on a fixed day, picked up at a Bávaro hotel. */
export function makeTourDay(changes: Partial<TourDay> = {}): TourDay {
  return {
    date: '2027-03-14',
    departure: '07:30',
    pickup: 'Barceló Bávaro Palace',
    ...changes,
  };
}

let rolling = Date.now() % 250;

/**
 * A bookable day for a seeded tour's departure (Isla Saona's 07:30 unless told): a different day
 * each call, 10 to 259 days ahead, so bookings repeated on one stack (the stress run books every
 * journey three times) never fill a departure.
 */
export function bookableTourDay(departure = '07:30'): TourDay {
  rolling = (rolling + 1) % 250;
  return makeTourDay({ date: addDays(todayAtDestination(), 10 + rolling), departure });
}
