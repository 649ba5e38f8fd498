// Live list of transfer routes and their prices.
import { readPricingRoute } from '@/domain/pricing-route';
import { catalogSource, useCatalogCollection } from './use-catalog-collection';

const routes = catalogSource('pricing', (id, raw) => readPricingRoute(id, raw).value);

export function usePricing() {
  return useCatalogCollection(routes);
}
