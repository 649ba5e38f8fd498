// Lighthouse on pages that need something on the device first: the admin's screens (signed in),
// checkout with a tour in the cart and /reserva after a booking. Shared by `npm run bench`.
//
// One Chromium (chrome-launcher, one profile for the whole series) is driven two ways: Playwright,
// connected over the same DevTools port, signs in, fills the cart and books, as a person would;
// Lighthouse then measures with `disableStorageReset`, so what was done stays on the device.
// - installed (a second visit): the page was opened once just before, so the service worker
//   controls it and holds the app; nothing is downloaded.
// - first visit: the service worker, Cache Storage, the HTTP cache and every IndexedDB database
//   but Firebase Auth's are cleared first, so the app's code and data all come from the network,
//   as on a first visit; local storage (the cart, the remembered booking) and the Auth user stay,
//   since a first visit signed in cannot happen otherwise (signing in loads the app). Lighthouse's
//   own storage reset would clear Auth's IndexedDB too and measure the sign-in page.
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { writeFileSync, mkdirSync } from 'node:fs';
import {
  chromium,
  expect,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../lib/find-chromium';
import { LOCAL_ADMIN } from '../lib/local-admin';
import { CART_STORAGE_KEY } from '../../src/domain/cart';
import { oneAdultCart } from '../../e2e/support/admin-sdk';
import { shownOrderId } from '../../e2e/support/order-id';
import { newTourist } from '../../e2e/support/tourist';
import { BENCH_RESULTS } from './lighthouse-runner';

/** Firebase Auth's IndexedDB database (indexedDBLocalPersistence): the signed-in user. */
const AUTH_DATABASE = 'firebaseLocalStorageDb';

export type Visit = 'installed' | 'first visit';

export interface SignedInBrowser {
  /** Runs `steps` in a new tab of the measured browser, then closes the tab. */
  prepare(steps: (tab: Page) => Promise<void>): Promise<void>;
  /** Lighthouse mobile (performance only) on `url`, after making the visit `visit`. */
  audit(url: string, name: string, visit: Visit): Promise<Result>;
}

export async function withSignedInBrowser<T>(
  baseUrl: string,
  measure: (browser: SignedInBrowser) => Promise<T>,
): Promise<T> {
  mkdirSync(BENCH_RESULTS, { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ['--headless=new', '--lang=es-ES', ...CHROMIUM_ARGS],
  });
  let playwright: Browser | undefined;
  try {
    playwright = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = playwright.contexts()[0]!;
    // A first visit installs the service worker after the page has loaded: on a busy 2-core
    // machine that has taken over 30 s.
    context.setDefaultTimeout(120_000);
    const prepare = async (steps: (tab: Page) => Promise<void>) => {
      const tab = await context.newPage();
      try {
        await steps(tab);
      } finally {
        await tab.close();
      }
    };
    const forgetAllButSignIn = async () => {
      await prepare(async (tab) => {
        // A tab's session: Chromium 156 answers "Internal error" to this on the browser's own.
        const page = await context.newCDPSession(tab);
        await page.send('Storage.clearDataForOrigin', {
          origin: baseUrl,
          storageTypes: 'service_workers,cache_storage',
        });
        // Unregistered, the worker runs on while a tab it controls is open (Lighthouse's last
        // page), holding its database: stopped, the databases below can go.
        await page.send('ServiceWorker.enable');
        await page.send('ServiceWorker.stopAllWorkers');
        await page.send('Network.clearBrowserCache');
        // A file of the site that starts no app: the origin's databases, none of them open.
        await tab.goto(`${baseUrl}/favicon.svg`);
        await tab.evaluate(async (keep) => {
          for (const { name } of await indexedDB.databases()) {
            if (!name || name === keep) continue;
            // The service worker just unregistered may still hold its database (workbox's
            // expiration) until it stops: the deletion is then blocked and goes through once it
            // has, which takes up to some seconds.
            await new Promise((resolve, reject) => {
              const request = indexedDB.deleteDatabase(name);
              const stuck = setTimeout(() => reject(new Error(`${name} is still open`)), 60_000);
              request.onsuccess = () => {
                clearTimeout(stuck);
                resolve(undefined);
              };
              request.onerror = () => reject(request.error);
            });
          }
        }, AUTH_DATABASE);
      });
    };
    return await measure({
      prepare,
      audit: async (url, name, visit) => {
        if (visit === 'first visit') await forgetAllButSignIn();
        else
          await prepare(async (tab) => {
            await tab.goto(url);
            await tab.waitForFunction(() => navigator.serviceWorker.controller !== null);
            await tab.locator('h1').first().waitFor();
          });
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableStorageReset: true,
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        writeFileSync(path.join(BENCH_RESULTS, `lighthouse${name}.json`), result.report as string);
        return result.lhr;
      },
    });
  } finally {
    await playwright?.close().catch(() => undefined);
    await chrome.kill();
  }
}

/** The admin's phone (Spanish, 412×823, touch) with the seeded admin signed in. */
export async function adminPhoneTab(
  browser: Browser,
  baseUrl: string,
): Promise<{ context: BrowserContext; tab: Page }> {
  const context = await browser.newContext({
    locale: 'es-ES',
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  const tab = await context.newPage();
  await signIn(tab, baseUrl);
  return { context, tab };
}

/**
 * The first folded tour card of /admin/tours once one shows, held by its name: a locator of "the
 * first folded card" would move on to the next one once this one opens. A card's own toggle is the
 * article's first child (buttons in an open editor may say aria-expanded too).
 */
export async function firstFoldedTourCard(tab: Page): Promise<Locator> {
  const toggle = tab.locator('article > button[aria-expanded="false"]').first();
  await expect(toggle).toBeVisible({ timeout: 30_000 });
  const name = await toggle.locator('xpath=..').getAttribute('aria-label');
  // By its aria-label in CSS, not by role and name: a locator inside it is waited on while an
  // interaction is measured (see PRICE_INPUT).
  return tab.locator(`article[aria-label=${JSON.stringify(name ?? '')}]`);
}

/** Signs the seeded admin in through the sign-in page and waits for the dashboard. */
export async function signIn(tab: Page, baseUrl: string) {
  await tab.goto(`${baseUrl}/admin-login?lng=es`);
  await tab.getByLabel(/^Correo electrónico/).fill(LOCAL_ADMIN.email);
  await tab.getByLabel(/^Contraseña/).fill(LOCAL_ADMIN.password);
  await tab.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(tab.getByRole('heading', { name: '¡Bienvenido al panel!' })).toBeVisible({
    timeout: 30_000,
  });
}

/**
 * A tour card's price field, found by its id (`<useId>-price`, tour-fields.tsx) while an
 * interaction is measured: Playwright finds a field by its label by computing the accessible names
 * of the page in it, on the page's main thread, and at 4× CPU each poll was a task of up to 150 ms
 * that came before the opening's next paint (seen in `bench:tasks -- tour-card`).
 */
export const PRICE_INPUT = 'input[id$="-price"]';

/**
 * The interaction a phone feels most on the admin: a folded tour card opened by a tap, then a digit
 * typed in its price, at 4× CPU slowdown. For each of `runs` cards, the longest of the two
 * interactions as the browser's Event Timing reports them (input → next paint, what Interaction
 * to Next Paint is made of), in ms; an interaction under 16 ms has no entry and counts as 16.
 */
export async function tourCardInteractions(baseUrl: string, runs: number): Promise<number[]> {
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: [...CHROMIUM_ARGS],
  });
  try {
    const { context, tab } = await adminPhoneTab(browser, baseUrl);
    context.setDefaultTimeout(120_000);
    await tab.addInitScript(() => {
      const seen: { type: string; duration: number; interactionId: number }[] = [];
      (window as unknown as { __events: typeof seen }).__events = seen;
      new PerformanceObserver((list) => {
        // interactionId: Event Timing's, newer than TypeScript's DOM types.
        for (const entry of list.getEntries() as (PerformanceEventTiming & {
          interactionId?: number;
        })[]) {
          if (entry.interactionId)
            seen.push({
              type: entry.name,
              duration: entry.duration,
              interactionId: entry.interactionId,
            });
        }
      }).observe({
        type: 'event',
        durationThreshold: 16,
        buffered: true,
      } as PerformanceObserverInit);
    });
    await tab.goto(`${baseUrl}/admin/tours`);
    await firstFoldedTourCard(tab);
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    /** Two frames and a task after the last input: its Event Timing entry has been reported. */
    const settled = () =>
      tab.evaluate(
        () =>
          new Promise<void>((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 250))),
          ),
      );
    /** The longest interaction since the last call, and the event that took it (e.g. keydown). */
    const longest = () =>
      tab.evaluate(() => {
        const events = (window as unknown as { __events: { type: string; duration: number }[] })
          .__events;
        const worst = events.reduce((a, b) => (b.duration > a.duration ? b : a), {
          type: '',
          duration: 16,
        });
        events.length = 0;
        return worst;
      });
    const results: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      await settled();
      await longest();
      const card = await firstFoldedTourCard(tab);
      await card.locator(':scope > button').tap();
      const price = card.locator(PRICE_INPUT);
      await expect(price).toBeVisible({ timeout: 60_000 });
      await settled();
      const opening = await longest();
      // Its label is checked once the opening is measured (see PRICE_INPUT).
      await expect(price).toHaveAccessibleName('Precio (USD)');
      await price.tap();
      await price.press('End');
      await price.press('5');
      await settled();
      const typing = await longest();
      const said = ({ duration, type }: typeof typing) =>
        `${Math.round(duration)} ms${type ? ` (${type})` : ''}`;
      console.log(`    card ${run + 1}: opening ${said(opening)}, typing ${said(typing)}`);
      results.push(Math.max(opening.duration, typing.duration));
    }
    return results;
  } finally {
    await browser.close();
  }
}

