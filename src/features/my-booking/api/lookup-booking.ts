// Finds the tourist's booking through the lookupBooking callable, by order id and e-mail or phone.
import { httpsCallable } from 'firebase/functions';
import { bookingViewSchema, type BookingLookup, type BookingView } from '@/domain/booking-lookup';
import { hasCode, isOffline } from '@/lib/firebase/callable-errors';
import { functions } from '@/lib/firebase/functions';

export type LookupResult =
  | { status: 'found'; booking: BookingView }
  /** No booking with this order id and contact (the server never says which part is wrong). */
  | { status: 'notFound' }
  /** Too many lookups from this connection in the last hour. */
  | { status: 'rateLimited' }
  | { status: 'offline' }
  | { status: 'failed' };

const CALL_TIMEOUT_MS = 20_000;

const callLookupBooking = httpsCallable<BookingLookup, unknown>(functions, 'lookupBooking', {
  timeout: CALL_TIMEOUT_MS,
  // The function consumes each App Check token: a fresh one per call, none to replay.
  limitedUseAppCheckTokens: true,
});

export async function lookupBooking(lookup: BookingLookup): Promise<LookupResult> {
  try {
    const { data } = await callLookupBooking(lookup);
    const parsed = bookingViewSchema.safeParse(data);
    if (parsed.success) return { status: 'found', booking: parsed.data };
    console.error('The booking lookup answered an unexpected shape', parsed.error.issues);
    return { status: 'failed' };
  } catch (error) {
    if (isOffline(error)) return { status: 'offline' };
    if (hasCode(error, 'not-found')) return { status: 'notFound' };
    if (hasCode(error, 'resource-exhausted')) return { status: 'rateLimited' };
    console.error('The booking could not be looked up', error);
    return { status: 'failed' };
  }
}
