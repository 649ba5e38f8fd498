// A tour's sold seats from tomorrow on, live. Firestore loads once the page has loaded and settled
// (afterPageLoad), as the live catalog does: its download and start would hold the page's own
// start back, and until the seats come every day reads as open (the server decides at booking).
// The SDK starts in steps (firestoreInSteps), shared with the catalog: started from here at once,
// it was one task of about 430 ms at a phone's CPU on a tour page.
import { useEffect, useState } from 'react';
import { firestoreInSteps } from '@/lib/firebase/firestore-in-steps';
import { afterPageLoad, inSteps } from '@/lib/idle';
import type { SoldSeats } from './availability-listener';

/** Null until the first answer (the page then treats every day as open: the server decides). */
export function useSoldSeats(tourId: string, fromDate: string): SoldSeats | null {
  const [answer, setAnswer] = useState<{ key: string; sold: SoldSeats } | null>(null);
  const key = `${tourId}/${fromDate}`;
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void afterPageLoad()
      .then(() => inSteps([() => import('@/domain/tour-schedule-schema')]))
      .then(firestoreInSteps)
      .then(() => import('./availability-listener'))
      .then(({ listenToSoldSeats }) => {
        if (cancelled) return;
        stop = listenToSoldSeats(tourId, fromDate, (sold) => setAnswer({ key, sold }));
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
