// Stores bookings/{orderId} once: a repeat of the same request gets the same booking back.
import { createHash } from 'node:crypto';
import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import type { BookingRequest } from '../../src/domain/booking-request';
import type { StoredBooking } from '../../src/domain/booking';
import { holdSettingsOf, holdUntilOf, HOLD_SETTING_KEYS } from '../../src/domain/booking-hold';
import { readStatusToken, type CreatedBooking } from '../../src/domain/booking-status';
import { todayAtDestination } from '../../src/domain/calendar-date';
import { newCheckInKey } from './check-in-key';
import { OrderIdTakenError } from './errors';
import { priceBooking } from './price-booking';
import { countRequest, readRateCounts, usedUp, type RateKey } from './rate-limit';
import { availabilityRef, takeSeats } from './seats';
import { newStatusToken, statusMirrorRef } from './status-mirror';
import { readTour } from '../../src/domain/tour-schema';
import { readDepartureSeats } from '../../src/domain/tour-schedule-schema';
import { readSiteContent } from '../../src/domain/site-content-schema';

/** JSON with object keys sorted, so equal requests always give equal text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, child]) => child !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, child]) => `${JSON.stringify(key)}:${canonicalJson(child)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Identifies the request a booking was made from (stored beside it, never shown). */
export function requestFingerprint(request: BookingRequest): string {
  return createHash('sha256').update(canonicalJson(request)).digest('hex');
}

function fromDocument(data: DocumentData): StoredBooking {
  return {
    orderId: data.orderId,
    contact: data.contact,
    tour: data.tour,
    transfer: data.transfer,
    total: data.total,
    paymentMethod: data.paymentMethod,
    status: data.status,
    language: data.language,
    createdAt: (data.createdAt as Timestamp).toMillis(),
    ...(data.holdUntil instanceof Timestamp && { holdUntil: data.holdUntil.toMillis() }),
  };
}

/** The admin's hold settings (siteContent), the defaults where unset. */
async function readHoldSettings(db: Firestore) {
  const refs = Object.values(HOLD_SETTING_KEYS).map((key) => db.collection('siteContent').doc(key));
  const docs = await db.getAll(...refs);
  return holdSettingsOf(readSiteContent(docs.map((doc) => ({ id: doc.id, data: doc.data() }))));
}

/**
 * `rateKeys`: what this client's bookings are counted against (see rate-limit.ts). The request,
 * the limits, the prices and the seats are checked before whether the order id is free: a taken id
 * is told only to a request that could have been booked, and is counted like one, so probing ids
 * costs what booking does (OrderIdTakenError, after the counters are stored).
 */
export async function saveBooking(
  db: Firestore,
  request: BookingRequest,
  now: Date,
  rateKeys: readonly RateKey[],
): Promise<CreatedBooking> {
  const bookingRef = db.collection('bookings').doc(request.orderId);
  const fingerprint = requestFingerprint(request);
  // Settings, read outside the transaction: they do not race with bookings.
  const holdSettings = await readHoldSettings(db);
  // A transaction, so two identical requests racing each other still create one booking.
  const saved = await db.runTransaction(async (transaction) => {
    const tourRequest = request.tour ?? null;
    const seatsRef = tourRequest && availabilityRef(db, tourRequest);
    // All at once: the transaction holds the contended seats document for as short as it can.
    const [existing, tourSnapshot, routeSnapshot, seatsSnapshot, counts] = await Promise.all([
      transaction.get(bookingRef),
      request.tour && transaction.get(db.collection('tours').doc(request.tour.tourId)),
      request.transfer && transaction.get(db.collection('pricing').doc(request.transfer.routeId)),
      seatsRef && transaction.get(seatsRef),
      readRateCounts(db, transaction, rateKeys, now),
    ]);
    // A repeat of a stored request is free and gets it back: only its sender can write the same
    // request (the fingerprint covers the contact), so this tells a stranger nothing.
    if (existing.exists && existing.get('requestFingerprint') === fingerprint) {
      return {
        ...fromDocument(existing.data()!),
        statusToken: readStatusToken(existing.get('statusToken')),
      };
    }
    const refused = usedUp(counts);
    if (refused) throw refused;
    const today = todayAtDestination(now);
    const priced = priceBooking(
      request,
      { tour: tourSnapshot?.data(), route: routeSnapshot?.data() },
      today,
    );
    // Priced, so the tour exists and its booking fields (the schedule among them) are intact.
    const takeTourSeats =
      tourRequest && seatsRef
        ? takeSeats(
            transaction,
            seatsRef,
            readTour(tourRequest.tourId, tourSnapshot?.data()).value,
            tourRequest,
            readDepartureSeats(seatsRef.id, seatsSnapshot?.data()).sold,
            today,
          )
        : null;
    counts.forEach((count) => countRequest(transaction, count));
    if (existing.exists) return null;
    if (priced.tour && tourRequest) {
      priced.tour = {
        ...priced.tour,
        date: tourRequest.date,
        departure: tourRequest.departure,
        pickup: tourRequest.pickup,
      };
    }
    const createdAt = Timestamp.fromDate(now);
    const holdUntil = holdUntilOf(now, priced.tour, holdSettings);
    const booking: StoredBooking = {
      orderId: request.orderId,
      contact: request.contact,
      ...priced,
      paymentMethod: request.paymentMethod,
      status: 'pending',
      language: request.language,
      createdAt: createdAt.toMillis(),
      ...(holdUntil && { holdUntil: holdUntil.getTime() }),
    };
    // The status's public mirror is born with the booking; booking-status-changed.ts keeps it in step.
    const statusToken = newStatusToken();
    transaction.create(bookingRef, {
      ...booking,
      createdAt,
      ...(holdUntil && { holdUntil: Timestamp.fromDate(holdUntil) }),
      requestFingerprint: fingerprint,
      statusToken,
      // The voucher's secret (check-in-key.ts): only admins and staff read bookings.
      checkInKey: newCheckInKey(),
    });
    transaction.create(statusMirrorRef(db, statusToken), {
      status: booking.status,
      updatedAt: createdAt,
    });
    takeTourSeats?.();
    return { ...booking, statusToken };
  });
  if (saved === null) throw new OrderIdTakenError(request.orderId);
  return saved;
}
