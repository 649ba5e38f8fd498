// The createBooking callable: checks the request, prices it from Firestore and stores the booking.
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { bookingRequestSchema, firstIssueMessage } from '../../src/domain/booking-request';
import { InvalidBookingError, OrderIdTakenError, UnpriceableCatalogError } from './errors';
import { saveBooking } from './save-booking';

/** Where the client calls it (env.functionsRegion in the app). */
const FUNCTIONS_REGION = 'us-central1';

/** The one place booking errors become canonical codes; unexpected ones are logged, not shown. */
function toHttpsError(error: unknown): HttpsError {
  if (error instanceof InvalidBookingError)
    return new HttpsError('invalid-argument', error.message);
  if (error instanceof OrderIdTakenError) return new HttpsError('already-exists', error.message);
  if (error instanceof UnpriceableCatalogError) {
    logger.error(error.message, { malformedFields: error.badFields });
    return new HttpsError('failed-precondition', error.message);
  }
  logger.error('createBooking failed', error);
  return new HttpsError('internal', 'The booking could not be saved');
}

export const createBooking = onCall(
  { region: FUNCTIONS_REGION, maxInstances: 10 },
  async (callable) => {
    const parsed = bookingRequestSchema.safeParse(callable.data);
    if (!parsed.success) throw new HttpsError('invalid-argument', firstIssueMessage(parsed.error));
    try {
      return await saveBooking(getFirestore(), parsed.data, new Date());
    } catch (error) {
      throw toHttpsError(error);
    }
  },
);
