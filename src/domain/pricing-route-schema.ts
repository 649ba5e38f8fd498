// The transfer route document's one schema (pricing/{id}), the type derived from it, and how a
// stored one is read. Apart from pricing-route.ts, whose types and bounds pages use as they render.
import { z } from './zod';
import { readDocumentFields, type ReadDocument } from './document-fields';
import { PASSENGER_GROUP_IDS, type PassengerGroup } from './passenger-groups';
import {
  EMPTY_ROUTE_FIELDS,
  ROUTE_LIMITS,
  TRANSFER_TYPES,
  type PricingRoute,
} from './pricing-route';

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

export function readPricingRoute(id: string, raw: unknown): ReadDocument<PricingRoute> {
  const { value, badFields } = readDocumentFields('pricing', id, raw, routeFieldsSchema.shape, {
    ...EMPTY_ROUTE_FIELDS,
  });
  return { value: { ...value, id }, badFields };
}
