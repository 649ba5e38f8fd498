// Waiting for the app to have the page a visit opens. A page rendered on the server shows its
// controls as they are, and a tap before the app has started goes nowhere (once it has, React
// delivers a tap in a part it has not hydrated yet by hydrating that part first).
import { expect, type Page } from '@playwright/test';
import { HYDRATED_ATTRIBUTE } from '../../src/domain/server-render';

/** Resolves once the app has the opened page (src/boot/start.tsx sets the mark). */
export async function expectHydrated(page: Page): Promise<void> {
  await expect(page.locator(`html[${HYDRATED_ATTRIBUTE}]`)).toBeAttached();
}
