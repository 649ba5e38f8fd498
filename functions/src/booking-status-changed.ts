// When staff change a booking's status, one transaction brings what depends on it in line:
// - a cancelled booking gives its seats back, and one taken out of "cancelled" or "expired" takes
//   them again, driven by the booking's own `seatsReleased`, so a retried or repeated event
//   changes nothing (expire-holds.ts gives an expired hold's seats back in its own transaction);
// - bookingStatus/{statusToken}, the status's public mirror, follows, so a tourist's open
//   "My booking" page updates live without bookings being readable by clients.
// The booking is read as it is now, not as the event saw it: events may arrive out of order, and
// whichever runs last must leave the latest state.
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { readBooking } from '../../src/domain/booking';
import { seatsFollowStatus } from './seats';
import { statusMirrorOf, statusMirrorRef } from './status-mirror';

export const bookingStatusChanged = onDocumentUpdated(
  { document: 'bookings/{orderId}', region: 'us-central1' },
  async (event) => {
    if (event.data?.before.get('status') === event.data?.after.get('status')) return;
    const db = getFirestore();
    const bookingRef = db.collection('bookings').doc(event.params.orderId);
    await db.runTransaction(async (transaction) => {
      const booking = await transaction.get(bookingRef);
      if (!booking.exists) return;
      const { status } = readBooking(booking.id, booking.data());
      const seats = await seatsFollowStatus(db, transaction, booking, status);
      const mirror = statusMirrorOf(booking.data(), Timestamp.now());
      if (seats) {
        seats.write();
        transaction.update(booking.ref, { seatsReleased: seats.seatsReleased });
      }
      if (mirror) transaction.set(statusMirrorRef(db, mirror.token), mirror.fields);
    });
  },
);
