// A tour's sold seats from tomorrow on, live. The site's Firestore (a worker of its own) starts once
// the page has loaded and settled (afterPageLoad), as for the live catalog: until the seats come
// every day reads as open (the server decides at booking).
import { startTransition, useEffect, useState } from 'react';
import { afterPageLoad } from '@/lib/idle';
import type { SoldSeats } from './availability-listener';

/** Null until the first answer (the page then treats every day as open: the server decides). */
export function useSoldSeats(tourId: string, fromDate: string): SoldSeats | null {
  const [answer, setAnswer] = useState<{ key: string; sold: SoldSeats } | null>(null);
  const key = `${tourId}/${fromDate}`;
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void afterPageLoad()
      .then(() => import('./availability-listener'))
      .then(({ listenToSoldSeats }) => {
        if (cancelled) return;
        // Drawn in a transition: the booking card's new draw is cut into short slices, not drawn
        // in one task.
        stop = listenToSoldSeats(tourId, fromDate, (sold) =>
          startTransition(() => setAnswer({ key, sold })),
        );
      })
      // Offline with the code not yet on the device: every day reads as open, as before an answer.
      .catch((error: unknown) => console.error('Could not load the sold seats', error));
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [key, tourId, fromDate]);
  return answer?.key === key ? answer.sold : null;
}
