// The lookupBooking callable: a tourist's own booking, given its order id and the e-mail or phone
// used at checkout. Wrong id, wrong contact, malformed input and a locked order id get one and the
// same not-found.
import {
  Timestamp,
  getFirestore,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { readBooking } from '../../src/domain/booking';
import {
  bookingLookupSchema,
  contactMatches,
  toBookingView,
  type BookingLookup,
  type BookingView,
} from '../../src/domain/booking-lookup';
import { readStatusToken } from '../../src/domain/booking-status';
import {
  addDays,
  startOfDayAtDestination,
  todayAtDestination,
} from '../../src/domain/calendar-date';
import { checkInKeySchema } from '../../src/domain/check-in';
import { newCheckInKey } from './check-in-key';
import { appCheckOptions, refuseReplayedToken } from './app-check';
import { FUNCTIONS_REGION, MAX_REQUEST_BYTES } from './create-booking';
import { BookingNotFoundError, RateLimitedError } from './errors';
import {
  RATE_LIMITS,
  clientIp,
  countRequest,
  exemptIpsFromEnv,
  lookupOrderKey,
  lookupRateKeys,
  rateLimitSecret,
  readRateCounts,
  takeRateLimit,
  type RateKey,
} from './rate-limit';

/** Read once per instance, like createBooking's: settings, not per-request input. */
const exemptIps = exemptIpsFromEnv();

/** The one place lookup errors become canonical codes; unexpected ones are logged, not shown. */
function toHttpsError(error: unknown): HttpsError {
  if (error instanceof BookingNotFoundError) return new HttpsError('not-found', error.message);
  if (error instanceof RateLimitedError) {
    logger.warn('lookupBooking rate limit reached', { kind: error.kind });
    return new HttpsError('resource-exhausted', error.message);
  }
  logger.error('lookupBooking failed', error);
  return new HttpsError('internal', 'The booking could not be looked up');
}

/** Uses up one of the client's lookups for the hour; throws RateLimitedError when none is left. */
async function countLookup(db: Firestore, keys: readonly RateKey[], now: Date): Promise<void> {
  await db.runTransaction(async (transaction) => {
    const countIt = await takeRateLimit(db, transaction, keys, now);
    countIt();
  });
}

/** The booking's check-in key; one drawn now for a booking stored before keys existed. */
function voucherKey(transaction: Transaction, snapshot: DocumentSnapshot): string {
  const stored = checkInKeySchema.safeParse(snapshot.get('checkInKey'));
  if (stored.success) return stored.data;
  const checkInKey = newCheckInKey();
  transaction.update(snapshot.ref, { checkInKey });
  return checkInKey;
}

/**
 * The booking the lookup names when its contact matches and its order id is not locked, else
 * BookingNotFoundError. Each miss counts against the order id for the day, wherever it comes
 * from; the miss that uses up the day's share locks it, and the booking records until when, for
 * staff (a tourist locked out calls the agency).
 */
async function findBooking(db: Firestore, lookup: BookingLookup, now: Date): Promise<BookingView> {
  const bookingRef = db.collection('bookings').doc(lookup.orderId);
  const found = await db.runTransaction(async (transaction) => {
    const [snapshot, counts] = await Promise.all([
      transaction.get(bookingRef),
      readRateCounts(db, transaction, [lookupOrderKey(lookup.orderId, now)], now),
    ]);
    const misses = counts[0]!;
    if (misses.next === null) return null;
    if (snapshot.exists) {
      const booking = readBooking(snapshot.id, snapshot.data());
      if (contactMatches(booking.contact, lookup.contact)) {
        return toBookingView(
          booking,
          readStatusToken(snapshot.get('statusToken')),
          booking.status === 'confirmed' ? voucherKey(transaction, snapshot) : undefined,
        );
      }
    }
    countRequest(transaction, misses);
    if (snapshot.exists && misses.next.count >= RATE_LIMITS.lookupOrderId.limit) {
      const tomorrow = addDays(todayAtDestination(now), 1);
      const lookupLockedUntil = Timestamp.fromDate(startOfDayAtDestination(tomorrow));
      transaction.update(bookingRef, { lookupLockedUntil });
      logger.warn('lookupBooking locked an order id for the day', { orderId: lookup.orderId });
    }
    return null;
  });
  if (found === null) throw new BookingNotFoundError();
  return found;
}

export const lookupBooking = onCall(
  { region: FUNCTIONS_REGION, maxInstances: 10, ...appCheckOptions, secrets: [rateLimitSecret] },
  async (callable) => {
    refuseReplayedToken(callable);
    const { rawRequest } = callable;
    const size = rawRequest.rawBody?.length ?? Number(rawRequest.headers['content-length'] ?? 0);
    const parsed = size <= MAX_REQUEST_BYTES ? bookingLookupSchema.safeParse(callable.data) : null;
    const ip = clientIp(rawRequest.headers['x-forwarded-for'], rawRequest.ip);
    const keys = lookupRateKeys(ip, exemptIps);
    const now = new Date();
    try {
      // Every lookup counts, malformed ones too: guessing must cost the same whatever is sent.
      if (keys.length > 0) await countLookup(getFirestore(), keys, now);
      if (!parsed?.success) throw new BookingNotFoundError();
      return await findBooking(getFirestore(), parsed.data, now);
    } catch (error) {
      throw toHttpsError(error);
    }
  },
);
