// The transfer quote form: when it is complete, and the cart transfer it quotes.
import { transferLine } from './booking-lines';
import { isIsoDate, isPastDate, todayAtDestination } from './calendar-date';
import type { CartTransfer } from './cart';
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
}

export type QuoteError = 'incomplete' | 'invalid_date' | 'route_unavailable';

export type QuoteResult = { ok: true; transfer: CartTransfer } | { ok: false; error: QuoteError };

export const emptyQuoteForm: Readonly<QuoteForm> = Object.freeze({
  type: '',
  origin: '',
  destination: '',
  date: '',
  time: '',
  passengerGroup: '',
});

export function isQuoteComplete(form: QuoteForm): boolean {
  return Object.values(form).every((value) => value.trim() !== '');
}

/**
 * Quotes the form against the pricing routes. Fields that come from fixed lists (type,
 * time, passenger group) count as not filled when they hold anything else; a date that
 * is malformed or before today at the destination is 'invalid_date'.
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
  const line = route && transferLine(route, { passengerGroup, date, time });
  if (!line) return { ok: false, error: 'route_unavailable' };
  const { type: transferType, ...rest } = line;
  return { ok: true, transfer: { ...rest, transferType } };
}
