// Which bookings the staff list shows: search by order id or customer name, filter by status.
import { paths } from '@/config/paths';
import type { StoredBooking } from '@/domain/booking';
import { BOOKING_STATUSES, type BookingStatus } from '@/domain/booking';

/** Query parameters of the bookings screen, so the dashboard can link to a filtered list or one booking. */
export const BOOKINGS_QUERY = { search: 'q', status: 'status', open: 'open' } as const;

/** The bookings screen with these query parameters: a filtered list, or one booking open. */
export function bookingsLink(params: Record<string, string>): string {
  return `${paths.admin.bookings}?${new URLSearchParams(params).toString()}`;
}

export type StatusFilter = BookingStatus | 'all';

export function toStatusFilter(value: string | null): StatusFilter {
  return (BOOKING_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as BookingStatus)
    : 'all';
}

/** Lower case without accents, so 'jose' finds 'José'. */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

export function matchesSearch(booking: StoredBooking, search: string): boolean {
  const words = folded(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = folded(
    `${booking.orderId} ${booking.contact.firstName} ${booking.contact.lastName}`,
  );
  return words.every((word) => haystack.includes(word));
}

export function filterBookings(
  bookings: readonly StoredBooking[],
  search: string,
  status: StatusFilter,
): StoredBooking[] {
  return bookings.filter(
    (booking) => (status === 'all' || booking.status === status) && matchesSearch(booking, search),
  );
}
