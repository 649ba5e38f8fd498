// Live list of transfer routes and their prices.
import { readPricingRoute } from '@/domain/pricing-route';
import { readOnlyConverter, useCatalogCollection } from './use-catalog-collection';

const routeConverter = readOnlyConverter((id, raw) => readPricingRoute(id, raw).value);

export function usePricing() {
  return useCatalogCollection('pricing', routeConverter);
}
