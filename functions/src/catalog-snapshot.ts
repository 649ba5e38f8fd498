// The catalogSnapshot HTTP function, served by Hosting at /catalog.json: the public catalog (tours,
// transfer routes, site content) in one read, so a tourist's page paints its first view without
// waiting for the Firestore SDK and its channel; the page's live listeners take over once loaded.
// Each request reads Firestore as it is now. Caching is Hosting's (firebase.json, /catalog.json):
// browsers always ask again and get a 304 while nothing changed; the CDN may keep an answer 10 s,
// so after an admin's save a new visitor may paint the old value that long, until the page's live
// listener brings the new one.
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { readCatalogDocs, type StoredDoc } from '../../src/domain/catalog-readers';
import {
  CATALOG_COLLECTIONS,
  type CatalogCollection,
  type CatalogSnapshot,
} from '../../src/domain/catalog-snapshot';
import { FUNCTIONS_REGION } from './create-booking';

/** Every public catalog document, read by the app's readers, Timestamps as epoch milliseconds. */
export async function readCatalogSnapshot(db: Firestore): Promise<CatalogSnapshot> {
  const collections = await Promise.all(
    CATALOG_COLLECTIONS.map(async (name) => {
      const query = await db.collection(name).get();
      const docs: StoredDoc[] = query.docs.map((doc) => ({ id: doc.id, data: doc.data() }));
      return [name, docs] as const;
    }),
  );
  return readCatalogDocs(Object.fromEntries(collections) as Record<CatalogCollection, StoredDoc[]>);
}

export const catalogSnapshot = onRequest(
  { region: FUNCTIONS_REGION, maxInstances: 10 },
  async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.set('Allow', 'GET, HEAD').status(405).send('Method not allowed');
      return;
    }
    try {
      const snapshot = await readCatalogSnapshot(getFirestore());
      response.json(snapshot);
    } catch (error) {
      // The page then reads the catalog through Firestore, as it would offline.
      logger.error('catalogSnapshot failed', error);
      response.set('Cache-Control', 'no-store').status(500).json({ error: 'unavailable' });
    }
  },
);
