// What the public site reads live from Firestore, and what each read answers: the messages between
// a page and the worker that holds the site's Firestore (public-firestore.worker.ts). Plain data
// only, as a message carries it (Timestamps come as epoch milliseconds).
import type { BookingStatusMirror } from '@/domain/booking-status';
import type { CatalogCollection, CatalogValues } from '@/domain/catalog-snapshot';

/** Seats sold per date, then per departure: { '2026-12-05': { '07:30': 12 } }. */
export type SoldSeats = Record<string, Record<string, number>>;

export type LiveQuery =
  /** A whole catalog collection, each document read by the collection's reader. */
  | { kind: 'collection'; name: CatalogCollection }
  /** A tour's sold seats from `fromDate` on (availability documents: counts only). */
  | { kind: 'soldSeats'; tourId: string; fromDate: string }
  /** A booking's public status mirror, bookingStatus/{statusToken}; null while it has none. */
  | { kind: 'bookingStatus'; statusToken: string };

/** What each kind of query answers. */
export type LiveAnswer<Query extends LiveQuery> = Query extends { kind: 'collection' }
  ? CatalogValues[Query['name']][]
  : Query extends { kind: 'soldSeats' }
    ? SoldSeats
    : BookingStatusMirror | null;

export type ToWorker =
  | { type: 'listen'; id: number; query: LiveQuery }
  | { type: 'stop'; id: number }
  /** The page is going away: everything it listens to stops. */
  | { type: 'close' };

export type FromWorker =
  /** `fromCache`: the answer comes from the device's cache, the server not heard from yet. */
  | { type: 'next'; id: number; value: unknown; fromCache: boolean }
  | { type: 'error'; id: number; message: string };
