// The Firestore side of the catalog read, in its own chunk: the SDK (about 180 KB gzip) loads
// after the page's first render instead of before it, and takes over the catalog when it arrives.
import {
  collection,
  onSnapshot,
  type FirestoreDataConverter,
  type FirestoreError,
  type QuerySnapshot,
  type Unsubscribe,
} from 'firebase/firestore';
import { firestore } from '@/lib/firebase/app';

/** Live snapshots of one collection, metadata changes included (cache ↔ server switches). */
export function listenToCollection<T>(
  name: string,
  converter: FirestoreDataConverter<T>,
  onNext: (snapshot: QuerySnapshot<T>) => void,
  onError: (error: FirestoreError) => void,
): Unsubscribe {
  const query = collection(firestore, name).withConverter(converter);
  return onSnapshot(query, { includeMetadataChanges: true }, onNext, onError);
}
