// The checkInBooking callable: staff at the pickup open a voucher's link and record who came (or a
// no-show), once, in a transaction; the voucher's key is checked in constant time.
import { Timestamp, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { readBooking } from '../../src/domain/booking';
import { todayAtDestination } from '../../src/domain/calendar-date';
import {
  checkInRefusal,
  checkInRequestSchema,
  type BookingCheckIn,
  type CheckInRequest,
} from '../../src/domain/check-in';
import { checkInKeysMatch } from './check-in-key';
import { FUNCTIONS_REGION } from './create-booking';
import { CheckInRefusedError } from './errors';
import { isTeamMember } from './team-members';

export interface CheckInCaller {
  uid: string;
  email: string;
}

/** Records the check-in on the booking, or throws CheckInRefusedError saying why not. */
export async function recordCheckIn(
  db: Firestore,
  request: CheckInRequest,
  caller: CheckInCaller,
  now: Date,
): Promise<BookingCheckIn> {
  const bookingRef = db.collection('bookings').doc(request.orderId);
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(bookingRef);
    // A missing booking and a wrong key answer alike: the link alone must not tell ids apart.
    if (!snapshot.exists || !checkInKeysMatch(request.key, snapshot.get('checkInKey'))) {
      throw new CheckInRefusedError('wrongKey');
    }
    const booking = readBooking(snapshot.id, snapshot.data());
    // The stored field as it is: a malformed record still counts as done, never as a second chance.
    const stored = { ...booking, checkIn: snapshot.get('checkIn') as unknown };
    const refusal = checkInRefusal(stored, request, todayAtDestination(now));
    if (refusal) throw new CheckInRefusedError(refusal);
    const at = Timestamp.fromDate(now);
    const checkIn = {
      outcome: request.outcome,
      adults: request.adults,
      children: request.children,
      at,
      by: caller.uid,
      byEmail: caller.email,
    };
    transaction.update(bookingRef, { checkIn, updatedAt: at });
    return { ...checkIn, at: at.toMillis() };
  });
}

/** The caller's uid and e-mail when they are the owner or a current staff member, else refused. */
export async function teamCaller(
  db: Firestore,
  auth: CallableRequest['auth'],
): Promise<CheckInCaller> {
  if (!auth || !(await isTeamMember(db, auth.uid, auth.token))) {
    throw new HttpsError('permission-denied', 'Only staff signed in can check bookings in');
  }
  return { uid: auth.uid, email: auth.token.email ?? '' };
}

export const checkInBooking = onCall(
  { region: FUNCTIONS_REGION, maxInstances: 10 },
  async (callable) => {
    const db = getFirestore();
    const caller = await teamCaller(db, callable.auth);
    const parsed = checkInRequestSchema.safeParse(callable.data);
    if (!parsed.success) {
      // A key of the wrong shape is a wrong key: the page says the same for both.
      throw new HttpsError('not-found', 'This voucher does not match any booking', {
        reason: 'wrongKey',
      });
    }
    try {
      return await recordCheckIn(db, parsed.data, caller, new Date());
    } catch (error) {
      if (error instanceof CheckInRefusedError) {
        const code = error.reason === 'wrongKey' ? 'not-found' : 'failed-precondition';
        throw new HttpsError(code, error.message, { reason: error.reason });
      }
      logger.error('checkInBooking failed', error);
      throw new HttpsError('internal', 'The check-in could not be saved');
    }
  },
);
