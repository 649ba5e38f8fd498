// Live read of one catalog collection through reactfire, typed by a converter, errors logged only.
import {
  collection,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { useEffect, useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';

export interface CatalogRead<T> {
  status: 'loading' | 'error' | 'success';
  data: T[];
}

export function readOnlyConverter<T>(
  toValue: (id: string, raw: DocumentData) => T,
): FirestoreDataConverter<T> {
  return {
    toFirestore: () => {
      throw new Error('Catalog reads are read-only; write through the admin API.');
    },
    fromFirestore: (snapshot: QueryDocumentSnapshot) => toValue(snapshot.id, snapshot.data()),
  };
}

const EMPTY: never[] = [];

export function useCatalogCollection<T>(name: string, converter: FirestoreDataConverter<T>): CatalogRead<T> {
  const firestore = useFirestore();
  const query = useMemo(() => collection(firestore, name).withConverter(converter), [firestore, name, converter]);
  const { status, data, error } = useFirestoreCollectionData(query);
  useEffect(() => {
    // The spec: a failed catalog load is logged, loading ends, and the visitor sees no error.
    if (error) console.error(`Could not load ${name}`, error);
  }, [error, name]);
  return { status, data: (data as T[] | undefined) ?? EMPTY };
}
