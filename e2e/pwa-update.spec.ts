// A new deployment's service worker waits; the open app offers a reload instead of mixing versions.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const swFile = path.resolve(import.meta.dirname, '../dist/sw.js');

test('a new build offers a reload, and the reload brings the new version in', async ({ page }) => {
  await page.goto('/home?lng=es');
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
  await expect(page.getByText('Hay una nueva versión disponible.')).toHaveCount(0);

  const original = readFileSync(swFile, 'utf8');
  try {
    // What a deployment does: the hosting now serves a different sw.js.
    writeFileSync(swFile, `${original}\n// build ${Date.now()}\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());

    const toast = page.getByText('Hay una nueva versión disponible.');
    await expect(toast).toBeVisible({ timeout: 20_000 });
    // The new worker waits: the page still runs on the version it was loaded with.
    await expect
      .poll(() =>
        page.evaluate(() =>
          navigator.serviceWorker.getRegistration().then((r) => r?.waiting !== null),
        ),
      )
      .toBe(true);

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await reloaded;
    await expect(page.getByText('Hay una nueva versión disponible.')).toHaveCount(0);
    await expect
      .poll(() =>
        page.evaluate(() =>
          navigator.serviceWorker.getRegistration().then((r) => r?.waiting ?? null),
        ),
      )
      .toBeNull();
    // The page now runs under the new worker: the one the deployment's sw.js installed.
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state))
      .toBe('activated');
  } finally {
    writeFileSync(swFile, original);
  }
});
