// Check-in at the pickup: what is recorded on a booking when staff check its party in or mark a
// no-show, what the checkInBooking callable takes, why it refuses, and the voucher's link.
import { z } from './zod';
import { millisSchema } from './document-fields';
import { ORDER_ID_PATTERN } from './order-id';

export const CHECK_IN_OUTCOMES = ['checkedIn', 'noShow'] as const;
export type CheckInOutcome = (typeof CHECK_IN_OUTCOMES)[number];

/** 32 random bytes in base64url (43 characters), drawn by the functions when a booking is stored. */
export const CHECK_IN_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const checkInKeySchema = z.string().check(z.regex(CHECK_IN_KEY_PATTERN));

const count = z.int().check(z.nonnegative());

/** bookings/{orderId}.checkIn: who came (or that nobody did), when and by whom; set once. */
export const bookingCheckInSchema = z.object({
  outcome: z.enum(CHECK_IN_OUTCOMES),
  adults: count,
  children: count,
  /** A Timestamp in Firestore, epoch milliseconds here. */
  at: millisSchema,
  /** The staff member's uid and e-mail. */
  by: z.string(),
  byEmail: z.string(),
});
export type BookingCheckIn = z.infer<typeof bookingCheckInSchema>;

/** What the checkInBooking callable takes: the voucher's order id and key, and who came. */
export const checkInRequestSchema = z.strictObject({
  orderId: z.string().check(z.regex(ORDER_ID_PATTERN)),
  key: checkInKeySchema,
  outcome: z.enum(CHECK_IN_OUTCOMES),
  adults: z.int().check(z.nonnegative(), z.lte(1000)),
  children: z.int().check(z.nonnegative(), z.lte(1000)),
});
export type CheckInRequest = z.infer<typeof checkInRequestSchema>;

/** Why a check-in is refused; the callable sends it as its error's details, the page says it. */
export const CHECK_IN_REFUSALS = [
  'wrongKey',
  'notConfirmed',
  'wrongDay',
  'alreadyDone',
  'tooMany',
  'nobody',
] as const;
export type CheckInRefusal = (typeof CHECK_IN_REFUSALS)[number];

/**
 * Why this check-in cannot be recorded, or null when it can: the booking must be confirmed, its
 * tour run `today` (Punta Cana), not checked in before, and the party be at most what was booked
 * (at least one person for a check-in; a no-show records nobody).
 */
export function checkInRefusal(
  booking: {
    status: string;
    tour: { date?: string; adults: number; children: number } | null;
    checkIn?: unknown;
  },
  request: Pick<CheckInRequest, 'outcome' | 'adults' | 'children'>,
  today: string,
): CheckInRefusal | null {
  if (booking.checkIn !== undefined && booking.checkIn !== null) return 'alreadyDone';
  if (booking.status !== 'confirmed') return 'notConfirmed';
  if (!booking.tour || booking.tour.date !== today) return 'wrongDay';
  if (request.outcome === 'noShow') {
    return request.adults === 0 && request.children === 0 ? null : 'tooMany';
  }
  if (request.adults > booking.tour.adults || request.children > booking.tour.children) {
    return 'tooMany';
  }
  return request.adults + request.children === 0 ? 'nobody' : null;
}
