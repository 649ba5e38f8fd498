// Route card rules: an inline price saves as a decimal (0 when unparseable), and the spec's defaults for a new route.
import { ROUTE_LIMITS, type RouteFields } from '@/domain/pricing-route';

/** '45.5' → 45.5, '45,5' → 45.5 (a Spanish keyboard's comma), anything unparseable → 0. */
export function parseRoutePrice(text: string): number {
  const value = Number.parseFloat(text.trim().replace(',', '.'));
  return Number.isFinite(value) ? value : 0;
}

/** Why a typed route price cannot be saved, or null (unparseable text saves as 0, per the spec). */
export function routePriceProblem(text: string): 'negative' | 'too_large' | null {
  const value = parseRoutePrice(text);
  if (value < 0) return 'negative';
  return value > ROUTE_LIMITS.price ? 'too_large' : null;
}

/** Why a typed place name cannot be saved, or null. */
export function routePlaceProblem(text: string): 'required' | 'too_long' | null {
  if (text.trim() === '') return 'required';
  return text.trim().length > ROUTE_LIMITS.place ? 'too_long' : null;
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
