// Live list of transfer routes and their prices.
import { useCatalogCollection } from './use-catalog-collection';

export function usePricing() {
  return useCatalogCollection('pricing');
}
