// The seats sold over a run of days, live (public counts, read through the admin's Firestore like
// the day view): the dashboard's seats chart, which loads with it.
import { useFirestore } from 'reactfire';
import { type DepartureSeats } from '@/domain/tour-schedule';
import { readDepartureSeats } from '@/domain/tour-schedule-schema';
import { availabilityBetweenQuery } from './day-queries';
import { useLiveCollection, type LiveRead } from './use-live-collection';

/** Seats sold on every departure from `from` to `to` (YYYY-MM-DD, inclusive). */
export function useSeatsBetween(from: string, to: string): LiveRead<DepartureSeats> {
  return useLiveCollection(availabilityBetweenQuery(useFirestore(), from, to), readDepartureSeats);
}
