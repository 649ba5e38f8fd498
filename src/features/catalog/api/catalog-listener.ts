// The live side of the catalog read, in its own small chunk: the site's Firestore runs in a worker
// (src/lib/firebase/public-firestore.worker.ts), which reads each document with its collection's
// reader; this page gets the values, and whether they come from the device's cache.
import type { CatalogCollection, CatalogValues } from '@/domain/catalog-snapshot';
import { listenLive } from '@/lib/firebase/public-firestore';

/** Live values of one collection; `fromCache` switches as the server is heard from or lost. */
export function listenToCollection<Name extends CatalogCollection>(
  name: Name,
  onNext: (docs: CatalogValues[Name][], fromCache: boolean) => void,
  onError: (error: Error) => void,
): () => void {
  return listenLive({ kind: 'collection', name }, onNext, onError);
}
