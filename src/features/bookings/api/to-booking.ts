// Turns a raw bookings/{orderId} document into a StoredBooking: bad fields get safe defaults and a warning.
import { z } from 'zod';
import type { StoredBooking } from '@/domain/booking-request';
import { emptyContact } from '@/domain/contact';
import { PASSENGER_GROUP_IDS } from '@/domain/passenger-groups';
import { BOOKING_STATUSES, LANGUAGES, PAYMENT_METHODS, TRANSFER_TYPES } from '@/domain/types';

const amount = z.number().finite();

const tourLineSchema = z.object({
  tourId: z.string(),
  title: z.string(),
  adults: z.int().nonnegative(),
  children: z.int().nonnegative(),
  unitPrice: amount,
  childUnitPrice: amount,
  subtotal: amount,
});

const transferLineSchema = z.object({
  routeId: z.string(),
  type: z.enum(TRANSFER_TYPES),
  origin: z.string(),
  destination: z.string(),
  date: z.string(),
  time: z.string(),
  passengerGroup: z.enum(PASSENGER_GROUP_IDS),
  passengers: z.string(),
  price: amount,
});

/** Firestore Timestamps (anything with toMillis) or plain milliseconds. */
const millis = z
  .custom<{ toMillis: () => number }>(
    (value) => typeof (value as { toMillis?: unknown } | null)?.toMillis === 'function',
  )
  .transform((value) => value.toMillis())
  .or(z.number());

const fields = {
  contact: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  tour: tourLineSchema.nullable(),
  transfer: transferLineSchema.nullable(),
  total: amount,
  paymentMethod: z.enum(PAYMENT_METHODS),
  status: z.enum(BOOKING_STATUSES),
  language: z.enum(LANGUAGES),
  createdAt: millis,
} satisfies Record<Exclude<keyof StoredBooking, 'orderId'>, z.ZodType>;

const defaults: Omit<StoredBooking, 'orderId'> = {
  contact: { ...emptyContact },
  tour: null,
  transfer: null,
  total: 0,
  paymentMethod: 'whatsapp',
  status: 'pending',
  language: 'es',
  createdAt: 0,
};

export function toBooking(orderId: string, raw: unknown): StoredBooking {
  const data = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const booking: Record<string, unknown> = { ...defaults };
  const bad: string[] = [];
  for (const [name, schema] of Object.entries(fields)) {
    const parsed = schema.safeParse(data[name]);
    if (parsed.success) booking[name] = parsed.data;
    else bad.push(name);
  }
  // One odd field must not hide a customer's booking from staff: show it with defaults.
  if (bad.length > 0)
    console.warn(`Malformed booking ${orderId}: using defaults for ${bad.join(', ')}`);
  return { ...(booking as Omit<StoredBooking, 'orderId'>), orderId };
}
