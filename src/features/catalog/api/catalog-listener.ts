// The Firestore side of the catalog read, in its own chunk: the SDK (about 180 KB gzip) loads
// after the page's first render instead of before it, and takes over the catalog when it arrives.
// The collections' readers (and the schemas behind them) come with it: the snapshot the first
// render painted was read on the server.
import {
  collection,
  onSnapshot,
  type FirestoreDataConverter,
  type FirestoreError,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
  type Unsubscribe,
} from 'firebase/firestore';
import { catalogReaders } from '@/domain/catalog-readers';
import type { CatalogCollection, CatalogValues } from '@/domain/catalog-snapshot';
import { firestore } from '@/lib/firebase/app';

function converterFor<Name extends CatalogCollection>(
  name: Name,
): FirestoreDataConverter<CatalogValues[Name]> {
  return {
    toFirestore: () => {
      throw new Error('Catalog reads are read-only; write through the admin API.');
    },
    // A pending server timestamp (an admin save in flight) reads as its local estimate, not null.
    fromFirestore: (snapshot: QueryDocumentSnapshot) =>
      catalogReaders[name](snapshot.id, snapshot.data({ serverTimestamps: 'estimate' })),
  };
}

/** Live snapshots of one collection, read, metadata changes included (cache ↔ server switches). */
export function listenToCollection<Name extends CatalogCollection>(
  name: Name,
  onNext: (snapshot: QuerySnapshot<CatalogValues[Name]>) => void,
  onError: (error: FirestoreError) => void,
): Unsubscribe {
  const query = collection(firestore, name).withConverter(converterFor(name));
  return onSnapshot(query, { includeMetadataChanges: true }, onNext, onError);
}
