// Live list of tours (from the offline cache when there is no network).
import { useCatalogCollection } from './use-catalog-collection';

export function useTours() {
  return useCatalogCollection('tours');
}
