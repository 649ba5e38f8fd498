// Today's and pending booking counts, live, counted once for the whole admin app: the dashboard's
// counters and the navigation's pending badge read the same figures.
import {
  createContext,
  memo,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import type { BookingCounts } from './api/bookings-queries';
import { useLiveBookingCounts } from './api/use-bookings';
import { LoadErrorBoundary } from './components/load-error-boundary';

/** Undefined outside a provider; null inside one until the first count arrives. */
const BookingCountsContext = createContext<BookingCounts | null | undefined>(undefined);

/**
 * Renders nothing: hands each new count up, beside the screens rather than around them. Memo: the
 * provider's own update must not read again.
 */
const CountBookings = memo(function CountBookings({
  onCounts,
}: {
  onCounts: (counts: BookingCounts | null) => void;
}) {
  const counts = useLiveBookingCounts();
  // In a transition: the navigation and the counters it redraws are cut into short slices, not one
  // task on the app's start.
  useEffect(() => startTransition(() => onCounts(counts)), [counts, onCounts]);
  return null;
});

export function BookingCountsProvider({ children }: { children: ReactNode }) {
  const [counts, setCounts] = useState<BookingCounts | null>(null);
  return (
    <BookingCountsContext.Provider value={counts}>
      {/* Without counts the screens still work: a failed count shows none. */}
      <LoadErrorBoundary fallback={() => null}>
        <CountBookings onCounts={setCounts} />
      </LoadErrorBoundary>
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
