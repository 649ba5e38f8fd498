// The public catalog in one JSON answer (served at /catalog.json by the catalogSnapshot function):
// what a page paints from before the Firestore SDK has loaded. Documents travel already read, by
// the same readers as Firestore's (catalog-readers.ts, on the server), with Timestamps as epoch
// milliseconds: a page paints them as they come, without the schemas in its first download.
import type { PricingRoute } from './pricing-route';
import type { SiteContentEntry } from './site-content';
import type { Tour } from './tour';

/** Where Hosting serves the snapshot (a rewrite to the catalogSnapshot function). */
export const CATALOG_SNAPSHOT_PATH = '/catalog.json';

/** The public collections a page reads, in the snapshot and in Firestore alike. */
export const CATALOG_COLLECTIONS = ['tours', 'pricing', 'siteContent'] as const;
export type CatalogCollection = (typeof CATALOG_COLLECTIONS)[number];

/** What one document of each collection reads as. */
export interface CatalogValues {
  tours: Tour;
  pricing: PricingRoute;
  siteContent: SiteContentEntry;
}

/**
 * Bumped whenever what the snapshot holds changes. A page ignores a snapshot of another version (a
 * cached answer or a page rendered before a deploy) and reads Firestore instead, as when offline.
 */
export const CATALOG_SNAPSHOT_VERSION = 3;

export type CatalogSnapshot = { version: typeof CATALOG_SNAPSHOT_VERSION } & {
  [Name in CatalogCollection]: CatalogValues[Name][];
};

/**
 * True for a snapshot of this version with every collection. Its documents are not checked again:
 * the catalogSnapshot function read each with the collection's reader.
 */
export function isCatalogSnapshot(value: unknown): value is CatalogSnapshot {
  if (!value || typeof value !== 'object') return false;
  const snapshot = value as Record<string, unknown>;
  return (
    snapshot.version === CATALOG_SNAPSHOT_VERSION &&
    CATALOG_COLLECTIONS.every((name) => Array.isArray(snapshot[name]))
  );
}

/** A stored value as JSON: Timestamps (anything with toMillis) become epoch milliseconds. */
export function toJsonValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toJsonValue);
  if (value && typeof value === 'object') {
    const { toMillis } = value as { toMillis?: unknown };
    if (typeof toMillis === 'function') return (toMillis as () => number).call(value);
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toJsonValue(item)]));
  }
  return value;
}

/**
 * True when two read values (plain data: Timestamps already as milliseconds) write the same JSON:
 * what a page shows from the snapshot needs no redraw when Firestore's copy of it says the same.
 * Both come from the same readers, so their fields come in the same order; were they ever not, the
 * page would only be drawn again, never left showing old data. Two JSON.stringify calls: walking
 * the values field by field took /guia's catalog (the guide's texts) 78 ms at a phone's CPU.
 */
export function sameJsonText(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
