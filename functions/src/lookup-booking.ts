// The lookupBooking callable: a tourist's own booking, given its order id and the e-mail or phone
// used at checkout. Wrong id, wrong contact and malformed input get one and the same not-found.
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
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
import { FUNCTIONS_REGION, MAX_REQUEST_BYTES, enforceAppCheck } from './create-booking';
import { BookingNotFoundError, RateLimitedError } from './errors';
import {
  clientIp,
  exemptIpsFromEnv,
  lookupRateKeys,
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

/** The booking the lookup names when its contact matches; BookingNotFoundError otherwise. */
async function findBooking(db: Firestore, lookup: BookingLookup): Promise<BookingView> {
  const snapshot = await db.collection('bookings').doc(lookup.orderId).get();
  if (!snapshot.exists) throw new BookingNotFoundError();
  const booking = readBooking(snapshot.id, snapshot.data());
  if (!contactMatches(booking.contact, lookup.contact)) throw new BookingNotFoundError();
  return toBookingView(booking, readStatusToken(snapshot.get('statusToken')));
}

export const lookupBooking = onCall(
  { region: FUNCTIONS_REGION, maxInstances: 10, enforceAppCheck },
  async (callable) => {
    const { rawRequest } = callable;
    const size = rawRequest.rawBody?.length ?? Number(rawRequest.headers['content-length'] ?? 0);
    const parsed = size <= MAX_REQUEST_BYTES ? bookingLookupSchema.safeParse(callable.data) : null;
    const ip = clientIp(rawRequest.headers['x-forwarded-for'], rawRequest.ip);
    const keys = lookupRateKeys(ip, exemptIps);
    try {
      // Every lookup counts, malformed ones too: guessing must cost the same whatever is sent.
      if (keys.length > 0) await countLookup(getFirestore(), keys, new Date());
      if (!parsed?.success) throw new BookingNotFoundError();
      return await findBooking(getFirestore(), parsed.data);
    } catch (error) {
      throw toHttpsError(error);
    }
  },
);
