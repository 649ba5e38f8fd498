// Live read of one catalog collection (onSnapshot), typed by a converter; errors are logged only.
import {
  collection,
  onSnapshot,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { firestore } from '@/lib/firebase/app';

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

const EMPTY: never[] = [];
const LOADING = { status: 'loading', data: EMPTY, fromCache: false } as const;

export function useCatalogCollection<T>(
  name: string,
  converter: FirestoreDataConverter<T>,
): CatalogRead<T> {
  const [read, setRead] = useState<CatalogRead<T>>(LOADING);
  useEffect(() => {
    const query = collection(firestore, name).withConverter(converter);
    // Metadata changes too: the page learns when it switches between cache and server.
    return onSnapshot(
      query,
      { includeMetadataChanges: true },
      (snapshot) =>
        setRead({
          status: 'success',
          data: snapshot.docs.map((doc) => doc.data()),
          fromCache: snapshot.metadata.fromCache,
        }),
      (error) => {
        // The spec: a failed catalog load is logged, loading ends, and the visitor sees no error.
        console.error(`Could not load ${name}`, error);
        setRead((current) => ({ ...current, status: 'error' }));
      },
    );
  }, [name, converter]);
  return read;
}
