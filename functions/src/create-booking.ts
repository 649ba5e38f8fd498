// The createBooking callable: checks the request, prices it from Firestore and stores the booking.
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import {
  ORDER_ID_REFUSED,
  bookingRequestSchema,
  firstIssueMessage,
} from '../../src/domain/booking-request';
import { appCheckOptions, refuseReplayedToken } from './app-check';
import {
  InvalidBookingError,
  OrderIdTakenError,
  RateLimitedError,
  SoldOutError,
  UnpriceableCatalogError,
} from './errors';
import { clientIp, exemptIpsFromEnv, rateKeys, rateLimitSecret } from './rate-limit';
import { saveBooking } from './save-booking';

/** Where the client calls it (env.functionsRegion in the app). */
export const FUNCTIONS_REGION = 'us-central1';

/** A booking request is a few hundred bytes; anything far larger is not from the app. */
export const MAX_REQUEST_BYTES = 8 * 1024;

/** Read once per instance, like the App Check switch: settings, not per-request input. */
const exemptIps = exemptIpsFromEnv();

/** One answer for a malformed order id and a taken one (see ORDER_ID_REFUSED). */
function orderIdRefused(): HttpsError {
  return new HttpsError('invalid-argument', ORDER_ID_REFUSED.message, ORDER_ID_REFUSED.details);
}

/** The one place booking errors become canonical codes; unexpected ones are logged, not shown. */
function toHttpsError(error: unknown): HttpsError {
  if (error instanceof InvalidBookingError)
    return new HttpsError('invalid-argument', error.message);
  if (error instanceof OrderIdTakenError) return orderIdRefused();
  if (error instanceof RateLimitedError) {
    logger.warn('createBooking rate limit reached', { kind: error.kind });
    return new HttpsError('resource-exhausted', error.message);
  }
  // The client shows its own translated message; details carry the seats left for it.
  if (error instanceof SoldOutError) {
    return new HttpsError('failed-precondition', error.message, {
      reason: 'sold-out',
      seatsLeft: error.seatsLeft,
    });
  }
  if (error instanceof UnpriceableCatalogError) {
    logger.error(error.message, { malformedFields: error.badFields });
    return new HttpsError('failed-precondition', error.message);
  }
  logger.error('createBooking failed', error);
  return new HttpsError('internal', 'The booking could not be saved');
}

export const createBooking = onCall(
  { region: FUNCTIONS_REGION, maxInstances: 10, ...appCheckOptions, secrets: [rateLimitSecret] },
  async (callable) => {
    refuseReplayedToken(callable);
    const { rawRequest } = callable;
    const size = rawRequest.rawBody?.length ?? Number(rawRequest.headers['content-length'] ?? 0);
    if (size > MAX_REQUEST_BYTES) {
      throw new HttpsError(
        'invalid-argument',
        `Request too large (over ${MAX_REQUEST_BYTES} bytes)`,
      );
    }
    const parsed = bookingRequestSchema.safeParse(callable.data);
    if (!parsed.success) {
      if (parsed.error.issues.some((issue) => issue.path[0] === 'orderId')) throw orderIdRefused();
      throw new HttpsError('invalid-argument', firstIssueMessage(parsed.error));
    }
    const ip = clientIp(rawRequest.headers['x-forwarded-for'], rawRequest.ip);
    const keys = rateKeys(ip, parsed.data.contact, exemptIps);
    try {
      return await saveBooking(getFirestore(), parsed.data, new Date(), keys);
    } catch (error) {
      throw toHttpsError(error);
    }
  },
);
