// The transfer route document (pricing/{id}): transfer types, its one schema, and how a stored one is read.
import { z } from './zod';
import { readDocumentFields, type ReadDocument } from './document-fields';
import { PASSENGER_GROUP_IDS, type PassengerGroup } from './passenger-groups';

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

const groupPrice = z.nullable(z.number().check(z.nonnegative(), z.maximum(ROUTE_LIMITS.price)));
const groupPrices = Object.fromEntries(PASSENGER_GROUP_IDS.map((group) => [group, groupPrice]));

/** Every stored field of a route: its type, the two places, and one price per passenger group. */
export const routeFieldsSchema = z.object({
  type: z.enum(TRANSFER_TYPES),
  from: z.string().check(z.minLength(1), z.maxLength(ROUTE_LIMITS.place)),
  to: z.string().check(z.minLength(1), z.maxLength(ROUTE_LIMITS.place)),
  ...(groupPrices as Record<PassengerGroup, typeof groupPrice>),
});
export type RouteFields = z.infer<typeof routeFieldsSchema>;
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

export function readPricingRoute(id: string, raw: unknown): ReadDocument<PricingRoute> {
  const { value, badFields } = readDocumentFields('pricing', id, raw, routeFieldsSchema.shape, {
    ...EMPTY_ROUTE_FIELDS,
  });
  return { value: { ...value, id }, badFields };
}
