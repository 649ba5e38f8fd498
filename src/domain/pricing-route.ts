// The transfer route document (pricing/{id}): transfer types, bounds and defaults. Its one schema,
// and how a stored one is read, are in pricing-route-schema.ts.
import type { RouteFields } from './pricing-route-schema';

export type { RouteFields };

export const TRANSFER_TYPES = [
  'Aeropuerto',
  'Hotel',
  'Discoteca',
  'Restaurante',
  'Airbnb',
] as const;
export type TransferType = (typeof TRANSFER_TYPES)[number];

export function isTransferType(value: string): value is TransferType {
  return (TRANSFER_TYPES as readonly string[]).includes(value);
}

/** Bounds of a route's fields (firestore.rules enforces the same figures). */
export const ROUTE_LIMITS = { place: 200, price: 100_000 } as const;

export type PricingRoute = RouteFields & { id: string };

/** What a route reads as when a field is missing or malformed. */
export const EMPTY_ROUTE_FIELDS: Readonly<RouteFields> = Object.freeze({
  type: 'Hotel',
  from: '',
  to: '',
  price1to2: null,
  price3to5: null,
  price5to9: null,
});
