// What waits for the opened page (the Firestore SDK, the date picker) starts once the
// page has loaded, its first view and every part deferred below it are drawn, and the browser is
// idle; a page that never says it is drawn is waited for 5 s after the load event at most.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let idle: typeof import('./idle');
beforeEach(async () => {
  vi.resetModules();
  idle = await import('./idle');
});
afterEach(() => vi.useRealTimers());

/** Whether the promise has settled once pending work has run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(10);
  return done;
}

describe('afterPageLoad', () => {
  it('waits for the first view, then for each part drawn later', async () => {
    vi.useFakeTimers();
    const loaded = idle.afterPageLoad();
    const grid = idle.drawingLater();
    const footer = idle.drawingLater();
    expect(await settled(loaded)).toBe(false);
    idle.firstViewDrawn();
    expect(await settled(loaded)).toBe(false);
    grid();
    grid();
    expect(await settled(loaded)).toBe(false);
    footer();
    expect(await settled(loaded)).toBe(true);
  });

  it('goes ahead 5 s after the load event when no page says it is drawn', async () => {
    vi.useFakeTimers();
    const loaded = idle.afterPageLoad();
    await vi.advanceTimersByTimeAsync(4900);
    expect(await settled(loaded)).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(await settled(loaded)).toBe(true);
  });
});