/**
 * A visitor's device after "Book now": Isla Saona for one adult on a bookable day in the stored
 * cart (as the cart keeps it in local storage), the site's language Spanish.
 */
export async function putTourInCart(tab: Page, baseUrl: string) {
  const cart = await oneAdultCart();
  await tab.goto(`${baseUrl}/favicon.svg`);
  await tab.evaluate(([key, value]) => localStorage.setItem(key, value), [
    CART_STORAGE_KEY,
    cart,
  ] as const);
}

/**
 * Books the cart by Zelle through checkout, as a tourist would; the device then remembers the
 * booking. Returns its order id.
 */
export async function bookTheCart(tab: Page, baseUrl: string): Promise<string> {
  await tab.goto(`${baseUrl}/checkout?lng=es`);
  const orderId = await shownOrderId(tab.getByTestId('order-id'));
  const tourist = newTourist('Bench', 'Visitor');
  await tab.getByLabel('Nombre').fill(tourist.firstName);
  await tab.getByLabel('Apellido').fill(tourist.lastName);
  await tab.getByLabel('Correo electrónico').fill(tourist.email);
  await tab.getByLabel('Teléfono o WhatsApp').fill(tourist.phone);
  await tab.getByRole('tab', { name: 'Zelle' }).click();
  await tab.getByRole('button', { name: 'Ya envié el pago: registrar mi reserva' }).click();
  await expect(tab.getByTestId('booking-confirmation')).toBeVisible({ timeout: 30_000 });
  return orderId;
}
