// npm run bench:tasks -- [page…]: where a public page's main-thread time goes on a phone's CPU (4×
// slowdown), for a first visit: each task over 50 ms, what ran in it (CPU samples, mapped to the
// app's and packages' source files) and the blocking time after the first contentful paint.
// An /admin… page is measured signed in, on a second visit; /checkout with a tour in the cart, on
// a second visit. `tour-card` in the list instead of a page: the admin's tap that opens a folded
// tour card (issue 43), signed in on /admin/tours, each task over 16 ms from the tap until the
// editor shows. Each trace is kept in bench-results/.
// Builds with source maps, starts the seeded stack, measures, stops. Figures to find the next
// lever with, not a budget: npm run bench holds the budgets.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { emulatorPorts, EMULATOR_HOST } from '../../src/config/emulators';
import { buildFunctions, buildWebForEmulators } from '../lib/build';
import { ROOT } from '../lib/local-stack';
import { startSeededTestStack } from '../lib/test-stack';
import { expect } from '@playwright/test';
import { BENCH_RESULTS } from './lighthouse-runner';
import { cpuQuiet, launchChromium, warmUp } from './settle';
import { PRICE_INPUT, adminPhoneTab, firstFoldedTourCard, signIn } from './signed-in';
import { CART_STORAGE_KEY } from '../../src/domain/cart';
import { oneAdultCart } from '../../e2e/support/admin-sdk';

const BASE = `http://${EMULATOR_HOST}:${emulatorPorts.hosting}`;
const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/home'];
const LONG_TASK_MS = 50;
/** The interaction measured instead of a page: tap → next paint is what a person feels (16 ms a frame). */
const TOUR_CARD = 'tour-card';
const INTERACTION_TASK_MS = 16;
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.cpu_profiler',
  'loading',
  'blink.user_timing',
];
/** How long after the load event the trace goes on: Firestore and the toasts load after it. */
const AFTER_LOAD_MS = 9000;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: {
    data?: {
      isLoadingMainFrame?: boolean;
      documentLoaderURL?: string;
      startTime?: number;
      timeDeltas?: number[];
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      type?: string;
      duration?: number;
      interactionId?: number;
    };
  };
}
interface ProfileNode {
  id: number;
  parent?: number;
  /** The trace leaves out empty fields (a native frame has no url). */
  callFrame: { functionName?: string; url?: string; lineNumber?: number; columnNumber?: number };
}

const sourceMaps = new Map<string, TraceMap | null>();

/** A sampled frame as `function file:line`, in the source the build came from. */
function frameName({
  functionName = '',
  url = '',
  lineNumber = 0,
  columnNumber = 0,
}: ProfileNode['callFrame']) {
  const file = url.split('/').pop() ?? '';
  if (!file.endsWith('.js')) return functionName || '(native)';
  if (!sourceMaps.has(file)) {
    let map: TraceMap | null = null;
    try {
      map = new TraceMap(readFileSync(path.join(ROOT, 'dist/assets', `${file}.map`), 'utf8'));
    } catch {
      // A file without a map (the service worker's, an inline script): named as it is.
    }
    sourceMaps.set(file, map);
  }
  const map = sourceMaps.get(file);
  if (!map) return `${functionName || '(anonymous)'} ${file}`;
  const at = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
  const source = (at.source ?? file).replace(/^.*node_modules\//, '').replace(/^.*\/src\//, 'src/');
  return `${at.name ?? (functionName || '(anonymous)')} ${source}:${at.line ?? '?'}`;
}

/** The page's navigation in a trace: its main thread, and where the page's time starts. */
function navigationOf(events: TraceEvent[]) {
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame === true &&
      (event.args.data.documentLoaderURL ?? '').startsWith(BASE),
  );
  if (!navigation) throw new Error('The trace has no navigation to the page');
  return navigation;
}

/**
 * The page's main thread from `origin` on (an event of that thread: the navigation, or the tap):
 * its tasks over `minTaskMs`, and the CPU samples of its own JavaScript.
 */
