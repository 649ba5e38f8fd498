// Saves a booking through the createBooking callable; a refused (taken) order id is replaced once,
// unseen.
import { FunctionsError, httpsCallable } from 'firebase/functions';
import { ORDER_ID_REFUSED, type BookingRequest } from '@/domain/booking-request';
import type { StoredBooking } from '@/domain/booking';
import type { CreatedBooking } from '@/domain/booking-status';
import { hasCode, isOffline } from '@/lib/firebase/callable-errors';
import { functions } from '@/lib/firebase/functions';

/** The stored booking and the token of its live status (absent from an older deployed function). */
export type SavedBooking = StoredBooking & Partial<Pick<CreatedBooking, 'statusToken'>>;

export type SaveBookingResult =
  | { status: 'saved'; booking: SavedBooking }
  /** No network: nothing changed, the visitor can try again later. */
  | { status: 'offline' }
  /** This client made its share of bookings for the hour (server-side limit). */
  | { status: 'rateLimited' }
  /** The tour's departure has fewer seats left than the booking asks for. */
  | { status: 'soldOut' }
  | { status: 'failed' };

// Past this the tourist is better told to retry than left waiting on a spinner.
const CALL_TIMEOUT_MS = 30_000;

const callCreateBooking = httpsCallable<BookingRequest, SavedBooking>(functions, 'createBooking', {
  timeout: CALL_TIMEOUT_MS,
  // The function consumes each App Check token: a fresh one per call, none to replay.
  limitedUseAppCheckTokens: true,
});

/** The server's answer to an order id it will not take; ours are well-formed, so it is taken. */
function isOrderIdRefused(error: unknown): boolean {
  return (
    hasCode(error, 'invalid-argument') &&
    (error as FunctionsError).details instanceof Object &&
    ((error as FunctionsError).details as { reason?: unknown }).reason ===
      ORDER_ID_REFUSED.details.reason
  );
}

async function send(request: BookingRequest, drawOrderId: () => string): Promise<SavedBooking> {
  try {
    return (await callCreateBooking(request)).data;
  } catch (error) {
    if (!isOrderIdRefused(error)) throw error;
    // Another booking holds this id (rare with 36^8 ids): take a fresh one and retry once.
    return (await callCreateBooking({ ...request, orderId: drawOrderId() })).data;
  }
}

/** `drawOrderId` gives a fresh order id (and keeps it in the cart) when the current one is taken. */
export async function createBooking(
  request: BookingRequest,
  drawOrderId: () => string,
): Promise<SaveBookingResult> {
  try {
    return { status: 'saved', booking: await send(request, drawOrderId) };
  } catch (error) {
    if (isOffline(error)) return { status: 'offline' };
    if (hasCode(error, 'resource-exhausted')) return { status: 'rateLimited' };
    if (
      hasCode(error, 'failed-precondition') &&
      (error as FunctionsError).details instanceof Object &&
      ((error as FunctionsError).details as { reason?: unknown }).reason === 'sold-out'
    ) {
      return { status: 'soldOut' };
    }
    console.error('The booking could not be saved', error);
    return { status: 'failed' };
  }
}
