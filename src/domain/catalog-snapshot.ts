// The public catalog in one JSON answer (served at /catalog.json by the catalogSnapshot function):
// what a page paints from before the Firestore SDK has loaded. Documents travel raw, as stored,
// with Timestamps as epoch milliseconds, and are read by the same readers as Firestore's.
import { z } from './zod';

/** Where Hosting serves the snapshot (a rewrite to the catalogSnapshot function). */
export const CATALOG_SNAPSHOT_PATH = '/catalog.json';

/** The public collections a page reads, in the snapshot and in Firestore alike. */
export const CATALOG_COLLECTIONS = ['tours', 'pricing', 'siteContent'] as const;
export type CatalogCollection = (typeof CATALOG_COLLECTIONS)[number];

const snapshotDocSchema = z.object({ id: z.string(), data: z.record(z.string(), z.unknown()) });
export type SnapshotDoc = z.infer<typeof snapshotDocSchema>;

export const catalogSnapshotSchema = z.object({
  tours: z.array(snapshotDocSchema),
  pricing: z.array(snapshotDocSchema),
  siteContent: z.array(snapshotDocSchema),
});
export type CatalogSnapshot = z.infer<typeof catalogSnapshotSchema>;

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
