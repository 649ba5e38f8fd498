// Lighthouse with the machine's Chromium, shared by `npm run bench` and `npm run bench:lighthouse`:
// one Chromium for a series of runs, each report saved to bench-results/.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from '../lib/find-chromium';

export const BENCH_RESULTS = path.resolve(import.meta.dirname, '../../bench-results');

/**
 * Starts Chromium and hands `measure` a function that runs Lighthouse on one URL (mobile defaults)
 * and saves its JSON report as bench-results/lighthouse<name>.json.
 */
export async function withLighthouse<T>(
  categories: string[],
  measure: (audit: (url: string, name: string) => Promise<Result>) => Promise<T>,
): Promise<T> {
  mkdirSync(BENCH_RESULTS, { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    return await measure(async (url, name) => {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      writeFileSync(path.join(BENCH_RESULTS, `lighthouse${name}.json`), result.report as string);
      return result.lhr;
    });
  } finally {
    await chrome.kill();
  }
}

/** A category's score out of 100. */
export function categoryScore(lhr: Result, id: string): number {
  return Math.round((lhr.categories[id]?.score ?? 0) * 100);
}

/** '/tours/isla-saona' → '-tours-isla-saona', for report file names. */
export const fileNameOf = (page: string) => page.replace(/\W+/g, '-');
