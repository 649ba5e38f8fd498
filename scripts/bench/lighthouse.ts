// Lighthouse against the local production build (hosting emulator on :5000, `npm start` running),
// with the machine's Chromium: performance, accessibility, best practices and PWA installability.
// Run: npx tsx scripts/bench/lighthouse.ts [path ...]   (default: /home /tours/isla-saona)
import { categoryScore, fileNameOf, withLighthouse } from './lighthouse-runner';

const BASE = process.env.LIGHTHOUSE_BASE_URL ?? 'http://127.0.0.1:5000';
const pages =
  process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/home', '/tours/isla-saona'];

await withLighthouse(['performance', 'accessibility', 'best-practices', 'pwa'], async (audit) => {
  for (const page of pages) {
    const lhr = await audit(`${BASE}${page}`, fileNameOf(page));
    const score = (id: string) => categoryScore(lhr, id);
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? 'n/a';
    console.log(`\n${page}`);
    console.log(
      `  performance ${score('performance')} · accessibility ${score('accessibility')} · best practices ${score('best-practices')} · PWA ${score('pwa')}`,
    );
    console.log(
      `  FCP ${metric('first-contentful-paint')} · LCP ${metric('largest-contentful-paint')} · TBT ${metric('total-blocking-time')} · CLS ${metric('cumulative-layout-shift')}`,
    );
    const installable = lhr.audits['installable-manifest'];
    console.log(
      `  installable: ${installable?.score === 1 ? 'yes' : 'NO'}${installable?.score === 1 ? '' : ` (${JSON.stringify(installable?.details)})`}`,
    );
    const failing = Object.values(lhr.audits).filter(
      (item) => item.score !== null && item.score < 0.9 && item.scoreDisplayMode === 'binary',
    );
    if (failing.length > 0)
      console.log(`  failing checks: ${failing.map((item) => item.id).join(', ')}`);
  }
});
