// A booking's status, live, from its public mirror bookingStatus/{statusToken} (status and time
// only), read in the site's Firestore worker.
import type { BookingStatusMirror } from '@/domain/booking-status';
import { listenLive } from '@/lib/firebase/public-firestore';

export function listenToBookingStatus(
  statusToken: string,
  onNext: (mirror: BookingStatusMirror) => void,
): () => void {
  return listenLive(
    { kind: 'bookingStatus', statusToken },
    (mirror, fromCache) => {
      // The device's cache may be older than what the page already shows: only the server's word counts.
      if (!fromCache && mirror) onNext(mirror);
    },
    (error) => console.error('Could not follow the booking status', error),
  );
}
