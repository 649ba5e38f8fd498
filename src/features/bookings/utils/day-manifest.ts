// The day view's manifest: one day's tour bookings grouped by tour and departure, in the order
// they leave, each departure with its seats sold and its passengers in pickup order.
import type { StoredBooking } from '@/domain/booking';
import { ANY_DEPARTURE } from '@/domain/tour-schedule';
import type { DepartureSeats } from '@/domain/tour-schedule';

export interface DepartureManifest {
  tourId: string;
  title: string;
  /** 'HH:MM', or ANY_DEPARTURE for a tour without set times. */
  departure: string;
  /** Seats sold, from the departure's availability document, or counted from its bookings. */
  sold: number;
  /** Seats of the departure; 'unknown' when no availability document was stored for it. */
  capacity: number | 'unlimited' | 'unknown';
  /** Pickup order; cancelled bookings last. */
  bookings: StoredBooking[];
  /** At the pickup: people checked in, people of confirmed bookings, people marked no-show. */
  attendance: Attendance;
}

export interface Attendance {
  checkedIn: number;
  expected: number;
  noShow: number;
}

/** Who came of whom was expected: the confirmed bookings' people and their check-ins. */
export function attendanceOf(bookings: readonly StoredBooking[]): Attendance {
  const attendance = { checkedIn: 0, expected: 0, noShow: 0 };
  for (const { status, tour, checkIn } of bookings) {
    if (status !== 'confirmed' || !tour) continue;
    const people = tour.adults + tour.children;
    attendance.expected += people;
    if (checkIn?.outcome === 'checkedIn') attendance.checkedIn += checkIn.adults + checkIn.children;
    if (checkIn?.outcome === 'noShow') attendance.noShow += people;
  }
  return attendance;
}

const groupKey = (tourId: string, departure: string) => `${tourId}\n${departure}`;

/** All-day tours first, as a calendar lists all-day events, then by time. */
function compareDepartures(a: string, b: string): number {
  if (a === b) return 0;
  if (a === ANY_DEPARTURE) return -1;
  if (b === ANY_DEPARTURE) return 1;
  return a < b ? -1 : 1;
}

/** Active bookings by pickup place (those without one after them), then cancelled ones. */
function compareByPickup(collator: Intl.Collator) {
  return (a: StoredBooking, b: StoredBooking): number => {
    const cancelled = Number(a.status === 'cancelled') - Number(b.status === 'cancelled');
    if (cancelled !== 0) return cancelled;
    const pickupA = a.tour?.pickup?.trim() ?? '';
    const pickupB = b.tour?.pickup?.trim() ?? '';
    if ((pickupA === '') !== (pickupB === '')) return pickupA === '' ? 1 : -1;
    return (
      collator.compare(pickupA, pickupB) ||
      collator.compare(a.contact.lastName, b.contact.lastName) ||
      collator.compare(a.contact.firstName, b.contact.firstName) ||
      collator.compare(a.orderId, b.orderId)
    );
  };
}

/** Seats the active bookings hold: each participant is one seat, as createBooking counts them. */
function seatsHeld(bookings: readonly StoredBooking[]): number {
  return bookings
    .filter((booking) => booking.status !== 'cancelled')
    .reduce((sum, { tour }) => sum + (tour ? tour.adults + tour.children : 0), 0);
}

/**
 * The departures of a day, each with its manifest. A departure appears when it has bookings or
 * seats sold; the bookings are those of the day (the query asked for tour.date).
 */
export function dayManifest(
  bookings: readonly StoredBooking[],
  seats: readonly DepartureSeats[],
  language: string,
): DepartureManifest[] {
  const groups = new Map<string, Omit<DepartureManifest, 'sold' | 'capacity' | 'attendance'>>();
  const groupOf = (tourId: string, title: string, departure: string) => {
    const key = groupKey(tourId, departure);
    const group = groups.get(key) ?? { tourId, title, departure, bookings: [] };
    groups.set(key, group);
    return group;
  };
  for (const booking of bookings) {
    if (!booking.tour) continue;
    const { tourId, title, departure = ANY_DEPARTURE } = booking.tour;
    groupOf(tourId, title, departure).bookings.push(booking);
  }
  // Seats sold with no booking to show for them: the departure still appears, under the tour's id.
  for (const entry of seats) {
    if (entry.sold > 0) groupOf(entry.tourId, entry.tourId, entry.departure);
  }

  const seatsByKey = new Map(
    seats.map((entry) => [groupKey(entry.tourId, entry.departure), entry]),
  );
  const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
  return [...groups.entries()]
    .map(([key, group]): DepartureManifest => {
      const stored = seatsByKey.get(key);
      return {
        ...group,
        sold: stored ? stored.sold : seatsHeld(group.bookings),
        capacity: stored ? (stored.capacity ?? 'unlimited') : 'unknown',
        bookings: group.bookings.sort(compareByPickup(collator)),
        attendance: attendanceOf(group.bookings),
      };
    })
    .sort(
      (a, b) =>
        compareDepartures(a.departure, b.departure) ||
        collator.compare(a.title, b.title) ||
        collator.compare(a.tourId, b.tourId),
    );
}
