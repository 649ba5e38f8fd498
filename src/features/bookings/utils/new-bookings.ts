// Which bookings of a live list are new. What was there when the admin app opened is the baseline:
// the server's own answer when the app could ask it (`before`), else the listener's first answer.
// Each later booking not in it is new, and new only once.
import type { StoredBooking } from '@/domain/booking';

export type NewBookingsTracker = (
  bookings: readonly StoredBooking[],
  before?: ReadonlySet<string>,
) => StoredBooking[];

export function newBookingsTracker(): NewBookingsTracker {
  let seen: Set<string> | null = null;
  return (bookings, before) => {
    if (!seen) {
      seen = new Set(before ?? bookings.map((booking) => booking.orderId));
      if (!before) return [];
    }
    const known = seen;
    const fresh = bookings.filter((booking) => !known.has(booking.orderId));
    for (const booking of fresh) known.add(booking.orderId);
    return fresh;
  };
}