function readTrace(events: TraceEvent[], origin: TraceEvent, minTaskMs: number) {
  const { pid, tid, ts: start } = origin;
  const fcp = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === pid);
  const nodes = new Map<number, ProfileNode>();
  const samples: { at: number; node: number }[] = [];
  const clocks = new Map<string | undefined, number>();
  // Each thread's samples come under the id of its Profile event (the service worker's and the
  // shared worker's too): the main thread's are kept.
  const mainThread = new Set(
    events
      .filter((event) => event.name === 'Profile' && event.pid === pid && event.tid === tid)
      .map((event) => event.id),
  );
  const profileEvents = events
    .filter((event) => event.pid === pid && mainThread.has(event.id))
    .filter((event) => event.name === 'Profile' || event.name === 'ProfileChunk')
    .sort((a, b) => a.ts - b.ts);
  for (const event of profileEvents) {
    const data = event.args?.data;
    if (event.name === 'Profile') {
      clocks.set(event.id, data?.startTime ?? 0);
      continue;
    }
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    let clock = clocks.get(event.id) ?? 0;
    (data?.cpuProfile?.samples ?? []).forEach((node, index) => {
      clock += data?.timeDeltas?.[index] ?? 0;
      samples.push({ at: clock, node });
    });
    clocks.set(event.id, clock);
  }
  const tasks = events
    .filter((event) => event.pid === pid && event.tid === tid && event.name === 'RunTask')
    .filter((event) => event.ts + (event.dur ?? 0) >= start && (event.dur ?? 0) >= minTaskMs * 1000)
    .sort((a, b) => a.ts - b.ts);
  const timeline = events
    .filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X')
    .filter((event) => event.name !== 'RunTask' && (event.dur ?? 0) > 0)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  return { start, fcp: fcp?.ts, tasks, nodes, samples, timeline };
}

/**
 * What the browser did in a task, by the trace's own names (ParseHTML, EvaluateScript,
 * v8.compile, UpdateLayoutTree, Layout, …): each event's self time, its nested events' taken out.
 * The CPU samples above say "(program)" for all of this native work.
 */
function whatTheBrowserDid(task: TraceEvent, timeline: TraceEvent[]) {
  const end = task.ts + (task.dur ?? 0);
  const inTask = timeline.filter((event) => event.ts >= task.ts && event.ts < end);
  const self = new Map<string, number>();
  const open: { event: TraceEvent; end: number }[] = [];
  for (const event of inTask) {
    const eventEnd = event.ts + (event.dur ?? 0);
    while (open.length > 0 && open[open.length - 1]!.end <= event.ts) open.pop();
    const parent = open[open.length - 1];
    if (parent) self.set(parent.event.name, (self.get(parent.event.name) ?? 0) - (event.dur ?? 0));
    self.set(event.name, (self.get(event.name) ?? 0) + (event.dur ?? 0));
    open.push({ event, end: eventEnd });
  }
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([name, micros]) => `${Math.round(micros / 1000)} ms ${name}`)
    .join(' · ');
}

/** The share of a task's samples each frame (the running one, and the app's callers) has. */
function whatRan(
  task: TraceEvent,
  { nodes, samples }: Pick<ReturnType<typeof readTrace>, 'nodes' | 'samples'>,
) {
  const end = task.ts + (task.dur ?? 0);
  const inTask = samples.filter((sample) => sample.at >= task.ts && sample.at <= end);
  const running = new Map<string, number>();
  const app = new Map<string, number>();
  for (const sample of inTask) {
    let node = nodes.get(sample.node);
    if (!node) continue;
    const top = frameName(node.callFrame);
    running.set(top, (running.get(top) ?? 0) + 1);
    const seen = new Set<string>();
    for (; node; node = node.parent === undefined ? undefined : nodes.get(node.parent)) {
      const name = frameName(node.callFrame);
      if (!name.includes(' src/') || seen.has(name)) continue;
      seen.add(name);
      app.set(name, (app.get(name) ?? 0) + 1);
    }
  }
  const shares = (counts: Map<string, number>) =>
    [...counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([name, count]) => `${Math.round((100 * count) / Math.max(inTask.length, 1))}% ${name}`)
      .join(' · ');
  return { running: shares(running), app: shares(app) };
}

