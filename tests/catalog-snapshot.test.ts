// The catalog snapshot a page paints from, as Hosting serves it (/catalog.json, rewritten to the
// catalogSnapshot function on the emulators): every public document, already read by the app's own
// readers, and an admin's save in the very next answer.
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCatalogDocs } from '../src/domain/catalog-readers';
import { CATALOG_SNAPSHOT_PATH, isCatalogSnapshot } from '../src/domain/catalog-snapshot';
import { makeTour } from '../src/testing/make-tour';
import { adminApp } from '../scripts/lib/admin-app';
import { HOST, PORTS, PROJECT_ID, adminEmulatorEnv } from '../scripts/lib/local-stack';

for (const [name, value] of Object.entries(adminEmulatorEnv)) process.env[name] ??= value;

const SNAPSHOT_URL = `http://${HOST}:${PORTS.hosting}${CATALOG_SNAPSHOT_PATH}`;
const TOUR_ID = `snapshot-${Date.now().toString(36)}`;
let db: Firestore;

async function fetchSnapshot() {
  const response = await fetch(SNAPSHOT_URL);
  expect(response.status).toBe(200);
  const snapshot: unknown = await response.json();
  if (!isCatalogSnapshot(snapshot)) throw new Error(`Not a catalog snapshot: ${String(snapshot)}`);
  return { response, snapshot };
}

beforeAll(async () => {
  db = getFirestore(adminApp(PROJECT_ID));
  const { id: _id, ...tour } = makeTour(TOUR_ID, { price: 50 });
  const at = Timestamp.fromMillis(Date.UTC(2026, 10, 1));
  await db.doc(`tours/${TOUR_ID}`).set({ ...tour, createdAt: at, updatedAt: at });
});

afterAll(async () => {
  await db.doc(`tours/${TOUR_ID}`).delete();
});

describe('the catalog snapshot at /catalog.json', () => {
  it('holds every tour, route and site content entry stored, read as the app reads Firestore', async () => {
    const { snapshot } = await fetchSnapshot();
    const [tours, pricing, siteContent] = await Promise.all(
      (['tours', 'pricing', 'siteContent'] as const).map(async (name) =>
        (await db.collection(name).get()).docs.map((doc) => ({ id: doc.id, data: doc.data() })),
      ),
    );
    // The same documents, read by the same readers, as the app's live listener reads them.
    expect(snapshot).toEqual(
      readCatalogDocs({ tours: tours!, pricing: pricing!, siteContent: siteContent! }),
    );
    const tour = snapshot.tours.find((read) => read.id === TOUR_ID)!;
    expect(tour).toMatchObject({ id: TOUR_ID, price: 50 });
    // Timestamps travel as epoch milliseconds.
    expect(tour.updatedAt).toBe(Date.UTC(2026, 10, 1));
  });

  it('has an admin save in the next answer (browsers revalidate; the CDN keeps a copy 10 s)', async () => {
    await db.doc(`tours/${TOUR_ID}`).update({ price: 75 });
    const { response, snapshot } = await fetchSnapshot();
    expect(snapshot.tours.find((tour) => tour.id === TOUR_ID)?.price).toBe(75);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('answers only reads', async () => {
    const response = await fetch(SNAPSHOT_URL, { method: 'POST', body: '{}' });
    expect(response.status).toBe(405);
  });
});
