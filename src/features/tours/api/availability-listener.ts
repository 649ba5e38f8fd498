// A tour's seats, live: the sold seats of each future departure, read in the site's Firestore
// worker (availability documents carry counts only: public, read-only).
import { listenLive } from '@/lib/firebase/public-firestore';
import type { SoldSeats } from '@/lib/firebase/live-queries';

export type { SoldSeats };

export function listenToSoldSeats(
  tourId: string,
  fromDate: string,
  onNext: (sold: SoldSeats) => void,
): () => void {
  return listenLive({ kind: 'soldSeats', tourId, fromDate }, onNext, (error) =>
    console.error(`Could not read the seats of ${tourId}`, error),
  );
}
