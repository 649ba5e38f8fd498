// A cancelled booking gives its seats back; a booking taken out of "cancelled" takes them again.
// Driven by the booking's state (seatsReleased), so a retried or repeated event changes nothing.
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { readBooking } from '../../src/domain/booking';
import { availabilityId, readDepartureSeats } from '../../src/domain/tour-schedule';
import { seatsOf } from './seats';

export const releaseSeats = onDocumentUpdated(
  { document: 'bookings/{orderId}', region: 'us-central1' },
  async (event) => {
    if (event.data?.before.get('status') === event.data?.after.get('status')) return;
    const db = getFirestore();
    const bookingRef = db.collection('bookings').doc(event.params.orderId);
    await db.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(bookingRef);
      if (!snapshot.exists) return;
      const { tour, status } = readBooking(snapshot.id, snapshot.data());
      if (!tour?.date || !tour.departure) return;
      const cancelled = status === 'cancelled';
      const released = snapshot.get('seatsReleased') === true;
      if (cancelled === released) return;
      const seatsRef = db
        .collection('availability')
        .doc(availabilityId(tour.tourId, tour.date, tour.departure));
      const seats = readDepartureSeats(seatsRef.id, (await transaction.get(seatsRef)).data());
      const taken = seatsOf(tour);
      const next = cancelled ? Math.max(0, seats.sold - taken) : seats.sold + taken;
      if (!cancelled && seats.capacity !== null && next > seats.capacity) {
        logger.warn('A booking taken out of cancelled oversells its departure', {
          orderId: snapshot.id,
          sold: next,
          capacity: seats.capacity,
        });
      }
      transaction.set(seatsRef, { sold: next }, { merge: true });
      transaction.update(bookingRef, { seatsReleased: cancelled });
    });
  },
);
