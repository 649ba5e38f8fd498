// The booking this device remembers (the last one made or looked up here), versioned in
// localStorage: it shows at once on "My booking", offline too; unreadable data reads as none.
import { z } from './zod';
import { bookingLookupSchema, bookingViewSchema, type BookingView } from './booking-lookup';

export const REMEMBERED_BOOKING_KEY = 'puntaCana.myBooking';
/** Bump when the stored shape changes; an older entry is then dropped, not misread. */
export const REMEMBERED_BOOKING_VERSION = 1;

export interface RememberedBooking {
  /** The e-mail or phone that finds the booking again. */
  contact: string;
  booking: BookingView;
  /** Epoch milliseconds of the last answer from the server about this booking. */
  checkedAt: number;
}

const storedSchema = z.object({
  version: z.literal(REMEMBERED_BOOKING_VERSION),
  contact: bookingLookupSchema.shape.contact,
  booking: bookingViewSchema,
  checkedAt: z.number().check(z.nonnegative()),
});

export function serializeRememberedBooking(entry: RememberedBooking): string {
  return JSON.stringify({ version: REMEMBERED_BOOKING_VERSION, ...entry });
}

/** The entry serializeRememberedBooking wrote, or null for none, corrupt JSON or another shape. */
export function parseRememberedBooking(raw: string | null): RememberedBooking | null {
  if (raw === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = storedSchema.safeParse(data);
  if (!parsed.success) return null;
  const { contact, booking, checkedAt } = parsed.data;
  return { contact, booking, checkedAt };
}

/** The entry with the status the server last gave, checked at `checkedAt`. */
export function withStatus(
  entry: RememberedBooking,
  status: BookingView['status'],
  checkedAt: number,
): RememberedBooking {
  return { ...entry, booking: { ...entry.booking, status }, checkedAt };
}
