// Every page, public, checkout and admin, at phone width in both languages, has no axe-core
// WCAG 2.2 A/AA violation once it shows its content.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { CART_STORAGE_KEY } from '../src/domain/cart';
import { oneAdultCart } from './support/admin-sdk';
import { expectAnimationsDone } from './support/animations';
import { signInAsAdmin } from './support/admin-panel';
import { ADMIN_PAGES, PUBLIC_PAGES } from './support/pages';
import { expectHydrated } from './support/hydration';

const PHONE = { viewport: { width: 360, height: 740 }, locale: 'es-ES' } as const;
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const LANGUAGES = ['es', 'en'] as const;

test.use(PHONE);

/**
 * Opens a page in a language and waits for what a visitor would read: its main heading, no
 * spinner, and every fade or slide finished (axe measures contrast on what is painted).
 */
async function openSettled(page: Page, path: string, language: string) {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lng=${language}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expectAnimationsDone(page);
}

/** axe's WCAG 2.2 A/AA violations on the page, each as "rule: elements" for a readable failure. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.help}): ${violation.nodes.map((node) => `${node.html.slice(0, 160)}: ${node.failureSummary ?? ''}`).join(', ')}`,
  );
}

for (const language of LANGUAGES) {
  test(`public pages and checkout have no WCAG 2.2 A/AA violation (${language})`, async ({
    page,
  }) => {
    // Nine pages and the menu, each opened afresh, settled and checked by axe: 41-48 s on the
    // 2-core test machine, too near the default limit.
    test.slow();
    const cart = await oneAdultCart();
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      CART_STORAGE_KEY,
      cart,
    ] as const);
    const found: Record<string, string[]> = {};
    for (const path of PUBLIC_PAGES) {
      await openSettled(page, path, language);
      found[path] = await violations(page);
    }
    // The phone menu, open.
    await openSettled(page, '/home', language);
    await expectHydrated(page);
    await page.getByRole('button', { name: /^(Abrir menú|Open menu)$/ }).click();
    await expect(
      page.getByRole('navigation', { name: /^(Menú de navegación|Navigation menu)$/ }),
    ).toBeVisible();
    await expectAnimationsDone(page);
    found['menu'] = await violations(page);
    expect(found).toEqual(Object.fromEntries([...PUBLIC_PAGES, 'menu'].map((path) => [path, []])));
  });

  test(`admin pages have no WCAG 2.2 A/AA violation (${language})`, async ({ page }) => {
    // Eight admin screens, each opened afresh and checked by axe: 1.5-6 s a screen to load on the
    // 2-core test machine (sign-in 9 s), about a minute in all, which the default limit cut short.
    test.slow();
    await signInAsAdmin(page);
    // The welcome toast, on the dashboard: toasts are checked too.
    await expect(page.getByTestId('toast')).toBeVisible();
    await expectAnimationsDone(page);
    const found: Record<string, string[]> = { 'sign-in toast': await violations(page) };
    for (const path of ADMIN_PAGES) {
      await openSettled(page, path, language);
      found[path] = await violations(page);
    }
    // The panel's drawer, open on the phone.
    await page.getByRole('button', { name: /^(Abrir el menú|Open the menu)/ }).click();
    await expect(
      page.getByRole('navigation', { name: /^(Navegación del panel|Admin navigation)$/ }),
    ).toBeVisible();
    await expectAnimationsDone(page);
    found['menu'] = await violations(page);
    expect(found).toEqual(
      Object.fromEntries(['sign-in toast', ...ADMIN_PAGES, 'menu'].map((path) => [path, []])),
    );
  });
}
