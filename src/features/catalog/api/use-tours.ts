// Live list of tours from Firestore (from the offline cache when there is no network).
import { readTour } from '@/domain/tour';
import { readOnlyConverter, useCatalogCollection } from './use-catalog-collection';

const tourConverter = readOnlyConverter((id, raw) => readTour(id, raw).value);

export function useTours() {
  return useCatalogCollection('tours', tourConverter);
}
