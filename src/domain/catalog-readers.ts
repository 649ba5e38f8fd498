// How a stored document of each public collection becomes the app's value: used where documents
// are read (the catalogSnapshot function, the site's Firestore worker), never by a page's first
// download, which gets them already read.
import {
  CATALOG_SNAPSHOT_VERSION,
  toJsonValue,
  type CatalogCollection,
  type CatalogSnapshot,
  type CatalogValues,
} from './catalog-snapshot';
import { readPricingRoute } from './pricing-route-schema';
import { readSiteContentEntry } from './site-content-schema';
import { readTour } from './tour-schema';

export const catalogReaders: {
  [Name in CatalogCollection]: (id: string, raw: unknown) => CatalogValues[Name];
} = {
  tours: (id, raw) => readTour(id, raw).value,
  pricing: (id, raw) => readPricingRoute(id, raw).value,
  siteContent: readSiteContentEntry,
};

export interface StoredDoc {
  id: string;
  /** The document's fields as stored (Timestamps included). */
  data: unknown;
}

/** Stored documents of each collection, read, as the snapshot a page paints from. */
export function readCatalogDocs(stored: Record<CatalogCollection, StoredDoc[]>): CatalogSnapshot {
  const read = <Name extends CatalogCollection>(name: Name) =>
    stored[name].map((doc) => catalogReaders[name](doc.id, toJsonValue(doc.data)));
  return {
    version: CATALOG_SNAPSHOT_VERSION,
    tours: read('tours'),
    pricing: read('pricing'),
    siteContent: read('siteContent'),
  };
}
