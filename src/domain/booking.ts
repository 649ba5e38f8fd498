// The booking document (bookings/{orderId}, written only by createBooking): statuses, payment methods, its one schema.
import { z } from './zod';
import { isoDateSchema } from './document-fields';
import { emptyContact, type CheckoutContact } from './contact';
import { millisSchema, readDocumentFields } from './document-fields';
import { transferFlightSchema } from './flight-number-schema';
import { bookingMessagesSchema } from './booking-messages';
import { bookingCheckInSchema } from './check-in';
import { LANGUAGES } from './language';
import { PASSENGER_GROUP_IDS } from './passenger-groups';
import { TRANSFER_TYPES } from './pricing-route';

export const PAYMENT_METHODS = ['paypal', 'zelle', 'whatsapp'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** `expired`: a pending booking whose hold ended unpaid (booking-hold.ts); only the functions set it. */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled', 'expired'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** What staff move a booking between; `expired` is the expiry function's alone. */
export const STAFF_BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
export type StaffBookingStatus = (typeof STAFF_BOOKING_STATUSES)[number];

/** Statuses whose booking holds no seats (they went back to the departure). */
export function releasesSeats(status: BookingStatus): boolean {
  return status === 'cancelled' || status === 'expired';
}

const amount = z.number().check(z.nonnegative());
const count = z.int().check(z.nonnegative());

export const bookingTourLineSchema = z.object({
  tourId: z.string(),
  title: z.string(),
  adults: count,
  children: count,
  unitPrice: amount,
  childUnitPrice: amount,
  subtotal: amount,
  /** The day, departure and pickup place booked (tours booked before dates existed lack them). */
  date: z.optional(isoDateSchema),
  departure: z.optional(z.string()),
  pickup: z.optional(z.string()),
});
export type BookingTourLine = z.infer<typeof bookingTourLineSchema>;

export const bookingTransferLineSchema = z.object({
  routeId: z.string(),
  type: z.enum(TRANSFER_TYPES),
  origin: z.string(),
  destination: z.string(),
  date: isoDateSchema,
  time: z.string(),
  passengerGroup: z.enum(PASSENGER_GROUP_IDS),
  /** The group's label, e.g. '1-2 Pasajeros'. */
  passengers: z.string(),
  price: amount,
  /** Airport transfers: the flight number ('AA 1234') and the time it lands. */
  ...transferFlightSchema.shape,
});
export type BookingTransferLine = z.infer<typeof bookingTransferLineSchema>;

const storedContactSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
}) satisfies z.ZodMiniType<CheckoutContact>;

/** A stored booking's fields; createdAt is a Timestamp in Firestore, epoch milliseconds here. */
export const storedBookingSchema = z.object({
  orderId: z.string(),
  contact: storedContactSchema,
  tour: z.nullable(bookingTourLineSchema),
  transfer: z.nullable(bookingTransferLineSchema),
  /** USD */
  total: amount,
  paymentMethod: z.enum(PAYMENT_METHODS),
  status: z.enum(BOOKING_STATUSES),
  language: z.enum(LANGUAGES),
  createdAt: z.number(),
  /** A pending booking's seats are kept until then (booking-hold.ts); none where it holds none. */
  holdUntil: z.optional(millisSchema),
  /** Until when "My booking" answers not-found for it: too many wrong contacts tried that day. */
  lookupLockedUntil: z.optional(millisSchema),
  /** The e-mails sent or tried for it, by kind (booking-messages.ts). */
  messages: z.optional(bookingMessagesSchema),
  /** Who came on the day, set once by staff at the pickup (check-in.ts). */
  checkIn: z.optional(bookingCheckInSchema),
});
export type StoredBooking = z.infer<typeof storedBookingSchema>;

const EMPTY_BOOKING: Omit<StoredBooking, 'orderId'> = {
  contact: { ...emptyContact },
  tour: null,
  transfer: null,
  total: 0,
  paymentMethod: 'whatsapp',
  status: 'pending',
  language: 'es',
  createdAt: 0,
};

const { orderId: _orderId, ...storedBookingFields } = storedBookingSchema.shape;

/** A stored booking; one odd field must not hide a customer's booking from staff. */
export function readBooking(orderId: string, raw: unknown): StoredBooking {
  const { value } = readDocumentFields(
    'booking',
    orderId,
    raw,
    { ...storedBookingFields, createdAt: millisSchema },
    EMPTY_BOOKING,
  );
  return { ...value, orderId };
}
