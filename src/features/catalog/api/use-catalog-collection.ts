// Live read of one catalog collection. A page paints first from the catalog snapshot
// (/catalog.json, one request started by index.html); the site's Firestore (a worker of its own,
// src/lib/firebase/public-firestore.worker.ts) starts once the page has settled, keeps the offline
// cache and takes over with live values. Without a snapshot (offline, dev server) Firestore is asked
// at once. Errors are logged only.
import { startTransition, use, useEffect, useState } from 'react';
import {
  sameJsonText,
  type CatalogCollection,
  type CatalogSnapshot,
  type CatalogValues,
} from '@/domain/catalog-snapshot';
import { afterPageLoad } from '@/lib/idle';
import {
  RenderedSnapshotContext,
  catalogSnapshotNow,
  loadCatalogSnapshot,
} from './catalog-snapshot';

export interface CatalogRead<T> {
  status: 'loading' | 'error' | 'success';
  data: T[];
  /** True while the data comes from the device's cache because the server cannot be reached. */
  fromCache: boolean;
}

type Listener = typeof import('./catalog-listener');
let listener: Promise<Listener> | undefined;

/** One load shared by every collection read (the listener's chunk is small: Firestore is the worker's). */
function loadListener(): Promise<Listener> {
  listener ??= import('./catalog-listener').catch((error: unknown) => {
    // A failed download is tried again by the next read, not remembered.
    listener = undefined;
    throw error;
  });
  return listener;
}

/** Once Firestore is loaded its cache is current: later mounts read it rather than the snapshot. */
let firestoreLoaded = false;

const EMPTY: never[] = [];
const LOADING = { status: 'loading', data: EMPTY, fromCache: false } as const;

/** The collection as the snapshot has it (fresh from the server, so not from the cache). */
function snapshotRead<T>(docs: T[]): CatalogRead<T> {
  return { status: 'success', data: docs, fromCache: false };
}

/**
 * What the first render shows: the snapshot the render was handed, or the page's if it has come,
 * unless Firestore has taken over.
 */
function initialRead<Name extends CatalogCollection>(
  name: Name,
  rendered: CatalogSnapshot | null,
): CatalogRead<CatalogValues[Name]> | null {
  const docs = firestoreLoaded ? undefined : (rendered ?? catalogSnapshotNow())?.[name];
  return docs ? snapshotRead(docs as CatalogValues[Name][]) : null;
}

export function useCatalogCollection<Name extends CatalogCollection>(
  name: Name,
): CatalogRead<CatalogValues[Name]> {
  type T = CatalogValues[Name];
  const rendered = use(RenderedSnapshotContext);
  const [initial] = useState(() => initialRead(name, rendered));
  const [read, setRead] = useState<CatalogRead<T>>(initial ?? LOADING);
  useEffect(() => {
    let stopped = false;
    let unsubscribe: (() => void) | undefined;
    let showingSnapshot = initial !== null;
    let serverSeen = false;
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
          (docs, fromCache) => {
            serverSeen ||= !fromCache;
            // The snapshot shown came from the server moments ago; the device's cache may be older
            // (or empty) until Firestore has heard from the server: only its offline flag counts.
            const keepShown = showingSnapshot && !serverSeen;
            // A catalog update re-renders whole grids: a transition, so typing and taps stay smooth.
            startTransition(() =>
              setRead((current) => {
                // Firestore's first answer from the server usually says what the snapshot on screen
                // says: the page is not drawn again for it (a phone spent some 100 ms on that).
                const data = keepShown || sameJsonText(docs, current.data) ? current.data : docs;
                const unchanged =
                  current.status === 'success' &&
                  current.fromCache === fromCache &&
                  data === current.data;
                return unchanged ? current : { status: 'success', data, fromCache };
              }),
            );
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
