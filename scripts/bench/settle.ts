// Before a measurement: the local stack warmed up, and the machine's CPU quiet.
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../lib/find-chromium';

/** The share of the machine's CPU time that was idle since `since` (all cores). */
function idleShare(since: os.CpuInfo[]): number {
  let idle = 0;
  let total = 0;
  os.cpus().forEach((cpu, index) => {
    const before = since[index]?.times;
    if (!before) return;
    const spent = (key: keyof os.CpuInfo['times']) => cpu.times[key] - before[key];
    idle += spent('idle');
    total += spent('user') + spent('nice') + spent('sys') + spent('idle') + spent('irq');
  });
  return total > 0 ? idle / total : 1;
}

/**
 * Resolves once the CPU has been at least `idle` idle over a whole `windowMs`, so a measurement does
 * not start while the stack is still busy with the last one (a function's worker starting, Java
 * compiling the emulator's hot paths). Gives up after `timeoutMs`, saying so.
 */
export async function cpuQuiet({ idle = 0.9, windowMs = 1000, timeoutMs = 60_000 } = {}) {
  const started = Date.now();
  for (;;) {
    const before = os.cpus();
    await sleep(windowMs);
    const share = idleShare(before);
    if (share >= idle) return;
    if (Date.now() - started > timeoutMs) {
      console.warn(
        `  (the CPU stayed busy for ${timeoutMs / 1000} s, ${Math.round((1 - share) * 100)}% in use: measuring anyway)`,
      );
      return;
    }
  }
}

/** Chromium as the bench drives it: the machine's own, with the project's flags. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), args: [...CHROMIUM_ARGS] });
}

/**
 * Opens a page in a fresh context, as a first-time visitor would, and resolves once its heading
 * shows and its service worker controls it (it works offline from then on).
 */
export async function visitUntilControlled(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
): Promise<{ context: BrowserContext; tab: Page }> {
  const context = await browser.newContext({ viewport });
  const tab = await context.newPage();
  await tab.goto(url);
  await tab.getByRole('heading', { level: 1 }).waitFor();
  await tab.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return { context, tab };
}

/**
 * Opens each page once, as a visitor would, and lets its service worker install: the emulators'
 * first requests (a function's cold start, the rules, Java's first queries) are a local stack's
 * warm-up, which Google's servers do not have, and must not land in the first measured runs.
 */
export async function warmUp(baseUrl: string, pages: readonly string[]) {
  const browser = await launchChromium();
  try {
    for (const page of pages) {
      const { context } = await visitUntilControlled(browser, `${baseUrl}${page}`, {
        width: 412,
        height: 823,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
}
