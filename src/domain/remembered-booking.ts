// The booking this device remembers (the last one made or looked up here), versioned in
// localStorage: it shows at once on "My booking", offline too; unreadable data reads as none, and
// so does a booking a week past its last day (a hotel lobby computer must not keep it for the next
// guest).
import { z } from './zod';
import { bookingLookupSchema, bookingViewSchema, type BookingView } from './booking-lookup';
import { addDays, todayAtDestination } from './calendar-date';

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

/** Days after the booking's last day that the device still keeps it. */
export const REMEMBERED_DAYS_AFTER = 7;

/**
 * The last day (at the destination) the device keeps the entry: a week after the booking's last
 * tour or transfer day; a booking with no day (made before tours had dates) a week after it was
 * last checked.
 */
export function rememberedUntil(entry: RememberedBooking): string {
  const days = [entry.booking.tour?.date, entry.booking.transfer?.date].filter(
    (day): day is string => day !== undefined,
  );
  const lastDay =
    days.length > 0 ? days.sort().at(-1)! : todayAtDestination(new Date(entry.checkedAt));
  return addDays(lastDay, REMEMBERED_DAYS_AFTER);
}

/** Whether the entry is past the day it is kept until, on the device's clock at `now`. */
export function isRememberedBookingOver(entry: RememberedBooking, now: number): boolean {
  return todayAtDestination(new Date(now)) > rememberedUntil(entry);
}

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
