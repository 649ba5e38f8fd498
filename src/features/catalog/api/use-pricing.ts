// Live list of transfer routes and their prices.
import type { PricingRoute } from '@/domain/types';
import { toPricingRoute } from './catalog-schemas';
import { readOnlyConverter, useCatalogCollection } from './use-catalog-collection';

const routeConverter = readOnlyConverter<PricingRoute>(toPricingRoute);

export function usePricing() {
  return useCatalogCollection('pricing', routeConverter);
}
