// Playwright journeys: the machine's Chromium against the full local stack (hosting on :5000).
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/lib/find-chromium';

const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000';
/** Journeys that need the service worker, which only the production build (hosting) has. */
const serviceWorkerJourneys = ['**/offline-pwa.spec.ts', '**/pwa-update.spec.ts'];
const devServer = !baseURL.endsWith(':5000');
if (devServer) {
  console.log(
    `Not running ${serviceWorkerJourneys.join(', ')}: the dev server at ${baseURL} has no service worker.`,
  );
}

export default defineConfig({
  testDir: 'e2e',
  testIgnore: devServer ? serviceWorkerJourneys : [],
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results/e2e',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: findChromium(),
      args: [...CHROMIUM_ARGS],
    },
  },
  projects: [{ name: 'desktop', use: { viewport: { width: 1280, height: 800 } } }],
});
