// The public site's Firestore, in a worker of its own: the SDK's evaluation, its IndexedDB cache,
// the server's stream and the reading of each document (a phone's CPU spent 10-100 ms tasks on
// them, on a page the visitor was already using) run off the page's main thread. A page asks for
// live queries (live-queries.ts) and gets plain data back.
//
// One worker for every open tab where the browser has shared workers: one Firestore, one cache,
// one connection to the server. It takes the cache's ownership as it starts (forceOwnership): the
// only other owner can be the instance a reload is leaving, whose lease would otherwise keep the
// cache from the new one for 5 s. Where each tab has a worker of its own (no SharedWorker), the
// first tab owns the cache and the others read with a memory cache (Firestore's own fallback).
import { initializeApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  initializeFirestore,
  onSnapshot,
  persistentLocalCache,
  persistentSingleTabManager,
  query,
  where,
  type Unsubscribe,
} from 'firebase/firestore';
import { emulatorPorts } from '@/config/emulators';
import { env } from '@/config/env';
import { readBookingStatusMirror } from '@/domain/booking-status';
import { catalogReaders } from '@/domain/catalog-readers';
import { toJsonValue } from '@/domain/catalog-snapshot';
import { readDepartureSeats } from '@/domain/tour-schedule-schema';
import type { FromWorker, LiveQuery, SoldSeats, ToWorker } from './live-queries';

/** The worker's side of a page's connection: its port (shared worker) or the worker itself. */
interface Endpoint {
  postMessage(message: FromWorker): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToWorker>) => void): void;
  addEventListener(type: 'close', listener: () => void): void;
  start?(): void;
}

interface WorkerScope {
  onconnect?: ((event: MessageEvent) => void) | null;
}

const scope = globalThis as unknown as WorkerScope & Endpoint;
const shared = 'onconnect' in scope;

// Its own app name, so its cache is a database of its own (the admin area has another).
const firestore = initializeFirestore(initializeApp(env.firebase, 'public-site'), {
  localCache: persistentLocalCache({
    tabManager: persistentSingleTabManager({ forceOwnership: shared }),
  }),
});
if (env.useEmulators) {
  connectFirestoreEmulator(firestore, env.emulatorHost, emulatorPorts.firestore);
}

/** Sends what `read` makes of a snapshot (a document that cannot be read fails the query). */
type Answer = (read: () => unknown, fromCache: boolean) => void;
type Fail = (error: unknown) => void;

/** Starts one live query; its answers are read here, into plain data. */
function listen(live: LiveQuery, answer: Answer, fail: Fail): Unsubscribe {
  switch (live.kind) {
    case 'collection': {
      const read = catalogReaders[live.name];
      // Metadata changes too: the page shows whether it reads the device's cache or the server.
      return onSnapshot(
        collection(firestore, live.name),
        { includeMetadataChanges: true },
        (snapshot) =>
          answer(
            // A pending server timestamp (an admin save in flight) reads as its local estimate.
            () =>
              snapshot.docs.map((stored) =>
                read(stored.id, toJsonValue(stored.data({ serverTimestamps: 'estimate' }))),
              ),
            snapshot.metadata.fromCache,
          ),
        fail,
      );
    }
    case 'soldSeats': {
      // Needs the composite index availability (tourId, date) in firestore.indexes.json.
      const future = query(
        collection(firestore, 'availability'),
        where('tourId', '==', live.tourId),
        where('date', '>=', live.fromDate),
      );
      return onSnapshot(
        future,
        (snapshot) =>
          answer(() => {
            const sold: SoldSeats = {};
            for (const stored of snapshot.docs) {
              const seats = readDepartureSeats(stored.id, stored.data());
              (sold[seats.date] ??= {})[seats.departure] = seats.sold;
            }
            return sold;
          }, snapshot.metadata.fromCache),
        fail,
      );
    }
    case 'bookingStatus':
      return onSnapshot(
        doc(firestore, 'bookingStatus', live.statusToken),
        (snapshot) =>
          answer(
            () => readBookingStatusMirror(toJsonValue(snapshot.data())),
            snapshot.metadata.fromCache,
          ),
        fail,
      );
  }
}

/** Serves one page: its queries stop when it asks, or when it goes away. */
function serve(endpoint: Endpoint) {
  const listening = new Map<number, Unsubscribe>();
  const stop = (id: number) => {
    listening.get(id)?.();
    listening.delete(id);
  };
  const stopAll = () => [...listening.keys()].forEach(stop);
  endpoint.addEventListener('message', ({ data: message }) => {
    if (message.type === 'close') return stopAll();
    if (message.type === 'stop') return stop(message.id);
    const { id } = message;
    const fail = (error: unknown) => {
      stop(id);
      endpoint.postMessage({ type: 'error', id, message: String(error) });
    };
    const answer: Answer = (read, fromCache) => {
      try {
        endpoint.postMessage({ type: 'next', id, value: read(), fromCache });
      } catch (error) {
        fail(error);
      }
    };
    try {
      listening.set(id, listen(message.query, answer, fail));
    } catch (error) {
      fail(error);
    }
  });
  // A closed tab's port says so where the browser supports it; the page also says 'close'.
  endpoint.addEventListener('close', stopAll);
  endpoint.start?.();
}

if (shared) scope.onconnect = (event) => serve(event.ports[0] as unknown as Endpoint);
else serve(scope);
