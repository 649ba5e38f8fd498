// The public mirror of a booking's status, bookingStatus/{statusToken}: its unguessable key and its two fields.
import { z } from './zod';
import { BOOKING_STATUSES, type StoredBooking } from './booking';
import { millisSchema } from './document-fields';

/** 16 random bytes in base64url (22 characters) as createBooking draws them; longer ones pass too. */
export const STATUS_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;
export const statusTokenSchema = z.string().check(z.regex(STATUS_TOKEN_PATTERN));

/** All the mirror holds: no names, contact or amounts, since anyone holding the token reads it. */
export const bookingStatusMirrorSchema = z.object({
  status: z.enum(BOOKING_STATUSES),
  /** Epoch milliseconds here; a Timestamp in Firestore. */
  updatedAt: millisSchema,
});
export type BookingStatusMirror = z.infer<typeof bookingStatusMirrorSchema>;

/** A booking's token as stored; bookings made before tokens existed (or a mangled one) have none. */
export function readStatusToken(raw: unknown): string | null {
  const parsed = statusTokenSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** The mirror document's fields, or null when it is missing or malformed (then nothing changes). */
export function readBookingStatusMirror(raw: unknown): BookingStatusMirror | null {
  const parsed = bookingStatusMirrorSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** What createBooking answers: the stored booking and the token of its live status. */
export type CreatedBooking = StoredBooking & { statusToken: string | null };
