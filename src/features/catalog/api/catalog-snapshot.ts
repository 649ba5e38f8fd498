// The catalog as one JSON answer (/catalog.json, the catalogSnapshot function): fetched once per
// page load, started by index.html's preload before any script runs, so the first view paints
// without the Firestore SDK. Anything but a well-formed answer reads as "no snapshot": the page then
// waits for Firestore, as before (offline, on the Vite dev server, a function that failed).
import {
  CATALOG_SNAPSHOT_PATH,
  catalogSnapshotSchema,
  type CatalogSnapshot,
} from '@/domain/catalog-snapshot';

let request: Promise<CatalogSnapshot | null> | undefined;

async function fetchSnapshot(): Promise<CatalogSnapshot | null> {
  try {
    const response = await fetch(CATALOG_SNAPSHOT_PATH);
    if (!response.ok) return null;
    const parsed = catalogSnapshotSchema.safeParse(await response.json());
    if (!parsed.success) console.warn('Malformed catalog snapshot', parsed.error);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The page load's snapshot (one request, shared by every collection). */
export function loadCatalogSnapshot(): Promise<CatalogSnapshot | null> {
  request ??= fetchSnapshot();
  return request;
}

/** For tests: the next load fetches again. */
export function forgetCatalogSnapshot() {
  request = undefined;
}
