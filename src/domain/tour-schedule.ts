// When a tour runs: its weekdays, departure times, seats per departure, closed dates and how far
// ahead it can be booked. Days are the operator's calendar days in Punta Cana (isoDate strings).
import { CLOCK_TIME_PATTERN } from './calendar-date';

/** Weekdays as Date#getUTCDay numbers them: 0 Sunday … 6 Saturday. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

export const SCHEDULE_LIMITS = {
  departures: 12,
  closedDates: 366,
  seats: 10_000,
  horizonMonths: 24,
} as const;

/** A departure time, 24-hour 'HH:MM'. */
export const DEPARTURE_PATTERN = CLOCK_TIME_PATTERN;

export type { DepartureSeats, TourDay, TourSchedule } from './tour-schedule-schema';
import type { TourSchedule } from './tour-schedule-schema';

/** A tour with no schedule set: every day, one departure, no seat limit, a year ahead. */
export const DEFAULT_SCHEDULE: Readonly<TourSchedule> = Object.freeze({
  weekdays: [...WEEKDAYS],
  departures: [],
  seats: null,
  closedDates: [],
  horizonMonths: 12,
});

/** The departure key of a tour that has no set times. */
export const ANY_DEPARTURE = 'day';

export type DateProblem = 'past' | 'beyond_horizon' | 'closed' | 'not_running';

/** The weekday of a calendar date, the same in every time zone. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

/** `date` plus `months` calendar months, clamped to the month's last day: 2026-01-31 + 1 → 2026-02-28. */
export function addMonths(date: string, months: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The last day that can be booked, `today` being Punta Cana's today. */
export function lastBookableDate(schedule: TourSchedule, today: string): string {
  return addMonths(today, schedule.horizonMonths);
}

/**
 * Why a tour cannot be booked for `date`, or null when it can. Bookings start tomorrow: today's
 * departures are arranged by WhatsApp, not booked online.
 */
export function dateProblem(
  schedule: TourSchedule,
  date: string,
  today: string,
): DateProblem | null {
  // YYYY-MM-DD text order is calendar order.
  if (date <= today) return 'past';
  if (date > lastBookableDate(schedule, today)) return 'beyond_horizon';
  if (schedule.closedDates.includes(date)) return 'closed';
  if (!schedule.weekdays.includes(weekdayOf(date))) return 'not_running';
  return null;
}

/** The departures a visitor picks from; a tour with no set times has one, ANY_DEPARTURE. */
export function departuresOf(schedule: TourSchedule): string[] {
  return schedule.departures.length > 0 ? [...schedule.departures].sort() : [ANY_DEPARTURE];
}

export const PICKUP_MAX_LENGTH = 200;
/** Text without < or >, which a place name never needs and markup always does. */
export const NO_MARKUP_PATTERN = /^[^<>]*$/;

/**
 * Why a typed pickup place cannot be booked, or null when it can: the schema's rules, checked in
 * plain code because the tour page checks as the tourist types ('markup': it holds < or >, or is
 * longer than the field lets anyone type).
 */
export function pickupProblem(text: string): 'required' | 'markup' | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'required';
  const fits = trimmed.length <= PICKUP_MAX_LENGTH && NO_MARKUP_PATTERN.test(trimmed);
  return fits ? null : 'markup';
}

/** Seats left on a departure that has `sold` of `capacity`; null when it has no limit. */
export function seatsLeft(capacity: number | null, sold: number): number | null {
  return capacity === null ? null : Math.max(0, capacity - sold);
}

/** A day is sold out when every departure of it is. `soldByDeparture`: seats sold per departure. */
export function isDaySoldOut(
  schedule: TourSchedule,
  soldByDeparture: Readonly<Record<string, number>> | undefined,
): boolean {
  if (schedule.seats === null) return false;
  return departuresOf(schedule).every(
    (departure) => seatsLeft(schedule.seats, soldByDeparture?.[departure] ?? 0) === 0,
  );
}

/** The availability document of one departure: availability/{tour}_{date}_{departure}. */
export function availabilityId(tourId: string, date: string, departure: string): string {
  return `${tourId}_${date}_${departure.replace(':', '')}`;
}
