// Live read of one catalog collection (onSnapshot), typed by a converter; errors are logged only.
// The Firestore SDK is imported on demand (./catalog-listener), so it is not part of what a page
// loads before its first render; it keeps its offline cache and live listeners once loaded.
import type {
  DocumentData,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
} from 'firebase/firestore';
import { startTransition, useEffect, useState } from 'react';

export interface CatalogRead<T> {
  status: 'loading' | 'error' | 'success';
  data: T[];
  /** True while the data comes from the device's cache because the server cannot be reached. */
  fromCache: boolean;
}

export function readOnlyConverter<T>(
  toValue: (id: string, raw: DocumentData) => T,
): FirestoreDataConverter<T> {
  return {
    toFirestore: () => {
      throw new Error('Catalog reads are read-only; write through the admin API.');
    },
    // A pending server timestamp (an admin save in flight) reads as its local estimate, not null.
    fromFirestore: (snapshot: QueryDocumentSnapshot) =>
      toValue(snapshot.id, snapshot.data({ serverTimestamps: 'estimate' })),
  };
}

/** One import shared by every collection read (and the admin area, which loads the SDK anyway). */
const loadListener = () => import('./catalog-listener');

const EMPTY: never[] = [];
const LOADING = { status: 'loading', data: EMPTY, fromCache: false } as const;

export function useCatalogCollection<T>(
  name: string,
  converter: FirestoreDataConverter<T>,
): CatalogRead<T> {
  const [read, setRead] = useState<CatalogRead<T>>(LOADING);
  useEffect(() => {
    let stopped = false;
    let unsubscribe: (() => void) | undefined;
    const fail = (error: unknown) => {
      // The spec: a failed catalog load is logged, loading ends, and the visitor sees no error.
      console.error(`Could not load ${name}`, error);
      setRead((current) => ({ ...current, status: 'error' }));
    };
    loadListener().then(({ listenToCollection }) => {
      if (stopped) return;
      unsubscribe = listenToCollection(
        name,
        converter,
        // A catalog update re-renders whole grids: a transition, so typing and taps stay smooth.
        (snapshot) =>
          startTransition(() =>
            setRead({
              status: 'success',
              data: snapshot.docs.map((doc) => doc.data()),
              fromCache: snapshot.metadata.fromCache,
            }),
          ),
        fail,
      );
    }, fail);
    return () => {
      stopped = true;
      unsubscribe?.();
    };
  }, [name, converter]);
  return read;
}
