// The schemas of a tour's schedule, of the day a tourist books (date, departure, pickup) and of a
// departure's sold seats, the types derived from them, and how a stored availability document is
// read. Apart from tour-schedule.ts, whose rules pages use as they render.
import { z } from './zod';
import { isoDateSchema, readDocumentFields } from './document-fields';
import {
  DEPARTURE_PATTERN,
  NO_MARKUP_PATTERN,
  PICKUP_MAX_LENGTH,
  SCHEDULE_LIMITS,
  ANY_DEPARTURE,
} from './tour-schedule';

export const tourScheduleSchema = z.object({
  weekdays: z.array(z.int().check(z.minimum(0), z.maximum(6))).check(z.maxLength(7)),
  /** Departure times, sorted; empty means one departure a day with no set time. */
  departures: z
    .array(z.string().check(z.regex(DEPARTURE_PATTERN)))
    .check(z.maxLength(SCHEDULE_LIMITS.departures)),
  /** Seats per departure; null means no limit. */
  seats: z.nullable(z.int().check(z.minimum(1), z.maximum(SCHEDULE_LIMITS.seats))),
  closedDates: z.array(isoDateSchema).check(z.maxLength(SCHEDULE_LIMITS.closedDates)),
  horizonMonths: z.int().check(z.minimum(1), z.maximum(SCHEDULE_LIMITS.horizonMonths)),
});
export type TourSchedule = z.infer<typeof tourScheduleSchema>;

/** A departure time 'HH:MM', or ANY_DEPARTURE for a tour without set times. */
export const departureSchema = z.string().check(
  z.regex(new RegExp(`${DEPARTURE_PATTERN.source}|^${ANY_DEPARTURE}$`), {
    error: `Must be a departure time HH:MM or '${ANY_DEPARTURE}'`,
  }),
);

/** A pickup hotel or place as the booking takes it: plain text, trimmed. */
export const pickupSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: 'Required' }),
    z.maxLength(PICKUP_MAX_LENGTH),
    z.regex(NO_MARKUP_PATTERN, { error: 'Must not contain < or >' }),
  );

/** The day, departure and pickup place a tourist chose for a tour (cart, request, booking). */
export const tourDaySchema = z.object({
  date: isoDateSchema,
  departure: departureSchema,
  pickup: z.string(),
});
export type TourDay = z.infer<typeof tourDaySchema>;

/** availability/{tour}_{date}_{departure}: seats sold on one departure (counts only, public). */
export const departureSeatsSchema = z.object({
  tourId: z.string(),
  date: z.string(),
  departure: z.string(),
  sold: z.int().check(z.nonnegative()),
  /** The tour's seats per departure when last booked; null: no limit. */
  capacity: z.nullable(z.int().check(z.nonnegative())),
});
export type DepartureSeats = z.infer<typeof departureSeatsSchema>;

const NO_SEATS: DepartureSeats = { tourId: '', date: '', departure: '', sold: 0, capacity: null };

/**
 * A stored availability document; a malformed field reads as its default (0 sold, no limit). A
 * departure nobody booked yet has no document (`raw` undefined): nothing sold, nothing to warn of.
 */
export function readDepartureSeats(id: string, raw: unknown): DepartureSeats {
  if (raw === undefined) return { ...NO_SEATS };
  return readDocumentFields('availability', id, raw, departureSeatsSchema.shape, NO_SEATS).value;
}
