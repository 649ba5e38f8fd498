// Route card rules: an inline price saves as a decimal (0 when unparseable), and the spec's defaults for a new route.
import type { RouteFields } from '@/domain/pricing-route';

/** '45.5' → 45.5, '45,5' → 45.5 (a Spanish keyboard's comma), anything unparseable → 0. */
export function parseRoutePrice(text: string): number {
  const value = Number.parseFloat(text.trim().replace(',', '.'));
  return Number.isFinite(value) ? value : 0;
}

export function newRouteFields(): RouteFields {
  return {
    type: 'Hotel',
    from: 'Origen (editar)',
    to: 'Destino (editar)',
    price1to2: 30,
    price3to5: 40,
    price5to9: 50,
  };
}
