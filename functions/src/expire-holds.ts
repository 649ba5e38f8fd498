// Unpaid holds give their seats back: pending bookings whose holdUntil has passed become `expired`,
// each in a transaction that frees its seats once and keeps its public status mirror in step.
import {
  Timestamp,
  getFirestore,
  type DocumentReference,
  type Firestore,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { DESTINATION_TIME_ZONE } from '../../src/domain/calendar-date';
import { seatsFollowStatus } from './seats';
import { statusMirrorOf, statusMirrorRef } from './status-mirror';

/** How often the schedule runs: a hold ends at most this late. */
export const EXPIRY_INTERVAL_MINUTES = 5;

/**
 * Expires one booking if, read inside the transaction, it is still pending and its hold ended by
 * `now`. A booking staff confirmed or cancelled meanwhile, or one already expired, is left alone:
 * whichever of a confirm and this commits first wins, and the other finds nothing to do.
 */
export async function expireHold(
  db: Firestore,
  bookingRef: DocumentReference,
  now: Date,
): Promise<boolean> {
  return db.runTransaction(async (transaction) => {
    const booking = await transaction.get(bookingRef);
    const holdUntil = booking.get('holdUntil') as unknown;
    if (
      !booking.exists ||
      booking.get('status') !== 'pending' ||
      !(holdUntil instanceof Timestamp) ||
      holdUntil.toMillis() > now.getTime()
    ) {
      return false;
    }
    const seats = await seatsFollowStatus(db, transaction, booking, 'expired');
    // When it was written, even under a test's clock: staff read it as when the status changed.
    const updatedAt = Timestamp.now();
    const mirror = statusMirrorOf({ ...booking.data(), status: 'expired', updatedAt }, updatedAt);
    seats?.write();
    transaction.update(bookingRef, {
      status: 'expired',
      updatedAt,
      ...(seats && { seatsReleased: seats.seatsReleased }),
    });
    if (mirror) transaction.set(statusMirrorRef(db, mirror.token), mirror.fields);
    return true;
  });
}

/**
 * Expires every pending booking whose hold ended by `now` (the test hook: tests pass their own
 * clock). Returns the order ids it expired. Uses the (status, holdUntil) index.
 */
export async function expireHolds(db: Firestore, now: Date): Promise<string[]> {
  const due = await db
    .collection('bookings')
    .where('status', '==', 'pending')
    .where('holdUntil', '<=', Timestamp.fromDate(now))
    .get();
  const expired: string[] = [];
  // One at a time: each transaction may touch the same departure's seats as the next.
  for (const booking of due.docs) {
    if (await expireHold(db, booking.ref, now)) expired.push(booking.id);
  }
  return expired;
}

export const expireBookingHolds = onSchedule(
  {
    schedule: `every ${EXPIRY_INTERVAL_MINUTES} minutes`,
    timeZone: DESTINATION_TIME_ZONE,
    region: 'us-central1',
  },
  async () => {
    const expired = await expireHolds(getFirestore(), new Date());
    if (expired.length > 0) logger.info('Unpaid holds expired', { orderIds: expired });
  },
);
