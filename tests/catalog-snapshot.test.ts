// The catalog snapshot a page paints from, as Hosting serves it (/catalog.json, rewritten to the
// catalogSnapshot function on the emulators): every public document, read by the app's own
// readers, and an admin's save in the very next answer.
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_SNAPSHOT_PATH, catalogSnapshotSchema } from '../src/domain/catalog-snapshot';
import { readPricingRoute } from '../src/domain/pricing-route';
import { readSiteContent } from '../src/domain/site-content';
import { readTour } from '../src/domain/tour';
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
  return { response, snapshot: catalogSnapshotSchema.parse(await response.json()) };
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
    const [tours, routes, content] = await Promise.all(
      ['tours', 'pricing', 'siteContent'].map((name) => db.collection(name).get()),
    );
    expect(snapshot.tours.map((doc) => doc.id).sort()).toEqual(tours!.docs.map((d) => d.id).sort());
    expect(snapshot.pricing.map((doc) => doc.id).sort()).toEqual(
      routes!.docs.map((d) => d.id).sort(),
    );
    expect(snapshot.siteContent.map((doc) => doc.id).sort()).toEqual(
      content!.docs.map((d) => d.id).sort(),
    );

    const tour = snapshot.tours.find((doc) => doc.id === TOUR_ID)!;
    const read = readTour(tour.id, tour.data);
    expect(read.badFields).toEqual([]);
    expect(read.value).toMatchObject({ id: TOUR_ID, price: 50 });
    // Timestamps travel as epoch milliseconds.
    expect(read.value.updatedAt).toBe(Date.UTC(2026, 10, 1));
    for (const route of snapshot.pricing) {
      expect(readPricingRoute(route.id, route.data).badFields).toEqual([]);
    }
    expect(Object.keys(readSiteContent(snapshot.siteContent)).length).toBe(content!.size);
  });

  it('has an admin save in the next answer (browsers revalidate; the CDN keeps a copy 10 s)', async () => {
    await db.doc(`tours/${TOUR_ID}`).update({ price: 75 });
    const { response, snapshot } = await fetchSnapshot();
    const tour = snapshot.tours.find((doc) => doc.id === TOUR_ID)!;
    expect(readTour(tour.id, tour.data).value.price).toBe(75);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('answers only reads', async () => {
    const response = await fetch(SNAPSHOT_URL, { method: 'POST', body: '{}' });
    expect(response.status).toBe(405);
  });
});
