// Keeps bookingStatus/{statusToken} in step with its booking when staff change the status, so a
// tourist's open "My booking" page follows it live without bookings being readable by clients.
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { statusMirrorOf, statusMirrorRef } from './status-mirror';

export const mirrorBookingStatus = onDocumentUpdated(
  { document: 'bookings/{orderId}', region: 'us-central1' },
  async (event) => {
    if (event.data?.before.get('status') === event.data?.after.get('status')) return;
    const db = getFirestore();
    const bookingRef = db.collection('bookings').doc(event.params.orderId);
    // The booking as it is now, not as this event saw it: events may arrive out of order, and
    // whichever runs last must leave the latest status.
    await db.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(bookingRef);
      const mirror = statusMirrorOf(snapshot.data(), Timestamp.now());
      if (mirror) transaction.set(statusMirrorRef(db, mirror.token), mirror.fields);
    });
  },
);
