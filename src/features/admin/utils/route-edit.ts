// Route card rules: an inline price saves as a decimal (0 when unparseable), and the spec's defaults for a new route.
import type { PricingRoute } from '@/domain/types';

export const ROUTE_PRICE_FIELDS = ['price1to2', 'price3to5', 'price5to9'] as const;
export type RoutePriceField = (typeof ROUTE_PRICE_FIELDS)[number];

/** '45.5' → 45.5, '45,5' → 45.5 (a Spanish keyboard's comma), anything unparseable → 0. */
export function parseRoutePrice(text: string): number {
  const value = Number.parseFloat(text.trim().replace(',', '.'));
  return Number.isFinite(value) ? value : 0;
}

export function newRouteFields(): Omit<PricingRoute, 'id'> {
  return {
    type: 'Hotel',
    from: 'Origen (editar)',
    to: 'Destino (editar)',
    price1to2: 30,
    price3to5: 40,
    price5to9: 50,
  };
}
