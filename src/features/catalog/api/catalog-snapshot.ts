// The catalog as one JSON answer (/catalog.json, the catalogSnapshot function): fetched once per
// page load, started by index.html's preload before any script runs, so the first view paints
// without the Firestore SDK. Anything but a well-formed answer reads as "no snapshot": the page then
// waits for Firestore, as before (offline, on the Vite dev server, a function that failed).
import { createContext } from 'react';
import {
  CATALOG_SNAPSHOT_PATH,
  isCatalogSnapshot,
  type CatalogSnapshot,
} from '@/domain/catalog-snapshot';

let request: Promise<CatalogSnapshot | null> | undefined;
/** The answer once it has come (null: none to be had); undefined while it has not. */
let arrived: CatalogSnapshot | null | undefined;

async function fetchSnapshot(): Promise<CatalogSnapshot | null> {
  try {
    const response = await fetch(CATALOG_SNAPSHOT_PATH);
    if (!response.ok) return null;
    const snapshot: unknown = await response.json();
    if (isCatalogSnapshot(snapshot)) return snapshot;
    console.warn('Malformed catalog snapshot, or one of another version');
    return null;
  } catch {
    return null;
  }
}

/**
 * The page load's snapshot (one request, shared by every collection). The app starts it with the
 * page's code (preloadRoutes), so it has usually come by the first render.
 */
export function loadCatalogSnapshot(): Promise<CatalogSnapshot | null> {
  request ??= fetchSnapshot().then((snapshot) => (arrived = snapshot));
  return request;
}

/**
 * The snapshot this page was rendered from (embedded in a server-rendered page, or the server's
 * own): the first render paints exactly it, with no request.
 */
export function primeCatalogSnapshot(snapshot: CatalogSnapshot) {
  arrived = snapshot;
  request = Promise.resolve(snapshot);
}

/** The snapshot if it has already come: the first render can paint from it, not a render later. */
export function catalogSnapshotNow(): CatalogSnapshot | null | undefined {
  return arrived;
}

/**
 * The snapshot a render paints from when it is handed one: the server's, per request
 * (src/entry-server.tsx), so renders need no shared state and none waits for another.
 */
export const RenderedSnapshotContext = createContext<CatalogSnapshot | null>(null);