/** The trace's events, its file kept in bench-results/ to open in DevTools' Performance panel. */
function keptTrace(trace: Buffer, name: string): TraceEvent[] {
  const file = path.join(
    BENCH_RESULTS,
    `trace-${name.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root'}.json`,
  );
  writeFileSync(file, trace);
  return (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
}

/** One task of a trace as the tool prints it: when, how long, what the browser and the app ran. */
function printTask(task: TraceEvent, trace: ReturnType<typeof readTrace>, marked: boolean) {
  const { running, app } = whatRan(task, trace);
  const browser = whatTheBrowserDid(task, trace.timeline);
  const at = Math.round((task.ts - trace.start) / 1000);
  console.log(`${marked ? '*' : ' '} at ${at} ms, ${Math.round((task.dur ?? 0) / 1000)} ms`);
  if (browser) console.log(`    browser: ${browser}`);
  if (running) console.log(`    running: ${running}`);
  if (app) console.log(`    app:     ${app}`);
}

async function measure(page: string) {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
    });
    // An admin screen is measured signed in, on a second visit (its code and data on the device);
    // /checkout as the bench's row: a tour in the cart, the app installed. The first visit is made
    // in a tab of its own, closed before the measured one opens: traced with the CPU profiler, a
    // visit in the same tab (the same renderer, its heap full of the first page) began with a
    // task of 0.7-2.7 s in which the profiler walked that heap, before anything was painted.
    if (page.startsWith('/admin') || page.startsWith('/checkout')) {
      const firstVisit = await context.newPage();
      if (page.startsWith('/admin')) await signIn(firstVisit, BASE);
      else {
        await firstVisit.goto(`${BASE}/home`);
        const stored = { key: CART_STORAGE_KEY, cart: await oneAdultCart() };
        await firstVisit.evaluate(({ key, cart }) => localStorage.setItem(key, cart), stored);
      }
      await firstVisit.goto(`${BASE}${page}`);
      await firstVisit.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await firstVisit.close();
      await cpuQuiet();
    }
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(tab, { categories: TRACE_CATEGORIES });
    await tab.goto(`${BASE}${page}`, { waitUntil: 'load' });
    // Tracing, not waiting on a state: what runs in these seconds after the load is the figure.
    await tab.waitForTimeout(AFTER_LOAD_MS);
    const traceEvents = keptTrace(await browser.stopTracing(), page);
    const trace = readTrace(traceEvents, navigationOf(traceEvents), LONG_TASK_MS);
    let blocking = 0;
    console.log(`\n${page}: tasks over ${LONG_TASK_MS} ms at 4× CPU (* after the first paint)`);
    for (const task of trace.tasks) {
      const afterPaint = trace.fcp !== undefined && task.ts > trace.fcp;
      if (afterPaint) blocking += (task.dur ?? 0) / 1000 - LONG_TASK_MS;
      printTask(task, trace, afterPaint);
    }
    const fcp = trace.fcp === undefined ? '?' : Math.round((trace.fcp - trace.start) / 1000);
    console.log(
      `first contentful paint ${fcp} ms; blocking time after it ${Math.round(blocking)} ms`,
    );
  } finally {
    await browser.close();
  }
}

/**
 * The admin's tap on a folded tour card, signed in on a phone's screen at 4× CPU: each task over
 * 16 ms from the tap until the card's editor shows (* before the tap's next paint), and the
 * interactions' durations as Event Timing reports them (what the bench's tour-card row takes).
 */
async function measureTourCard() {
  const browser = await launchChromium();
  try {
    const { context, tab } = await adminPhoneTab(browser, BASE);
    await tab.goto(`${BASE}/admin/tours`);
    const card = await firstFoldedTourCard(tab);
    const name = await card.getAttribute('aria-label');
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cpuQuiet();
    await browser.startTracing(tab, { categories: TRACE_CATEGORIES });
    await card.locator(':scope > button').tap();
    await expect(card.locator(PRICE_INPUT)).toBeVisible({ timeout: 60_000 });
    // Two frames after the editor shows: the frames that draw it are in the trace.
    await tab.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const traceEvents = keptTrace(await browser.stopTracing(), TOUR_CARD);
    const tap = traceEvents
      .filter((event) => event.name === 'EventDispatch' && event.args?.data?.type === 'touchstart')
      .sort((a, b) => a.ts - b.ts)[0];
    if (!tap) throw new Error('The trace has no tap');
    const trace = readTrace(traceEvents, tap, INTERACTION_TASK_MS);
    const interactions = traceEvents.filter(
      (event) => event.name === 'EventTiming' && (event.args?.data?.interactionId ?? 0) > 0,
    );
    const interactionEnd = Math.max(
      ...interactions.map((event) => tap.ts + (event.args?.data?.duration ?? 0) * 1000),
    );
    console.log(
      `\n${TOUR_CARD} (${name}): tasks over ${INTERACTION_TASK_MS} ms at 4× CPU from the tap (* before its next paint)`,
    );
    for (const task of trace.tasks) printTask(task, trace, task.ts < interactionEnd);
    for (const event of interactions)
      console.log(`  ${event.args?.data?.type}: ${Math.round(event.args?.data?.duration ?? 0)} ms`);
  } finally {
    await browser.close();
  }
}

console.log('▶ build, with source maps');
await Promise.all([buildWebForEmulators({ sourcemap: true }), buildFunctions()]);
console.log('▶ local stack');
const stack = await startSeededTestStack(path.join(BENCH_RESULTS, 'emulators.log'), {
  lowPriority: true,
});
try {
  await warmUp(
    BASE,
    pages.filter((page) => page !== TOUR_CARD && !page.startsWith('/admin')),
  );
  for (const page of pages) {
    await cpuQuiet();
    if (page === TOUR_CARD) await measureTourCard();
    else await measure(page);
  }
} finally {
  await stack.stop();
}
