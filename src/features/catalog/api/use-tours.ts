// Live list of tours from Firestore (from the offline cache when there is no network).
import type { Tour } from '@/domain/types';
import { toTour } from './catalog-schemas';
import { readOnlyConverter, useCatalogCollection } from './use-catalog-collection';

const tourConverter = readOnlyConverter<Tour>(toTour);

export function useTours() {
  return useCatalogCollection('tours', tourConverter);
}
