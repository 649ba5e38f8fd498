// The transfer quote form: when it is complete, the flight it asks for, and the cart transfer it quotes.
import { transferLine } from './booking-lines';
import { isIsoDate, isPastDate, todayAtDestination } from './calendar-date';
import type { CartTransfer } from './cart';
import {
  flightNumberProblem,
  isClockTime,
  normalizeFlightNumber,
  touchesAirport,
  type FlightNumberProblem,
} from './flight-number';
import { isPassengerGroup } from './passenger-groups';
import { isPickupSlot } from './pickup-slots';
import { findRoute } from './transfer-routes';
import { isTransferType, type PricingRoute } from './pricing-route';

export { isPastDate } from './calendar-date';

/** Field values as the form holds them; '' means not chosen yet. */
export interface QuoteForm {
  type: string;
  origin: string;
  destination: string;
  date: string;
  time: string;
  passengerGroup: string;
  /** Asked for, and required, only when the route touches the airport. */
  flightNumber: string;
  /** 'HH:mm' or '': optional. */
  arrivalTime: string;
}

export type QuoteError =
  | 'incomplete'
  | 'invalid_date'
  | 'route_unavailable'
  | 'flight_required'
  | 'flight_format'
  | 'arrival_format';

export type QuoteResult = { ok: true; transfer: CartTransfer } | { ok: false; error: QuoteError };

export const emptyQuoteForm: Readonly<QuoteForm> = Object.freeze({
  type: '',
  origin: '',
  destination: '',
  date: '',
  time: '',
  passengerGroup: '',
  flightNumber: '',
  arrivalTime: '',
});

/** The fields every quote needs; the flight fields depend on the route. */
const REQUIRED_FIELDS = [
  'type',
  'origin',
  'destination',
  'date',
  'time',
  'passengerGroup',
] as const;

export function isQuoteComplete(form: QuoteForm): boolean {
  return REQUIRED_FIELDS.every((field) => form[field].trim() !== '');
}

/** True when the chosen type and places meet or drop off a flight, so the form asks for it. */
export function quoteNeedsFlight(form: QuoteForm): boolean {
  return touchesAirport(form.type, form.origin, form.destination);
}

export interface FlightProblems {
  flightNumber: FlightNumberProblem | null;
  arrivalTime: 'format' | null;
}

/** What is wrong with the flight fields; nothing when the route does not touch the airport. */
export function flightProblems(form: QuoteForm): FlightProblems {
  if (!quoteNeedsFlight(form)) return { flightNumber: null, arrivalTime: null };
  const arrival = form.arrivalTime.trim();
  return {
    flightNumber: flightNumberProblem(form.flightNumber),
    arrivalTime: arrival === '' || isClockTime(arrival) ? null : 'format',
  };
}

const FLIGHT_ERRORS = { required: 'flight_required', format: 'flight_format' } as const;

/**
 * Quotes the form against the pricing routes. Fields that come from fixed lists (type,
 * time, passenger group) count as not filled when they hold anything else; a date that
 * is malformed or before today at the destination is 'invalid_date'. A route that touches the
 * airport needs a flight number; the flight fields are dropped for any other route.
 */
export function quoteTransfer(
  routes: readonly PricingRoute[],
  form: QuoteForm,
  today: string = todayAtDestination(),
): QuoteResult {
  const { type, origin, destination, date, time, passengerGroup } = form;
  if (
    !isQuoteComplete(form) ||
    !isTransferType(type) ||
    !isPickupSlot(time) ||
    !isPassengerGroup(passengerGroup)
  ) {
    return { ok: false, error: 'incomplete' };
  }
  if (!isIsoDate(date) || isPastDate(date, today)) return { ok: false, error: 'invalid_date' };
  const route = findRoute(routes, type, origin, destination);
  const flight = quoteNeedsFlight(form)
    ? {
        flightNumber: normalizeFlightNumber(form.flightNumber) ?? undefined,
        arrivalTime: form.arrivalTime.trim() || undefined,
      }
    : {};
  const line = route && transferLine(route, { passengerGroup, date, time, ...flight });
  if (!line) return { ok: false, error: 'route_unavailable' };
  const problems = flightProblems(form);
  if (problems.flightNumber) return { ok: false, error: FLIGHT_ERRORS[problems.flightNumber] };
  if (problems.arrivalTime) return { ok: false, error: 'arrival_format' };
  const { type: transferType, ...rest } = line;
  return { ok: true, transfer: { ...rest, transferType } };
}
