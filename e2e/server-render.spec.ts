// Pages rendered on the server (/home, a tour, /guia, /about, /contact): the page is on screen as it comes, the app
// takes it over without a hydration error or a moved pixel, its controls work once it has, and
// what only the device knows (the cart, the chosen language) shows as it should.
import { expect, test, type Page } from '@playwright/test';
import { CART_STORAGE_KEY } from '../src/domain/cart';
import { oneAdultCart } from './support/admin-sdk';
import { expectHydrated } from './support/hydration';

const PHONE = { width: 390, height: 844 };
const PAGES = [
  { path: '/home', heading: { es: 'Vive Punta Cana a tu manera', en: /Punta Cana/ } },
  { path: '/tours/isla-saona', heading: { es: /Isla Saona/, en: /Saona Island/ } },
  { path: '/guia', heading: { es: /Punta Cana/, en: /Punta Cana/ } },
  { path: '/about', heading: { es: 'Sobre nosotros', en: 'About us' } },
  { path: '/contact', heading: { es: 'Contacto', en: 'Contact' } },
] as const;

/** Console errors and uncaught errors (React reports a hydration mismatch as one). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Layout shifts since the page opened, as the browser scores them (CLS entries). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            total += (entry as PerformanceEntry & { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => setTimeout(() => resolve(total), 0));
      }),
  );
}

/** Scrolls down the page a screen at a time, as a visitor reading it would, to its end. */
async function scrollThrough(page: Page) {
  for (;;) {
    const atEnd = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          window.scrollBy({ top: window.innerHeight, behavior: 'instant' });
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              resolve(window.scrollY + window.innerHeight >= document.body.scrollHeight - 1),
            ),
          );
        }),
    );
    if (atEnd) return;
  }
}

test.use({ viewport: PHONE });

for (const language of ['es', 'en'] as const) {
  test.describe(`in ${language === 'es' ? 'Spanish' : 'English'}`, () => {
    test.use({ locale: language === 'es' ? 'es-ES' : 'en-US' });

    for (const { path, heading } of PAGES) {
      test(`${path} comes as a page, and the app takes it over cleanly`, async ({ page }) => {
        const errors = collectErrors(page);
        const response = await page.goto(path);
        // The answer itself holds the page in the visitor's language, not a spinner.
        const html = await response!.text();
        expect(html).toContain(`<html lang="${language}"`);
        expect(html).not.toContain('role="progressbar" aria-label="Cargando… / Loading…"');
        await expect(
          page.getByRole('heading', { level: 1, name: heading[language] }),
        ).toBeVisible();

        // Taken over: the server drew the controls as they are, and the app has the page; the
        // parts below are taken over as they come near the screen, so once the visitor has
        // scrolled through the page no part is left saying it waits for its code.
        const languageMenu = page.getByRole('button', { name: /^(Idioma|Language):/ });
        await expect(languageMenu).toBeEnabled();
        await expectHydrated(page);
        await scrollThrough(page);
        await expect(page.locator('[role="group"][aria-disabled="true"]')).toHaveCount(0);
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        expect(await layoutShift(page)).toBeLessThan(0.001);
        expect(errors).toEqual([]);

        // And it works: the language menu opens on the first tap.
        await languageMenu.click();
        await expect(page.getByRole('menuitem', { name: 'English' })).toBeVisible();
      });
    }
  });
}

test.describe('on a Spanish phone', () => {
  test.use({ locale: 'es-ES' });

  test('a part whose code comes late (the quote form) takes taps only once it has it', async ({
    page,
  }) => {
    // The quote form's code is held back until the form has been seen waiting for it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/transfer-quote-form-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/home#servicios');
    const type = page.getByRole('combobox', { name: 'Tipo de traslado' });
    await expect(page.getByRole('button', { name: /^Idioma:/ })).toBeEnabled();
    // The page is the app's, yet the form is still the server's: it says it cannot be used.
    await expect(type).toBeDisabled();
    release();
    await type.click();
    await expect(
      page.getByRole('listbox').getByRole('option', { name: 'Aeropuerto' }),
    ).toBeVisible();
  });

  test('the date picker comes only when a visitor uses it, and opens at that first tap', async ({
    page,
  }) => {
    const pickerCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/localized-date-picker-[^/]+\.js$/.test(request.url()))
        pickerCode.push(request.url());
    });
    // The live catalog (Firestore) is what a page loads last, once it has settled.
    const settled = page.waitForRequest(/\/assets\/catalog-listener-[^/]+\.js$/);
    await page.goto('/tours/isla-saona');
    await settled;
    const booking = page.getByRole('complementary', { name: 'Reserva' });
    const choose = booking.getByRole('button', { name: 'Elige fecha' });
    await expect(choose).toBeEnabled();
    expect(pickerCode).toEqual([]);

    await choose.click();
    await expect(page.getByRole('dialog').getByRole('grid')).toBeVisible();
    expect(pickerCode).toHaveLength(1);
  });

  test('a stored cart shows in the header once the app has taken the page over', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const cart = await oneAdultCart();
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      CART_STORAGE_KEY,
      cart,
    ] as const);
    await page.goto('/home');
    await expect(
      page.getByRole('link', { name: /^Carrito: 1 artículo, total \$\d+ USD/ }),
    ).toBeVisible();
    await expect(page.getByTestId('cart-count')).toContainText('1');
    expect(errors).toEqual([]);
  });

  test('the language a visitor chose comes rendered by the server on their next page', async ({
    page,
  }) => {
    await page.goto('/guia');
    await expectHydrated(page);
    await page.getByRole('button', { name: /^(Idioma|Language):/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // A Spanish browser, yet the next page comes in English from the server itself.
    const response = await page.goto('/home');
    expect(await response!.text()).toContain('<html lang="en"');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached();
    await expect(page.getByRole('button', { name: 'Language: EN' })).toBeEnabled();
  });
});

test.describe('photos', () => {
  test.use({ locale: 'es-ES' });

  /**
   * The Storage and bundled photos a page asks for, by file name, in the order it asks (the order
   * they finish in is the servers': a cold emulator can be slower with the first one).
   */
  function photosDownloaded(page: Page): string[] {
    const names: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() !== 'image') return;
      const name = decodeURIComponent(new URL(request.url()).pathname).split('/').pop()!;
      if (name.endsWith('.webp')) names.push(name);
    });
    return names;
  }

  test('a phone downloads the small size of every photo, the opening one first', async ({
    page,
  }) => {
    const photos = photosDownloaded(page);
    await page.goto('/home');
    await expect(page.getByRole('button', { name: /^(Idioma|Language):/ })).toBeEnabled();
    await expect.poll(() => photos[0]).toBe('seed-hero-800.webp');
    await page.getByRole('heading', { name: 'Tours populares' }).scrollIntoViewIfNeeded();
    await expect.poll(() => photos.length).toBeGreaterThan(2);
    expect(photos.filter((name) => !name.endsWith('-800.webp'))).toEqual([]);
  });

  test('a wide screen downloads the large size of the opening photo', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    const photos = photosDownloaded(page);
    await page.goto('/home');
    await expect.poll(() => photos).toContain('seed-hero-1600.webp');
    expect(photos).not.toContain('seed-hero-800.webp');
  });
});
