// A booking's status, live, from its public mirror bookingStatus/{statusToken} (status and time only).
import { doc, onSnapshot, type Unsubscribe } from 'firebase/firestore';
import { readBookingStatusMirror, type BookingStatusMirror } from '@/domain/booking-status';
import { firestore } from '@/lib/firebase/app';

export function listenToBookingStatus(
  statusToken: string,
  onNext: (mirror: BookingStatusMirror) => void,
): Unsubscribe {
  return onSnapshot(
    doc(firestore, 'bookingStatus', statusToken),
    (snapshot) => {
      // The device's cache may be older than what the page already shows: only the server's word counts.
      if (snapshot.metadata.fromCache) return;
      const mirror = readBookingStatusMirror(snapshot.data());
      if (mirror) onNext(mirror);
    },
    (error) => console.error('Could not follow the booking status', error),
  );
}
