// Staff's changes to a booking on a given Firestore: its status (pending, confirmed, cancelled)
// and its hold's end, each in a transaction over the state staff saw; firestore.rules let admins
// change nothing else.
import {
  Timestamp,
  doc,
  runTransaction,
  serverTimestamp,
  type Firestore,
} from 'firebase/firestore';
import type { BookingStatus, StaffBookingStatus } from '@/domain/booking';

/** The booking's status was changed by someone else (or its hold expired) since staff saw it. */
export class BookingChangedError extends Error {
  constructor(readonly status: unknown) {
    super(`The booking is now ${String(status)}`);
    this.name = 'BookingChangedError';
  }
}

/**
 * Moves a booking from the status staff saw to another: if it changed meanwhile (another staff
 * member, or its hold expired), nothing is written and BookingChangedError says so. So a confirm
 * racing the expiry of the same hold either wins or is refused, never both.
 */
export async function changeBookingStatus(
  db: Firestore,
  orderId: string,
  from: BookingStatus,
  to: StaffBookingStatus,
): Promise<void> {
  const ref = doc(db, 'bookings', orderId);
  await runTransaction(db, async (transaction) => {
    const current = (await transaction.get(ref)).get('status') as unknown;
    if (current !== from) throw new BookingChangedError(current);
    transaction.update(ref, { status: to, updatedAt: serverTimestamp() });
  });
}

/** Moves a pending booking's hold to end at `until` (epoch ms; see extendedHoldUntil). */
export async function extendHold(db: Firestore, orderId: string, until: number): Promise<void> {
  const ref = doc(db, 'bookings', orderId);
  await runTransaction(db, async (transaction) => {
    const current = (await transaction.get(ref)).get('status') as unknown;
    if (current !== 'pending') throw new BookingChangedError(current);
    transaction.update(ref, {
      holdUntil: Timestamp.fromMillis(until),
      updatedAt: serverTimestamp(),
    });
  });
}
