// Work that waits for the browser: once it is idle, or once the page a visit opens is drawn (what
// is not part of that page, such as the Firestore SDK or the date picker, must not hold it back).
import { useEffect, useState } from 'react';

/**
 * Calls `work` when the main thread is idle, at the latest after `timeoutMs`; where there are no
 * idle callbacks (Safari, test DOMs), in a task of its own, which still splits the work.
 */
export function whenIdle(work: () => void, timeoutMs: number): void {
  if (typeof requestIdleCallback === 'function')
    requestIdleCallback(() => work(), { timeout: timeoutMs });
  else setTimeout(work, 0);
}

/**
 * Resolves in a task of its own (`scheduler.yield()` where there is one, which goes ahead of other
 * queued work), so a long piece of start-up work is cut where it awaits this.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Awaits each step (a module's evaluation, say), then lets the browser have a turn before the next. */
export async function inSteps(steps: readonly (() => Promise<unknown>)[]): Promise<void> {
  for (const step of steps) {
    await step();
    await nextTask();
  }
}

/** How long after the load event a page that never says it is drawn is waited for. */
const DRAWN_WAIT_MS = 5000;

/** What the opened page still has to draw: its first view, then each part deferred below it. */
let drawing = 1;
let firstViewMarked = false;
const onDrawn: Array<() => void> = [];

function release() {
  drawing -= 1;
  if (drawing === 0) for (const resolve of onDrawn.splice(0)) resolve();
}

/**
 * Called by the page frames once the page a visit opens shows its own content (not a spinner). A
 * microtask later, so the parts deferred below it, whose effects run in the same commit, are
 * counted first.
 */
export function firstViewDrawn(): void {
  if (firstViewMarked) return;
  firstViewMarked = true;
  queueMicrotask(release);
  for (const callback of onFirstView.splice(0)) callback();
}

const onFirstView: Array<() => void> = [];

/** Calls `callback` once the page a visit opens shows its own content (at once if it does). */
export function whenFirstViewDrawn(callback: () => void): void {
  if (firstViewMarked) callback();
  else onFirstView.push(callback);
}

/** A part of the opened page drawn later: afterPageLoad waits for the returned `done`. */
export function drawingLater(): () => void {
  drawing += 1;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    release();
  };
}

const loadEvent = () =>
  new Promise<void>((resolve) => {
    // Rendered on the server (src/entry-server.tsx): there is no page to load, nothing follows.
    if (typeof document === 'undefined') return;
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

/**
 * Calls `callback` once the page a visit opens is drawn: its first view and each part deferred
 * below it (on a page rendered on the server: once React has taken each part over).
 */
export function whenPageDrawn(callback: () => void): void {
  if (drawing === 0) callback();
  else onDrawn.push(callback);
}

const pageDrawn = () => new Promise<void>((resolve) => whenPageDrawn(resolve));

let afterLoad: Promise<void> | undefined;

/**
 * Resolves once the page has loaded, the opened page is drawn (5 s after the load event at the
 * latest) and the browser is then idle (2 s at the latest): the first view's code and pictures
 * have the network and the main thread to themselves.
 */
export function afterPageLoad(): Promise<void> {
  afterLoad ??= loadEvent()
    .then(() =>
      Promise.race([pageDrawn(), new Promise((resolve) => setTimeout(resolve, DRAWN_WAIT_MS))]),
    )
    .then(() => new Promise<void>((resolve) => whenIdle(resolve, 2000)));
  return afterLoad;
}

/**
 * False until afterPageLoad: for a component whose part waits for the page (its first render, on
 * the server or in the browser, is the stand-in; the server never loads a page).
 */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let mounted = true;
    void afterPageLoad().then(() => mounted && setLoaded(true));
    return () => {
      mounted = false;
    };
  }, []);
  return loaded;
}
