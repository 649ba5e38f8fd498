// Live list of tours (from the offline cache when there is no network).
import { readTour } from '@/domain/tour';
import { catalogSource, useCatalogCollection } from './use-catalog-collection';

const tours = catalogSource('tours', (id, raw) => readTour(id, raw).value);

export function useTours() {
  return useCatalogCollection(tours);
}
