// Loads the one seed source (emulator-data/seed) into Firestore and Storage of a project: all of it
// into the emulators, only what is missing into a real project (seed-plan.ts decides).
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { App } from 'firebase-admin/app';
import {
  FieldValue,
  getFirestore,
  type DocumentData,
  type DocumentReference,
} from 'firebase-admin/firestore';
import { getDownloadURL, getStorage } from 'firebase-admin/storage';
import { z } from '../../src/domain/zod';
import { firstIssueMessage } from '../../src/domain/booking-request';
import { routeFieldsSchema } from '../../src/domain/pricing-route-schema';
import { SITE_CONTENT_KEYS, SITE_IMAGE_KEYS } from '../../src/domain/site-content';
import { tourFieldsSchema } from '../../src/domain/tour-schema';
import { smallImageUrl } from '../../src/domain/image-variants';
import { PREVIEW_SUFFIX } from '../../src/domain/page-head';
import { todayAtDestination } from '../../src/domain/calendar-date';
import { seedDemoDay } from './seed-demo-day';
import { planSeed, seedTargetKind, type SeedPlan, type SeedTargetKind } from './seed-plan';

export const SEED_DIR = path.resolve(import.meta.dirname, '../../emulator-data/seed');

/** catalog.json: the stored shapes of src/domain, with picture file names instead of URLs. */
const seedCatalogSchema = z.strictObject({
  tours: z.array(
    z.strictObject({ ...tourFieldsSchema.shape, id: z.string().check(z.minLength(1)) }),
  ),
  pricing: z.array(
    z.strictObject({ ...routeFieldsSchema.shape, id: z.string().check(z.minLength(1)) }),
  ),
  siteContent: z.partialRecord(z.enum(SITE_CONTENT_KEYS), z.string()),
});
type SeedCatalog = z.infer<typeof seedCatalogSchema>;

export async function readSeedCatalog(): Promise<SeedCatalog> {
  const raw: unknown = JSON.parse(await readFile(path.join(SEED_DIR, 'catalog.json'), 'utf8'));
  const parsed = seedCatalogSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`emulator-data/seed/catalog.json: ${firstIssueMessage(parsed.error)}`);
  }
  return parsed.data;
}

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

/**
 * Uploads one seed picture under images/ and returns its public download URL. On a real project a
 * picture already there is reused: uploading it again would give it a new token and break the
 * links the project's documents hold to it.
 */
async function uploadFile(app: App, fileName: string, reuse: boolean): Promise<string> {
  const file = getStorage(app).bucket().file(`images/seed-${fileName}`);
  if (reuse && (await file.exists())[0]) {
    const url = await getDownloadURL(file).catch(() => null);
    if (url) return url;
  }
  await file.save(await readFile(path.join(SEED_DIR, 'images', fileName)), {
    resumable: false,
    contentType: CONTENT_TYPES[fileName.slice(fileName.lastIndexOf('.') + 1)] ?? 'image/jpeg',
    metadata: {
      cacheControl: 'public, max-age=3600',
      metadata: { firebaseStorageDownloadTokens: randomUUID() },
    },
  });
  return getDownloadURL(file);
}

/**
 * Uploads a seed photo with its small size, if it has one (src/domain/image-variants.ts), and its
 * link preview (`<base>-og.jpg`, 1200×630, src/domain/page-head.ts), if one was made for it.
 */
async function uploadImage(app: App, fileName: string, reuse: boolean): Promise<string> {
  const small = smallImageUrl(fileName);
  if (small) await uploadFile(app, small, reuse);
  const preview = fileName.replace(/-1600\.webp$/, PREVIEW_SUFFIX);
  if (preview !== fileName && existsSync(path.join(SEED_DIR, 'images', preview))) {
    await uploadFile(app, preview, reuse);
  }
  return uploadFile(app, fileName, reuse);
}

export interface SeedOptions {
  /** Overwrite a real project's documents: only after the confirmation in scripts/seed.ts. */
  force?: boolean;
}

export interface SeedResult {
  kind: SeedTargetKind;
  plan: SeedPlan;
  /** Documents written, and pictures they point at. */
  tours: number;
  routes: number;
  siteContent: number;
  images: number;
  /** The emulators' demo bookings on a nearly full day (seed-demo-day.ts); 0 for a real project. */
  demoBookings: number;
}

