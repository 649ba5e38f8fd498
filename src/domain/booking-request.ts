// Input of the createBooking callable, checked alike by checkout and the function.
import { z } from './zod';
import { isoDateSchema } from './document-fields';
import type { Cart } from './cart';
import type { CheckoutContact } from './contact';
import { flightFields } from './flight-number';
import { transferFlightSchema } from './flight-number-schema';
import { ORDER_ID_PATTERN } from './order-id';
import { PASSENGER_GROUP_IDS } from './passenger-groups';
import { departureSchema, pickupSchema } from './tour-schedule-schema';
import { DEFAULT_MAX_PARTICIPANTS } from './participants';
import { isPickupSlot } from './pickup-slots';
import { PAYMENT_METHODS, type PaymentMethod } from './booking';
import { LANGUAGES, type Language } from './language';

/** A Firestore document id: no '/', not '.' or '..', not the reserved '__…__'. */
const documentIdSchema = z.string().check(
  z.minLength(1),
  z.maxLength(128),
  z.regex(/^[^/]+$/, { error: 'Must not contain /' }),
  z.refine((id) => id !== '.' && id !== '..' && !/^__.*__$/.test(id), {
    error: 'Not a valid id',
  }),
);

const personNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: 'Required' }),
    z.maxLength(80),
    z.regex(/^[^<>]*$/, { error: 'Must not contain < or >' }),
  );

const phoneSchema = z.string().check(
  z.trim(),
  z.minLength(7),
  z.maxLength(25),
  z.regex(/^[0-9 +\-()]+$/, { error: 'Use only digits, spaces and + - ( )' }),
  z.refine((phone) => phone.replace(/\D/g, '').length >= 7, {
    error: 'Must have at least 7 digits',
  }),
);

const contactSchema = z.strictObject({
  firstName: personNameSchema,
  lastName: personNameSchema,
  email: z.pipe(z.string().check(z.trim(), z.maxLength(254)), z.email({ error: 'Invalid email' })),
  phone: phoneSchema,
});

const participantCountSchema = z.int().check(z.minimum(0), z.maximum(DEFAULT_MAX_PARTICIPANTS));

const tourRequestSchema = z.strictObject({
  tourId: documentIdSchema,
  adults: participantCountSchema,
  children: participantCountSchema,
  /** The day and departure booked (checked against the tour's calendar and seats), and the pickup. */
  date: isoDateSchema,
  departure: departureSchema,
  pickup: pickupSchema,
});

const transferRequestSchema = z.strictObject({
  routeId: documentIdSchema,
  passengerGroup: z.enum(PASSENGER_GROUP_IDS),
  date: isoDateSchema,
  time: z.string().check(
    z.refine(isPickupSlot, {
      error: 'Must be a pickup time from 00:00 to 23:30 on the half hour',
    }),
  ),
  /** Required by createBooking when the route touches the airport (it knows the route, this does not). */
  ...transferFlightSchema.shape,
});

export const bookingRequestSchema = z
  .strictObject({
    orderId: z.string().check(z.regex(ORDER_ID_PATTERN, { error: 'Must look like LA-AB12CXYZ' })),
    paymentMethod: z.enum(PAYMENT_METHODS),
    language: z.enum(LANGUAGES),
    contact: contactSchema,
    tour: z.optional(tourRequestSchema),
    transfer: z.optional(transferRequestSchema),
  })
  .check(
    z.refine((request) => request.tour !== undefined || request.transfer !== undefined, {
      error: 'tour or transfer: at least one is required',
    }),
  );

export type BookingRequest = z.infer<typeof bookingRequestSchema>;

/**
 * createBooking's one answer (invalid-argument) to an order id it will not take, malformed or
 * already another booking's: the same for whoever asks, so it is no oracle beyond what a full,
 * counted booking request learns; the client, whose ids are always well-formed, draws a new one.
 */
export const ORDER_ID_REFUSED = {
  message: 'orderId: Cannot be used for a new booking; draw another',
  details: { reason: 'order-id' },
} as const;

/** The first problem as 'contact.email: Invalid email', naming the field when there is one. */
export function firstIssueMessage(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (issue === undefined) return 'Invalid request';
  const path = issue.path.map(String).join('.');
  return path === '' ? issue.message : `${path}: ${issue.message}`;
}

/** What checkout sends for this cart; prices stay out, the function computes them. */
export function bookingRequestFromCart(
  cart: Cart,
  contact: CheckoutContact,
  paymentMethod: PaymentMethod,
  language: Language,
): BookingRequest {
  const { tour, transfer, participants } = cart;
  return {
    orderId: cart.orderId,
    paymentMethod,
    language,
    contact: { ...contact },
    ...(tour && {
      tour: {
        tourId: tour.id,
        adults: participants.adults,
        children: participants.children,
        // A cart without a day (filled before tours had dates) is refused by the schema.
        date: cart.tourDay?.date ?? '',
        departure: cart.tourDay?.departure ?? '',
        pickup: cart.tourDay?.pickup ?? '',
      },
    }),
    ...(transfer && {
      transfer: {
        routeId: transfer.routeId,
        passengerGroup: transfer.passengerGroup,
        date: transfer.date,
        time: transfer.time,
        ...flightFields(transfer),
      },
    }),
  };
}
