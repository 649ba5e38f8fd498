// Which bookings of a live list are new: the first answer holds those already there when the
// admin app opened; each later answer's unseen bookings are new, and each is new only once.
import type { StoredBooking } from '@/domain/booking';

export type NewBookingsTracker = (bookings: readonly StoredBooking[]) => StoredBooking[];

export function newBookingsTracker(): NewBookingsTracker {
  let seen: Set<string> | null = null;
  return (bookings) => {
    if (!seen) {
      seen = new Set(bookings.map((booking) => booking.orderId));
      return [];
    }
    const known = seen;
    const fresh = bookings.filter((booking) => !known.has(booking.orderId));
    for (const booking of fresh) known.add(booking.orderId);
    return fresh;
  };
}
