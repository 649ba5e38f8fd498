// Admin catalog journeys on a phone: tour price and gallery changes, and new routes, show on the public site at once.
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { getStorage } from 'firebase-admin/storage';
import path from 'node:path';
import { IMAGE_SIZES, smallImageUrl } from '../src/domain/image-variants';
import { db, testApp } from './support/admin-sdk';
import { signInAsAdmin, toast } from './support/admin-panel';
import { expectSavedOnDevice } from './support/device-storage';

const PHONE = { viewport: { width: 360, height: 740 }, locale: 'es-ES' } as const;
const TOUR_ID = 'isla-saona';
const GALLERY_IMAGE = path.resolve(
  import.meta.dirname,
  '../emulator-data/seed/images/hero-1600.webp',
);

test.use(PHONE);

const visitorContexts: BrowserContext[] = [];

test.afterEach(async () => {
  await Promise.all(visitorContexts.splice(0).map((context) => context.close()));
});

/** A visitor's page in a browser context of its own, as on another phone. */
async function visitorPage(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext(PHONE);
  visitorContexts.push(context);
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

async function openTourEditor(page: Page, title: string) {
  await page.goto('/admin/tours');
  const card = page.getByRole('article', { name: title });
  await card.getByRole('button', { name: `Editar ${title}` }).click();
  return card;
}

/** The storage path of an uploaded image from its download URL (…/o/images%2Fname?alt=media…). */
function storagePath(downloadUrl: string): string {
  return decodeURIComponent(new URL(downloadUrl).pathname.split('/o/')[1]!);
}

/** A `width`×`height` PNG drawn in the page (sky, sun and sea), as a file to pick. */
async function drawnPhoto(page: Page, name: string, width: number, height: number) {
  const dataUrl = await page.evaluate(
    ({ width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      const view = context.createLinearGradient(0, 0, 0, height);
      view.addColorStop(0, '#1e88e5');
      view.addColorStop(0.6, '#bbdefb');
      view.addColorStop(0.6, '#00838f');
      view.addColorStop(1, '#004d40');
      context.fillStyle = view;
      context.fillRect(0, 0, width, height);
      context.fillStyle = '#ffd54f';
      context.beginPath();
      context.arc(width * 0.75, height * 0.3, height * 0.1, 0, 2 * Math.PI);
      context.fill();
      return canvas.toDataURL('image/png');
    },
    { width, height },
  );
  const buffer = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  return { name, mimeType: 'image/png', buffer };
}

/**
 * A stored photo as a browser gets it from its URL: the type Storage serves it as, whether its
 * bytes are WebP (RIFF….WEBP), and its size in pixels, as the page decodes it.
 */
async function storedPhoto(page: Page, url: string) {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  const bytes = await response.body();
  const size = await page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  }, url);
  return {
    type: response.headers()['content-type'],
    webp:
      bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
      bytes.subarray(8, 12).toString('latin1') === 'WEBP',
    longestSide: Math.max(size.width, size.height),
    ...size,
  };
}

