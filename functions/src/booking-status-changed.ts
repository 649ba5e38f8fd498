// When staff change a booking's status, one transaction brings what depends on it in line:
// - a cancelled booking gives its seats back, and one taken out of "cancelled" takes them again,
//   driven by the booking's own `seatsReleased`, so a retried or repeated event changes nothing;
// - bookingStatus/{statusToken}, the status's public mirror, follows, so a tourist's open
//   "My booking" page updates live without bookings being readable by clients.
// The booking is read as it is now, not as the event saw it: events may arrive out of order, and
// whichever runs last must leave the latest state.
import {
  Timestamp,
  getFirestore,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { readBooking } from '../../src/domain/booking';
import { type DepartureSeats } from '../../src/domain/tour-schedule';
import { readDepartureSeats } from '../../src/domain/tour-schedule-schema';
import { availabilityRef, seatsOf } from './seats';
import { statusMirrorOf, statusMirrorRef } from './status-mirror';

/** Reads what the seats need and returns their write, or null when the seats are already right. */
async function seatsChange(
  db: Firestore,
  transaction: Transaction,
  booking: DocumentSnapshot,
): Promise<(() => void) | null> {
  const { tour, status } = readBooking(booking.id, booking.data());
  if (!tour?.date || !tour.departure) return null;
  const day = { tourId: tour.tourId, date: tour.date, departure: tour.departure };
  const cancelled = status === 'cancelled';
  if (cancelled === (booking.get('seatsReleased') === true)) return null;
  const seatsRef = availabilityRef(db, day);
  const seats = readDepartureSeats(seatsRef.id, (await transaction.get(seatsRef)).data());
  const taken = seatsOf(tour);
  const sold = cancelled ? Math.max(0, seats.sold - taken) : seats.sold + taken;
  if (!cancelled && seats.capacity !== null && sold > seats.capacity) {
    logger.warn('A booking taken out of cancelled oversells its departure', {
      orderId: booking.id,
      sold,
      capacity: seats.capacity,
    });
  }
  return () => {
    // The whole document, so one missing is written in full and the tour page's query finds it.
    transaction.set(seatsRef, { ...seats, ...day, sold } satisfies DepartureSeats);
    transaction.update(booking.ref, { seatsReleased: cancelled });
  };
}

export const bookingStatusChanged = onDocumentUpdated(
  { document: 'bookings/{orderId}', region: 'us-central1' },
  async (event) => {
    if (event.data?.before.get('status') === event.data?.after.get('status')) return;
    const db = getFirestore();
    const bookingRef = db.collection('bookings').doc(event.params.orderId);
    await db.runTransaction(async (transaction) => {
      const booking = await transaction.get(bookingRef);
      if (!booking.exists) return;
      const writeSeats = await seatsChange(db, transaction, booking);
      const mirror = statusMirrorOf(booking.data(), Timestamp.now());
      writeSeats?.();
      if (mirror) transaction.set(statusMirrorRef(db, mirror.token), mirror.fields);
    });
  },
);
