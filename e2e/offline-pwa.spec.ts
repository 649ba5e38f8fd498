// The installed app on the beach: after one visit online, home, a tour, the guide and the cart
// work with no network; back online, changes made meanwhile arrive.
import { expect, test, type Page } from '@playwright/test';
import { chooseTourDayOnPage } from './support/tour-day';
import { db } from './support/admin-sdk';

const SLUG = 'isla-saona';

async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}

/** Every <img> in the locator has really loaded (from network or cache). */
async function expectImagesLoaded(page: Page, selector: string) {
  await expect
    .poll(() =>
      page.$$eval(
        selector,
        (images) =>
          images.length > 0 &&
          images.every(
            (img) =>
              (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
          ),
      ),
    )
    .toBe(true);
}

test('home, a visited tour with its images, the guide and the cart work offline', async ({
  page,
  context,
}) => {
  const tour = (await db.doc(`tours/${SLUG}`).get()).data()!;

  await page.goto('/home');
  await waitForServiceWorker(page);
  await expect(page.getByText(tour.title).first()).toBeVisible();

  await page.goto(`/tours/${SLUG}`);
  await expect(page.getByRole('heading', { name: tour.title, level: 1 })).toBeVisible();
  const booking = page.getByRole('complementary', { name: /Reserva|Booking/ });
  await chooseTourDayOnPage(page, booking);
  await booking.getByRole('button', { name: /reservar ahora|book now/i }).click();
  await expect(page).toHaveURL(/\/checkout/);
  await page.goto(`/tours/${SLUG}`);
  await page.locator('main img').last().scrollIntoViewIfNeeded();
  await expectImagesLoaded(page, 'main img');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: tour.title, level: 1 })).toBeVisible();
  await expectImagesLoaded(page, 'main img');
  await expect(page.getByTestId('offline-indicator')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toContainText('1');

  await page.goto('/home');
  await expect(page.getByText(tour.title).first()).toBeVisible();

  await page.goto('/guia');
  await expect(page.locator('main a[href^="/tours/"]').first()).toBeVisible();
  await expect(page.getByTestId('cart-count')).toContainText('1');
  await context.setOffline(false);
});

test('back online, a change made while offline appears without a reload', async ({
  page,
  context,
}) => {
  const ref = db.doc(`tours/${SLUG}`);
  const original = (await ref.get()).data()!;
  await page.goto(`/tours/${SLUG}`);
  await waitForServiceWorker(page);
  await expect(page.getByRole('heading', { name: original.title, level: 1 })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: original.title, level: 1 })).toBeVisible();
  const renamed = `${original.title} · ${Date.now()}`;
  try {
    await ref.update({ title: renamed });
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible({
      timeout: 30_000,
    });
  } finally {
    await ref.update({ title: original.title });
  }
});