test.describe('tours', () => {
  let original: FirebaseFirestore.DocumentData;
  /** Photos a test uploaded without saving them to the tour: they go afterwards too. */
  const unsaved: string[] = [];

  test.beforeEach(async () => {
    original = (await db.doc(`tours/${TOUR_ID}`).get()).data()!;
  });

  test.afterEach(async () => {
    const stored = (await db.doc(`tours/${TOUR_ID}`).get()).data()!;
    const added = (stored.gallery as string[]).filter(
      (url) => !(original.gallery as string[]).includes(url),
    );
    await db
      .doc(`tours/${TOUR_ID}`)
      .update({ price: original.price, gallery: original.gallery, updatedAt: original.updatedAt });
    const bucket = getStorage(testApp).bucket();
    const uploads = [...added, ...unsaved.splice(0)];
    await Promise.all(
      [...uploads, ...uploads.map(smallImageUrl)]
        .filter((url) => url !== null)
        .map((url) => bucket.file(storagePath(url)).delete({ ignoreNotFound: true })),
    );
  });

  test("a new price shows live on the tour's public page", async ({ page, browser }) => {
    const visitor = await visitorPage(browser, `/tours/${TOUR_ID}`);
    await expect(visitor.getByText(`$${original.price} USD`).first()).toBeVisible();
    const newPrice = (original.price as number) + 2;

    await signInAsAdmin(page);
    const card = await openTourEditor(page, original.title as string);
    await card.getByLabel('Precio (USD)').fill(String(newPrice));
    await card.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(toast(page, '¡Actualizado!')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Guardar cambios' })).toBeHidden();

    await expect(visitor.getByText(`$${newPrice} USD`).first()).toBeVisible();
    expect((await db.doc(`tours/${TOUR_ID}`).get()).data()).toMatchObject({ price: newPrice });
  });

  test('a visitor who opens the tour after a save never sees the old price', async ({
    page,
    browser,
  }) => {
    const oldPrice = `$${original.price} USD`;
    const newPrice = `$${(original.price as number) + 3} USD`;
    await signInAsAdmin(page);
    const card = await openTourEditor(page, original.title as string);
    await card.getByLabel('Precio (USD)').fill(String((original.price as number) + 3));
    await card.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(toast(page, '¡Actualizado!')).toBeVisible();

    // A new visitor: a browser of their own, nothing cached. Every price the page ever shows is
    // noted, from its first paint (the catalog snapshot) through Firestore taking over.
    const context = await browser.newContext(PHONE);
    visitorContexts.push(context);
    const visitor = await context.newPage();
    await visitor.addInitScript(() => {
      const seen = new Set<string>();
      Object.assign(window, { pricesSeen: seen });
      new MutationObserver(() => {
        for (const price of document.body?.textContent?.match(/\$\d+ USD/g) ?? []) seen.add(price);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await visitor.goto(`/tours/${TOUR_ID}`);
    await expect(visitor.getByText(newPrice).first()).toBeVisible();
    await expectSavedOnDevice(visitor, original.title as string);
    const seen = await visitor.evaluate(() =>
      Array.from((window as unknown as { pricesSeen: Set<string> }).pricesSeen),
    );
    expect(seen).toContain(newPrice);
    expect(seen).not.toContain(oldPrice);
  });

  test('a gallery image uploads with a progress bar and appears on the public page', async ({
    page,
    browser,
  }) => {
    await signInAsAdmin(page);
    // Hold the upload until the progress bar has been seen, as on a slow phone network.
    let releaseUpload!: () => void;
    const uploadHeld = new Promise<void>((resolve) => (releaseUpload = resolve));
    await page.route('**/v0/b/**', async (route) => {
      if (route.request().method() === 'POST') await uploadHeld;
      await route.continue();
    });
    const card = await openTourEditor(page, original.title as string);
    const gallery = card.getByRole('region', { name: 'Galería' });
    const before = (original.gallery as string[]).length;

    await card.getByLabel('Añadir imágenes a la galería').setInputFiles(GALLERY_IMAGE);
    await expect(card.getByRole('progressbar', { name: 'Progreso de la subida' })).toBeVisible();
    releaseUpload();
    await expect(toast(page, '¡Éxito!')).toContainText('1 imagen(es) subida(s) correctamente.');
    await expect(card.getByRole('progressbar')).toBeHidden();
    await expect(gallery.getByRole('listitem')).toHaveCount(before + 1);

    await card.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(toast(page, '¡Actualizado!')).toBeVisible();
    const gallery2 = (await db.doc(`tours/${TOUR_ID}`).get()).data()!.gallery as string[];
    expect(gallery2).toHaveLength(before + 1);
    const uploaded = gallery2.at(-1)!;
    expect(storagePath(uploaded)).toMatch(/^images\/\d+-\d+-1600\.webp$/);
    // Stored as WebP in both sizes: the small one's URL follows from the large one's.
    const large = await storedPhoto(page, uploaded);
    expect(large).toMatchObject({ type: 'image/webp', webp: true });
    expect(large.longestSide).toBeLessThanOrEqual(IMAGE_SIZES.large);
    const small = await storedPhoto(page, smallImageUrl(uploaded)!);
    expect(small).toMatchObject({ type: 'image/webp', webp: true });
    expect(small.longestSide).toBeLessThanOrEqual(IMAGE_SIZES.small);

    const visitor = await visitorPage(browser, `/tours/${TOUR_ID}`);
    const image = visitor.locator(`img[src="${uploaded}"]`);
    await image.scrollIntoViewIfNeeded();
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  });

  test('a large photo is stored at 1600 px on its longest side, and at 800 in its small size', async ({
    page,
  }) => {
    const title = original.title as string;
    await signInAsAdmin(page);
    const card = await openTourEditor(page, title);

    await card
      .getByLabel('Subir imagen principal')
      .setInputFiles(await drawnPhoto(page, 'bahia.png', 3000, 2000));
    await expect(toast(page, '¡Éxito!')).toContainText('1 imagen(es) subida(s) correctamente.');
    const preview = card.getByRole('img', { name: `Imagen principal de ${title}` });
    await expect(preview).toHaveAttribute('src', /\/o\/images%2F\d+-\d+-1600\.webp\?/);
    const uploaded = (await preview.getAttribute('src'))!;
    unsaved.push(uploaded);

    expect(await storedPhoto(page, uploaded)).toMatchObject({
      type: 'image/webp',
      webp: true,
      width: 1600,
      height: 1067,
    });
    expect(await storedPhoto(page, smallImageUrl(uploaded)!)).toMatchObject({
      type: 'image/webp',
      webp: true,
      width: 800,
      height: 533,
    });
  });
});

test.describe('transfer routes', () => {
  /** The routes there were before the test: any other is the test's, and goes afterwards. */
  let existing = new Set<string>();

  test.beforeEach(async () => {
    existing = new Set((await db.collection('pricing').get()).docs.map((doc) => doc.id));
  });

  test.afterEach(async () => {
    const added = (await db.collection('pricing').get()).docs.filter(
      (doc) => !existing.has(doc.id),
    );
    await Promise.all(added.map((doc) => doc.ref.delete()));
  });

  /** Opens the quote form's origin list and waits until its options have rendered. */
  async function openOrigins(visitor: Page) {
    await visitor.getByRole('combobox', { name: 'Origen' }).click();
    const origins = visitor.getByRole('listbox');
    // A seeded hotel route: the list has really been drawn, not just opened.
    await expect(origins.getByRole('option', { name: 'Barceló Bávaro Palace' })).toBeVisible();
    return origins;
  }

  async function closeOrigins(visitor: Page) {
    await visitor.keyboard.press('Escape');
    await expect(visitor.getByRole('listbox')).toBeHidden();
  }

  test('a route added and then deleted comes and goes in the public quote form', async ({
    page,
    browser,
  }) => {
    const from = `Origen E2E ${Date.now().toString(36)}`;
    await signInAsAdmin(page);
    await page.goto('/admin/transfers');
    await page.getByRole('button', { name: 'Añadir ruta' }).click();
    await expect(toast(page, '¡Añadido!')).toBeVisible();

    const added = (await db.collection('pricing').get()).docs.filter(
      (doc) => !existing.has(doc.id),
    );
    expect(added).toHaveLength(1);
    const routeId = added[0]!.id;
    expect(added[0]!.data()).toEqual({
      type: 'Hotel',
      from: 'Origen (editar)',
      to: 'Destino (editar)',
      price1to2: 30,
      price3to5: 40,
      price5to9: 50,
    });

    const card = page.locator(`#route-${routeId}`);
    await card.getByRole('button', { name: 'Editar Origen' }).click();
    await card.getByRole('textbox', { name: 'Origen' }).fill(from);
    await card.getByRole('button', { name: 'Guardar Origen' }).click();
    await expect(card.getByRole('button', { name: 'Editar Origen' })).toContainText(from);
    await card.getByRole('button', { name: 'Editar 1-2 pasajeros' }).click();
    await card.getByRole('textbox', { name: '1-2 pasajeros' }).fill('35,5');
    await card.getByRole('textbox', { name: '1-2 pasajeros' }).press('Enter');
    await expect(card.getByRole('button', { name: 'Editar 1-2 pasajeros' })).toContainText('$35.5');

    const visitor = await visitorPage(browser, '/home#servicios');
    await visitor.getByRole('combobox', { name: 'Tipo de traslado' }).click();
    await visitor.getByRole('option', { name: 'Hotel' }).click();
    const origins = await openOrigins(visitor);
    await expect(origins.getByRole('option', { name: from, exact: true })).toBeVisible();
    await closeOrigins(visitor);

    await card.getByRole('button', { name: 'Eliminar ruta' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(toast(page, '¡Eliminado!')).toBeVisible();
    await expect(card).toHaveCount(0);
    expect((await db.doc(`pricing/${routeId}`).get()).exists).toBe(false);
    // The open list follows the live catalog: the deleted origin leaves, the seeded ones stay.
    await openOrigins(visitor);
    await expect(origins.getByRole('option', { name: from, exact: true })).toHaveCount(0);
    await expect(origins.getByRole('option', { name: 'Barceló Bávaro Palace' })).toBeVisible();
  });
});
