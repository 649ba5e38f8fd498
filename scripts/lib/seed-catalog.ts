// Loads the one seed source (emulator-data/seed) into Firestore and Storage of a project.
import { randomUUID } from 'node:crypto';
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { App } from 'firebase-admin/app';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { getDownloadURL, getStorage } from 'firebase-admin/storage';
import { z } from 'zod';
import { firstIssueMessage } from '../../src/domain/booking-request';
import { routeFieldsSchema } from '../../src/domain/pricing-route';
import { SITE_CONTENT_KEYS, SITE_IMAGE_KEYS } from '../../src/domain/site-content';
import { tourFieldsSchema } from '../../src/domain/tour';

export const SEED_DIR = path.resolve(import.meta.dirname, '../../emulator-data/seed');

/** catalog.json: the stored shapes of src/domain, with picture file names instead of URLs. */
const seedCatalogSchema = z.strictObject({
  tours: z.array(z.strictObject({ ...tourFieldsSchema.shape, id: z.string().min(1) })),
  pricing: z.array(z.strictObject({ ...routeFieldsSchema.shape, id: z.string().min(1) })),
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

/** Uploads one seed image under images/ and returns its public download URL. */
async function uploadImage(app: App, fileName: string): Promise<string> {
  const file = getStorage(app).bucket().file(`images/seed-${fileName}`);
  await file.save(await readFile(path.join(SEED_DIR, 'images', fileName)), {
    resumable: false,
    contentType: fileName.endsWith('.png') ? 'image/png' : 'image/jpeg',
    metadata: {
      cacheControl: 'public, max-age=3600',
      metadata: { firebaseStorageDownloadTokens: randomUUID() },
    },
  });
  return getDownloadURL(file);
}

export async function seedCatalog(
  app: App,
): Promise<{ tours: number; routes: number; images: number }> {
  const catalog = await readSeedCatalog();
  const urls = new Map<string, string | null>();
  const imageUrl = async (name: string) => {
    if (!urls.has(name)) {
      const exists = await access(path.join(SEED_DIR, 'images', name)).then(
        () => true,
        () => false,
      );
      // A missing picture costs only that picture: the site shows its fallback image instead.
      if (!exists) console.warn(`Seed image ${name} is missing; leaving it out.`);
      urls.set(name, exists ? await uploadImage(app, name) : null);
    }
    return urls.get(name)!;
  };

  const db = getFirestore(app);
  const batch = db.batch();
  for (const { id, image, gallery, ...tour } of catalog.tours) {
    batch.set(db.doc(`tours/${id}`), {
      ...tour,
      image: image ? await imageUrl(image) : null,
      gallery: (await Promise.all(gallery.map(imageUrl))).filter((url) => url !== null),
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
  }
  for (const { id, ...route } of catalog.pricing) batch.set(db.doc(`pricing/${id}`), route);
  for (const [key, value] of Object.entries(catalog.siteContent)) {
    const isImage = (SITE_IMAGE_KEYS as readonly string[]).includes(key);
    const stored = isImage ? await imageUrl(value) : value;
    if (stored !== null) batch.set(db.doc(`siteContent/${key}`), { value: stored });
  }
  await batch.commit();
  const images = [...urls.values()].filter((url) => url !== null).length;
  return { tours: catalog.tours.length, routes: catalog.pricing.length, images };
}
