// A tour's sold seats from tomorrow on, live; Firestore loads on demand, after the page renders.
import { useEffect, useState } from 'react';
import type { SoldSeats } from './availability-listener';

/** Null until the first answer (the page then treats every day as open: the server decides). */
export function useSoldSeats(tourId: string, fromDate: string): SoldSeats | null {
  const [answer, setAnswer] = useState<{ key: string; sold: SoldSeats } | null>(null);
  const key = `${tourId}/${fromDate}`;
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./availability-listener').then(({ listenToSoldSeats }) => {
      if (cancelled) return;
      stop = listenToSoldSeats(tourId, fromDate, (sold) => setAnswer({ key, sold }));
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [key, tourId, fromDate]);
  return answer?.key === key ? answer.sold : null;
}
