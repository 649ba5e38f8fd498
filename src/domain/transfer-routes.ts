// Cascading choices of the transfer quote form, read from the pricing routes.
import type { PricingRoute, TransferType } from './pricing-route';

/**
 * Built at the first sort, when a visitor picks a transfer type: a phone takes about 10 ms to build
 * it (its Spanish collation data), too much for the moment the quote form is taken over.
 */
let placeOrder: Intl.Collator | undefined;

function uniqueSorted(places: string[]): string[] {
  placeOrder ??= new Intl.Collator('es', { sensitivity: 'base', numeric: true });
  return [...new Set(places)].sort(placeOrder.compare);
}

/** Origins offered for a transfer type, each once, in Spanish alphabetical order. */
export function originsFor(routes: readonly PricingRoute[], type: TransferType): string[] {
  return uniqueSorted(routes.filter((route) => route.type === type).map((route) => route.from));
}

/** Destinations reachable from an origin for a transfer type, each once, sorted. */
export function destinationsFor(
  routes: readonly PricingRoute[],
  type: TransferType,
  origin: string,
): string[] {
  return uniqueSorted(
    routes.filter((route) => route.type === type && route.from === origin).map((route) => route.to),
  );
}

/** The route for the exact type, origin and destination, if one is priced. */
export function findRoute(
  routes: readonly PricingRoute[],
  type: TransferType,
  from: string,
  to: string,
): PricingRoute | undefined {
  return routes.find((route) => route.type === type && route.from === from && route.to === to);
}
