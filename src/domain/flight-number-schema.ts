// The schemas of a transfer's flight (number and arrival time), as the cart, the booking request
// and the stored booking carry it. Apart from flight-number.ts, whose checks forms use as they render.
import { z } from './zod';
import { FLIGHT_NUMBER_MESSAGE, isClockTime, normalizeFlightNumber } from './flight-number';

/** A flight number in any accepted spelling; parses to the normalized one ('AA 1234'). */
export const flightNumberSchema = z.pipe(
  z.string(),
  z.transform((value: string, context) => {
    const normalized = normalizeFlightNumber(value);
    if (normalized === null) {
      context.issues.push({ code: 'custom', message: FLIGHT_NUMBER_MESSAGE, input: value });
      return z.NEVER;
    }
    return normalized;
  }),
);

export const arrivalTimeSchema = z
  .string()
  .check(z.refine(isClockTime, { error: 'Must be a time from 00:00 to 23:59' }));

/**
 * The flight of a transfer, as the cart, the booking request and the stored booking carry it.
 * Optional: only airport transfers have one, and carts and bookings from before it lack it.
 */
export const transferFlightSchema = z.object({
  flightNumber: z.optional(flightNumberSchema),
  arrivalTime: z.optional(arrivalTimeSchema),
});
export type TransferFlight = z.infer<typeof transferFlightSchema>;
