// The dashboard's seats chart: per tour, the seats sold over the coming days against the seats its
// schedule offers on them (departures nobody booked have no availability document, so the schedule,
// not the documents, says what was on offer).
import { addDays } from '@/domain/calendar-date';
import type { Tour } from '@/domain/tour';
import { departuresOf, weekdayOf, type DepartureSeats } from '@/domain/tour-schedule';

/** The chart covers today and the 13 days after it. */
export const SEATS_CHART_DAYS = 14;

export interface TourSeats {
  tourId: string;
  title: string;
  sold: number;
  /** Seats offered on the days shown; null when the tour has no seat limit. */
  capacity: number | null;
}

export interface SeatsTotals {
  /** Seats sold on tours with a seat limit, and the seats those tours offer. */
  sold: number;
  capacity: number;
  /** Seats sold on tours without a limit: nothing to set them against. */
  soldWithoutLimit: number;
}

/** `count` calendar days from `first` on, as YYYY-MM-DD. */
export function calendarDays(first: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addDays(first, index));
}

function runsOn(tour: Tour, date: string): boolean {
  const { weekdays, closedDates } = tour.schedule;
  return weekdays.includes(weekdayOf(date)) && !closedDates.includes(date);
}

/**
 * Seats sold and offered per tour from `first` for `count` days, in title order. A tour shows when
 * it runs on one of the days or sold seats on them. A departure that no longer runs (closed or
 * retimed after it sold) still counts, against the capacity it was sold with.
 */
export function seatsPerTour(
  tours: readonly Tour[],
  seats: readonly DepartureSeats[],
  first: string,
  count: number,
  language: string,
): TourSeats[] {
  const days = calendarDays(first, count);
  const last = days[days.length - 1] ?? first;
  const inWindow = seats.filter((entry) => entry.date >= first && entry.date <= last);
  const rows = new Map<string, TourSeats>();

  for (const tour of tours) {
    const departures = departuresOf(tour.schedule);
    const slots = new Set(
      days
        .filter((date) => runsOn(tour, date))
        .flatMap((date) => departures.map((departure) => `${date} ${departure}`)),
    );
    const sold = inWindow.filter((entry) => entry.tourId === tour.id);
    if (slots.size === 0 && !sold.some((entry) => entry.sold > 0)) continue;
    const limit = tour.schedule.seats;
    const unscheduled = sold.filter((entry) => !slots.has(`${entry.date} ${entry.departure}`));
    rows.set(tour.id, {
      tourId: tour.id,
      title: tour.title || tour.id,
      sold: sold.reduce((sum, entry) => sum + entry.sold, 0),
      capacity:
        limit === null
          ? null
          : slots.size * limit +
            unscheduled.reduce((sum, entry) => sum + (entry.capacity ?? entry.sold), 0),
    });
  }

  // Seats of a tour no longer in the catalog still were sold: shown under its id.
  for (const entry of inWindow) {
    if (entry.sold === 0 || tours.some((tour) => tour.id === entry.tourId)) continue;
    const row = rows.get(entry.tourId) ?? {
      tourId: entry.tourId,
      title: entry.tourId,
      sold: 0,
      capacity: 0,
    };
    row.sold += entry.sold;
    row.capacity =
      row.capacity === null || entry.capacity === null ? null : row.capacity + entry.capacity;
    rows.set(entry.tourId, row);
  }

  const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
  return [...rows.values()].sort(
    (a, b) => collator.compare(a.title, b.title) || collator.compare(a.tourId, b.tourId),
  );
}

export function seatsTotals(rows: readonly TourSeats[]): SeatsTotals {
  return rows.reduce<SeatsTotals>(
    (totals, row) =>
      row.capacity === null
        ? { ...totals, soldWithoutLimit: totals.soldWithoutLimit + row.sold }
        : { ...totals, sold: totals.sold + row.sold, capacity: totals.capacity + row.capacity },
    { sold: 0, capacity: 0, soldWithoutLimit: 0 },
  );
}
