// Cascading choices of the transfer quote form, read from the pricing routes.
import type { PricingRoute, TransferType } from './pricing-route';

/** A place's text for ordering: no case, no accents, ñ after n (Spanish alphabetical order). */
function orderKey(place: string): string {
  return place
    .toLowerCase()
    .replace(/ñ/g, 'n\u007f')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/**
 * Spanish alphabetical order, numbers inside names by value ('Hotel 9' before 'Hotel 10'), and the
 * same on the server and in every browser. Not an Intl.Collator: building one costs a phone about
 * 80 ms (its Spanish collation data), and a tour page sorts its pickup suggestions as React takes
 * it over (localeCompare builds the same).
 */
export function comparePlaces(a: string, b: string): number {
  // Split on a captured group: text at even indexes, digits at odd ones.
  const left = orderKey(a).split(/(\d+)/);
  const right = orderKey(b).split(/(\d+)/);
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    const x = left[index]!;
    const y = right[index]!;
    if (x === y) continue;
    if (index % 2 === 1) return Number(x) - Number(y) || x.length - y.length;
    return x < y ? -1 : 1;
  }
  return left.length - right.length || (a < b ? -1 : a > b ? 1 : 0);
}

function uniqueSorted(places: string[]): string[] {
  return [...new Set(places)].sort(comparePlaces);
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

/** Every place the routes name, origins and destinations, each once, sorted: pickup suggestions. */
export function placesOf(routes: readonly PricingRoute[]): string[] {
  return uniqueSorted(routes.flatMap((route) => [route.from, route.to]).filter(Boolean));
}
