// Airport transfers and their flight: which routes touch an airport, and how a flight number and an arrival time are read, checked and written.
import { CLOCK_TIME_PATTERN } from './calendar-date';
import type { TransferFlight } from './flight-number-schema';

export type { TransferFlight };

/**
 * Routes carry no airport flag: a place is an airport when its name says so in Spanish or
 * English, or holds Punta Cana's code (the seed writes 'Aeropuerto de Punta Cana (PUJ)').
 */
const AIRPORT_PLACE = /\baeropuerto\b|\bairport\b|\bPUJ\b/i;

/**
 * True when the driver meets or drops off a flight: every 'Aeropuerto' route, and any other whose
 * origin or destination names an airport (an Airbnb route to the airport, say).
 */
export function touchesAirport(type: string, ...places: string[]): boolean {
  return type === 'Aeropuerto' || places.some((place) => AIRPORT_PLACE.test(place));
}

/**
 * An IATA airline designator (two letters or digits, not both digits), then 1 to 4 digits and
 * an optional one-letter suffix; spaces or a hyphen may separate designator and number.
 */
const FLIGHT_NUMBER = /^([A-Z0-9]{2})[\s-]*(\d{1,4})([A-Z]?)$/;

/** 'aa1234' → 'AA 1234', 'B6-1234' → 'B6 1234'; null when it is not a flight number. */
export function normalizeFlightNumber(input: string): string | null {
  const match = FLIGHT_NUMBER.exec(input.trim().toUpperCase());
  if (!match) return null;
  const [, airline = '', number = '', suffix = ''] = match;
  if (/^\d\d$/.test(airline)) return null;
  return `${airline} ${number}${suffix}`;
}

export type FlightNumberProblem = 'required' | 'format';

/** Why a flight number typed in a form cannot be used, or null when it can. */
export function flightNumberProblem(input: string): FlightNumberProblem | null {
  if (input.trim() === '') return 'required';
  return normalizeFlightNumber(input) === null ? 'format' : null;
}

export const FLIGHT_NUMBER_MESSAGE =
  'Must be an airline code and 1 to 4 digits, like AA 1234 or B6 1234';

/** 'HH:mm', 00:00 to 23:59: when the flight lands (any minute, unlike the pickup slots). */
export function isClockTime(value: string): boolean {
  return CLOCK_TIME_PATTERN.test(value);
}

/** The flight fields worth keeping: absent ones are left out, never stored as undefined. */
export function flightFields({ flightNumber, arrivalTime }: TransferFlight): TransferFlight {
  return { ...(flightNumber && { flightNumber }), ...(arrivalTime && { arrivalTime }) };
}
