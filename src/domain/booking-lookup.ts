// A tourist finding their own booking: the lookup request, how its contact matches the booking's,
// and the part of the booking they are shown.
import { z } from './zod';
import { storedBookingSchema, type StoredBooking } from './booking';
import { statusTokenSchema } from './booking-status';
import { checkInKeySchema } from './check-in';
import { ORDER_ID_PATTERN } from './order-id';

/** The longest e-mail address there is (RFC 5321); a phone is far shorter. */
const MAX_CONTACT_LENGTH = 254;

/** What the lookupBooking callable takes: the order id and the e-mail or phone given at checkout. */
export const bookingLookupSchema = z.strictObject({
  // Typed by hand from a message or a note, so case and stray blanks do not matter.
  orderId: z.string().check(z.trim(), z.toUpperCase(), z.regex(ORDER_ID_PATTERN)),
  contact: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_CONTACT_LENGTH)),
});
export type BookingLookup = z.infer<typeof bookingLookupSchema>;

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** Whether the text is an e-mail or a phone number (at least 7 digits), or neither. */
export function lookupContactKind(text: string): 'email' | 'phone' | null {
  const value = text.trim();
  if (value.length === 0 || value.length > MAX_CONTACT_LENGTH) return null;
  if (value.includes('@')) return z.email().safeParse(value).success ? 'email' : null;
  return /^[0-9 +\-().]+$/.test(value) && digitsOf(value).length >= 7 ? 'phone' : null;
}

/**
 * Whether the given e-mail or phone is the booking's: an e-mail whatever its case and blanks, a
 * phone by its digits alone, so '+1 (809) 555-0199' matches '18095550199'.
 */
export function contactMatches(
  stored: Pick<StoredBooking['contact'], 'email' | 'phone'>,
  given: string,
): boolean {
  switch (lookupContactKind(given)) {
    case 'email':
      return stored.email.trim().toLowerCase() === given.trim().toLowerCase();
    case 'phone':
      return digitsOf(stored.phone) === digitsOf(given);
    default:
      return false;
  }
}

/**
 * A confirmed booking's voucher: the name it is under and the check-in key its QR code carries
 * (check-in-link.ts). Pending and cancelled bookings get none.
 */
export const bookingVoucherSchema = z.object({ name: z.string(), checkInKey: checkInKeySchema });
export type BookingVoucher = z.infer<typeof bookingVoucherSchema>;

/**
 * What the tourist sees of their booking: what was booked, the total, the payment method and the
 * status, with the token of its live status (null for bookings made before tokens existed), and
 * its voucher once confirmed. The contact details stay out: whoever knows the e-mail must not
 * learn the phone, nor the reverse.
 */
export const bookingViewSchema = z.extend(
  z.pick(storedBookingSchema, {
    orderId: true,
    tour: true,
    transfer: true,
    total: true,
    paymentMethod: true,
    status: true,
    createdAt: true,
    holdUntil: true,
  }),
  { statusToken: z.nullable(statusTokenSchema), voucher: z.optional(bookingVoucherSchema) },
);
export type BookingView = z.infer<typeof bookingViewSchema>;

export function toBookingView(
  booking: StoredBooking,
  statusToken: string | null,
  checkInKey?: string,
): BookingView {
  const { orderId, tour, transfer, total, paymentMethod, status, createdAt, holdUntil } = booking;
  return {
    orderId,
    tour,
    transfer,
    total,
    paymentMethod,
    status,
    createdAt,
    ...(holdUntil !== undefined && { holdUntil }),
    statusToken,
    ...(status === 'confirmed' &&
      checkInKey !== undefined && {
        voucher: {
          name: `${booking.contact.firstName} ${booking.contact.lastName}`.trim(),
          checkInKey,
        },
      }),
  };
}
