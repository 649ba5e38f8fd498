// Today's and pending booking counts, live, counted once for the whole admin app: the dashboard's
// counters and the navigation's pending badge read the same figures.
import { createContext, useContext, type ReactNode } from 'react';
import type { BookingCounts } from './api/bookings-queries';
import { useLiveBookingCounts } from './api/use-bookings';

/** Undefined outside a provider; null inside one until the first count arrives. */
const BookingCountsContext = createContext<BookingCounts | null | undefined>(undefined);

export function BookingCountsProvider({ children }: { children: ReactNode }) {
  return (
    <BookingCountsContext.Provider value={useLiveBookingCounts()}>
      {children}
    </BookingCountsContext.Provider>
  );
}

/** The counts, or null until they first arrive. */
export function useBookingCounts(): BookingCounts | null {
  const counts = useContext(BookingCountsContext);
  if (counts === undefined) throw new Error('useBookingCounts needs a BookingCountsProvider');
  return counts;
}
