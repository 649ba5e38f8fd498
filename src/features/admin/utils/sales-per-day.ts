// The dashboard's sales chart: bookings made and revenue per Punta Cana day, every day of the window
// shown (a day with no booking is a 0, not a gap).
import { releasesSeats, type StoredBooking } from '@/domain/booking';
import { addDays, todayAtDestination } from '@/domain/calendar-date';
import { sumPrices } from '@/domain/money';

/** The chart covers today and the 29 days before it. */
export const SALES_CHART_DAYS = 30;

export interface DaySales {
  /** YYYY-MM-DD, the operator's calendar day. */
  date: string;
  /** Every booking made that day, cancelled ones included: what came in. */
  bookings: number;
  /** USD of that day's bookings that were not cancelled or expired (unpaid). */
  revenue: number;
}

/**
 * The `count` days ending with `last`, each with the bookings made on it (by createdAt, read on
 * Punta Cana's clock) and their revenue; bookings outside those days are left out.
 */
export function salesPerDay(
  bookings: readonly StoredBooking[],
  last: string,
  count: number,
): DaySales[] {
  const days = new Map<string, DaySales>();
  for (let index = count - 1; index >= 0; index -= 1) {
    const date = addDays(last, -index);
    days.set(date, { date, bookings: 0, revenue: 0 });
  }
  for (const booking of bookings) {
    const day = days.get(todayAtDestination(new Date(booking.createdAt)));
    if (!day) continue;
    day.bookings += 1;
    if (!releasesSeats(booking.status)) day.revenue = sumPrices(day.revenue, booking.total);
  }
  return [...days.values()];
}

export function salesTotals(days: readonly DaySales[]): { bookings: number; revenue: number } {
  return {
    bookings: days.reduce((sum, day) => sum + day.bookings, 0),
    revenue: sumPrices(...days.map((day) => day.revenue)),
  };
}
