// The local stack works end to end: hosting serves the app, seeded data renders, live updates arrive.
import { expect, test } from '@playwright/test';
import { db } from './support/admin-sdk';

// The tours' titles are read from their (Spanish) fields: the visitor reads Spanish.
test.use({ locale: 'es-ES' });

test('the site is served and the seeded tours render on /home', async ({ page }) => {
  const response = await page.goto('/home');
  expect(response?.status()).toBe(200);
  const saona = (await db.doc('tours/isla-saona').get()).data()!;
  await expect(page.getByText(saona.title as string).first()).toBeVisible();
  const tours = (await db.collection('tours').get()).docs;
  expect(tours.length).toBeGreaterThanOrEqual(8);
  // Every seeded tour has its card, with a link to its page.
  for (const tour of tours) {
    await expect(page.locator(`a[href^="/tours/${tour.data().slug}"]`).first()).toBeAttached();
  }
});

test('a tour changed on the server appears on the open page without a reload', async ({ page }) => {
  const ref = db.doc('tours/isla-saona');
  const original = (await ref.get()).data()!;
  await page.goto('/home');
  await expect(page.getByText(original.title as string).first()).toBeVisible();
  const renamed = `${original.title} (live ${Date.now()})`;
  try {
    await ref.update({ title: renamed });
    await expect(page.getByText(renamed).first()).toBeVisible();
  } finally {
    await ref.update({ title: original.title });
  }
});
