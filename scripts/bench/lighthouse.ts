// Lighthouse against the local production build (hosting emulator on :5000, `npm start` running),
// with the machine's Chromium: performance, accessibility, best practices and PWA installability.
// Run: npx tsx scripts/bench/lighthouse.ts [path ...]   (default: /home /tours/isla-saona)
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from '../lib/find-chromium';

const BASE = process.env.LIGHTHOUSE_BASE_URL ?? 'http://127.0.0.1:5000';
const pages =
  process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/home', '/tours/isla-saona'];
const outDir = path.resolve(import.meta.dirname, '../../bench-results');
mkdirSync(outDir, { recursive: true });

const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
try {
  for (const page of pages) {
    const result = await lighthouse(`${BASE}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'pwa'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => audits[id]?.displayValue ?? 'n/a';
    console.log(`\n${page}`);
    console.log(
      `  performance ${score('performance')} · accessibility ${score('accessibility')} · best practices ${score('best-practices')} · PWA ${score('pwa')}`,
    );
    console.log(
      `  FCP ${metric('first-contentful-paint')} · LCP ${metric('largest-contentful-paint')} · TBT ${metric('total-blocking-time')} · CLS ${metric('cumulative-layout-shift')}`,
    );
    const installable = audits['installable-manifest'];
    console.log(
      `  installable: ${installable?.score === 1 ? 'yes' : 'NO'}${installable?.score === 1 ? '' : ` (${JSON.stringify(installable?.details)})`}`,
    );
    const failing = Object.values(audits).filter(
      (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary',
    );
    if (failing.length > 0)
      console.log(`  failing checks: ${failing.map((audit) => audit.id).join(', ')}`);
    writeFileSync(
      path.join(outDir, `lighthouse${page.replace(/\W+/g, '-')}.json`),
      result.report as string,
    );
  }
} finally {
  await chrome.kill();
}