/** Ids (and tour slugs) a real project already has; nothing is read from the emulators. */
async function existingDocuments(app: App) {
  const db = getFirestore(app);
  const read = (name: string, ...fields: string[]) =>
    db
      .collection(name)
      .select(...fields)
      .get()
      .then((snapshot) => snapshot.docs);
  const [tours, routes, siteContent] = await Promise.all([
    read('tours', 'slug'),
    read('pricing'),
    read('siteContent'),
  ]);
  return {
    existing: {
      tours: tours.map((doc) => doc.id),
      routes: routes.map((doc) => doc.id),
      siteContent: siteContent.map((doc) => doc.id),
    },
    existingTourSlugs: Object.fromEntries(
      tours.map((doc) => [doc.id, String(doc.get('slug') ?? '')]),
    ),
  };
}

/**
 * Loads the seed into a project. The emulators (a demo- project) get all of it, overwriting; a real
 * project gets only the documents it lacks (created, never overwritten, unless options.force), and
 * never the demo payment details (see seed-plan.ts).
 */
export async function seedCatalog(app: App, options: SeedOptions = {}): Promise<SeedResult> {
  const catalog = await readSeedCatalog();
  const kind = seedTargetKind(app.options.projectId ?? '');
  const current =
    kind === 'real'
      ? await existingDocuments(app)
      : { existing: { tours: [], routes: [], siteContent: [] }, existingTourSlugs: {} };
  const plan = planSeed({
    kind,
    force: options.force === true,
    seed: {
      tours: catalog.tours.map((tour) => tour.id),
      routes: catalog.pricing.map((route) => route.id),
      siteContent: Object.keys(catalog.siteContent),
    },
    seedTourSlugs: Object.fromEntries(catalog.tours.map((tour) => [tour.id, tour.slug])),
    ...current,
  });

  const urls = new Map<string, string | null>();
  const imageUrl = async (name: string) => {
    if (!urls.has(name)) {
      const files = [name, smallImageUrl(name)].filter((file) => file !== null);
      const present = await Promise.all(
        files.map((file) =>
          access(path.join(SEED_DIR, 'images', file)).then(
            () => true,
            () => false,
          ),
        ),
      );
      const exists = present.every(Boolean);
      // A missing picture (or its small size) costs only that picture: the site shows its fallback.
      if (!exists) console.warn(`Seed image ${name} or its small size is missing; leaving it out.`);
      urls.set(name, exists ? await uploadImage(app, name, kind === 'real') : null);
    }
    return urls.get(name)!;
  };

  const db = getFirestore(app);
  const batch = db.batch();
  const put = (ref: DocumentReference, data: DocumentData) =>
    plan.mode === 'overwrite' ? batch.set(ref, data) : batch.create(ref, data);
  const writes = {
    tours: new Set(plan.write.tours),
    routes: new Set(plan.write.routes),
    siteContent: new Set(plan.write.siteContent),
  };
  for (const { id, image, gallery, ...tour } of catalog.tours) {
    if (!writes.tours.has(id)) continue;
    put(db.doc(`tours/${id}`), {
      ...tour,
      image: image ? await imageUrl(image) : null,
      gallery: (await Promise.all(gallery.map(imageUrl))).filter((url) => url !== null),
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
  }
  for (const { id, ...route } of catalog.pricing) {
    if (writes.routes.has(id)) put(db.doc(`pricing/${id}`), route);
  }
  let siteContent = 0;
  for (const [key, value] of Object.entries(catalog.siteContent)) {
    if (!writes.siteContent.has(key)) continue;
    const isImage = (SITE_IMAGE_KEYS as readonly string[]).includes(key);
    const stored = isImage ? await imageUrl(value) : value;
    if (stored !== null) {
      put(db.doc(`siteContent/${key}`), { value: stored });
      siteContent += 1;
    }
  }
  await batch.commit();
  const demoBookings = kind === 'emulators' ? await seedDemoDay(db, todayAtDestination()) : 0;
  const images = [...urls.values()].filter((url) => url !== null).length;
  return {
    kind,
    plan,
    tours: plan.write.tours.length,
    routes: plan.write.routes.length,
    siteContent,
    images,
    demoBookings,
  };
}
