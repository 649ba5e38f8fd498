// Live read of one catalog collection. A page paints first from the catalog snapshot
// (/catalog.json, one request started by index.html); the Firestore SDK (./catalog-listener, its
// own chunk) loads once the page has settled, keeps the offline cache and takes over with live
// snapshots. Without a snapshot (offline, dev server) Firestore is asked at once. Errors are
// logged only.
import { startTransition, useEffect, useState } from 'react';
import { sameAsJson, type CatalogCollection, type CatalogValues } from '@/domain/catalog-snapshot';
import { firestoreInSteps } from '@/lib/firebase/firestore-in-steps';
import { afterPageLoad, inSteps, nextTask } from '@/lib/idle';
import { catalogSnapshotNow, loadCatalogSnapshot } from './catalog-snapshot';

export interface CatalogRead<T> {
  status: 'loading' | 'error' | 'success';
  data: T[];
  /** True while the data comes from the device's cache because the server cannot be reached. */
  fromCache: boolean;
}

type Listener = typeof import('./catalog-listener');
let listener: Promise<Listener> | undefined;

/**
 * One load shared by every collection read (and the admin area, which loads the SDK anyway). Its
 * code is evaluated in steps, each in a task of its own: the validation library and each
 * collection's schemas (building Zod schemas is work: all at once, 85 ms at a phone's CPU), then
 * the Firestore SDK's start (firestoreInSteps), then the listener.
 */
function loadListener(): Promise<Listener> {
  listener ??= (async () => {
    await inSteps([
      () => import('@/domain/document-fields'),
      () => import('@/domain/tour-schedule-schema'),
      () => import('@/domain/tour-schema'),
      () => import('@/domain/pricing-route-schema'),
      () => import('@/domain/site-content-schema'),
      () => import('@/domain/catalog-readers'),
    ]);
    await firestoreInSteps();
    return import('./catalog-listener');
  })().catch((error: unknown) => {
    // A failed download is tried again by the next read, not remembered.
    listener = undefined;
    throw error;
  });
  return listener;
}

/** How long one slice of reading a snapshot's documents may take before the browser gets a turn. */
const READ_SLICE_MS = 8;

/**
 * Reads a snapshot's documents (each checked against its schema: 9 tours took a phone's CPU about
 * 90 ms) a slice at a time, each slice in a task of its own, then hands them all to `done`: at once
 * when they fit in one slice. Stops when `wanted` says the result is no longer wanted.
 */
function readInSlices<T>(
  docs: readonly { data: () => T }[],
  wanted: () => boolean,
  done: (read: T[]) => void,
) {
  const read: T[] = [];
  const slice = () => {
    const started = performance.now();
    while (read.length < docs.length) {
      read.push(docs[read.length]!.data());
      if (read.length < docs.length && performance.now() - started > READ_SLICE_MS) {
        void nextTask().then(() => {
          if (wanted()) slice();
        });
        return;
      }
    }
    done(read);
  };
  slice();
}

/** Once Firestore is loaded its cache is current: later mounts read it rather than the snapshot. */
let firestoreLoaded = false;

const EMPTY: never[] = [];
const LOADING = { status: 'loading', data: EMPTY, fromCache: false } as const;

/** The collection as the snapshot has it (fresh from the server, so not from the cache). */
function snapshotRead<T>(docs: T[]): CatalogRead<T> {
  return { status: 'success', data: docs, fromCache: false };
}

/** What the first render shows: the snapshot, if it has come and Firestore has not taken over. */
function initialRead<Name extends CatalogCollection>(
  name: Name,
): CatalogRead<CatalogValues[Name]> | null {
  const docs = firestoreLoaded ? undefined : catalogSnapshotNow()?.[name];
  return docs ? snapshotRead(docs as CatalogValues[Name][]) : null;
}

export function useCatalogCollection<Name extends CatalogCollection>(
  name: Name,
): CatalogRead<CatalogValues[Name]> {
  type T = CatalogValues[Name];
  const [initial] = useState(() => initialRead(name));
  const [read, setRead] = useState<CatalogRead<T>>(initial ?? LOADING);
  useEffect(() => {
    let stopped = false;
    let unsubscribe: (() => void) | undefined;
    let showingSnapshot = initial !== null;
    let serverSeen = false;
    /** Counts Firestore's snapshots: a snapshot still being read is dropped once a newer one comes. */
    let latestReading = 0;
    const fail = (error: unknown) => {
      // The spec: a failed catalog load is logged, loading ends, and the visitor sees no error.
      console.error(`Could not load ${name}`, error);
      setRead((current) => ({ ...current, status: 'error' }));
    };
    const listen = () => {
      if (stopped) return;
      loadListener().then(({ listenToCollection }) => {
        firestoreLoaded = true;
        if (stopped) return;
        unsubscribe = listenToCollection(
          name,
          (snapshot) => {
            const { fromCache } = snapshot.metadata;
            serverSeen ||= !fromCache;
            // The snapshot shown came from the server moments ago; the device's cache may be older
            // (or empty) until Firestore has heard from the server: only its offline flag counts.
            const keepShown = showingSnapshot && !serverSeen;
            const reading = (latestReading += 1);
            const wanted = () => !stopped && reading === latestReading;
            const show = (docs: T[] | null) => {
              if (!wanted()) return;
              // A catalog update re-renders whole grids: a transition, so typing and taps stay
              // smooth.
              startTransition(() =>
                setRead((current) => {
                  // Firestore's first answer from the server usually says what the snapshot on
                  // screen says: the page is not drawn again for it (a phone spent some 100 ms on
                  // that).
                  const data = docs && !sameAsJson(docs, current.data) ? docs : current.data;
                  const unchanged =
                    current.status === 'success' &&
                    current.fromCache === fromCache &&
                    data === current.data;
                  return unchanged ? current : { status: 'success', data, fromCache };
                }),
              );
            };
            if (keepShown) show(null);
            else readInSlices(snapshot.docs, wanted, show);
          },
          fail,
        );
      }, fail);
    };
    if (firestoreLoaded) listen();
    else if (showingSnapshot) void afterPageLoad().then(listen);
    else {
      void loadCatalogSnapshot().then((snapshot) => {
        const docs = snapshot?.[name];
        if (stopped) return;
        if (!docs) {
          listen();
          return;
        }
        showingSnapshot = true;
        startTransition(() => setRead(snapshotRead(docs as T[])));
        void afterPageLoad().then(listen);
      });
    }
    return () => {
      stopped = true;
      unsubscribe?.();
    };
  }, [name, initial]);
  return read;
}
