// Test routes: a complete airport route with the given changes.
import type { PricingRoute } from '../domain/pricing-route';

export function makeRoute(id: string, changes: Partial<PricingRoute> = {}): PricingRoute {
  return {
    id,
    type: 'Aeropuerto',
    from: 'Aeropuerto PUJ',
    to: 'Bávaro',
    price1to2: 30,
    price3to5: 40,
    price5to9: 55,
    ...changes,
  };
}
