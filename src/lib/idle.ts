// Runs work once the browser is idle after the first paint (a timer where there is no idle callback).

/** Calls `work` when the main thread is idle, at the latest after `timeoutMs`; returns a cancel. */
export function whenIdle(work: () => void, timeoutMs = 3000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, Math.min(timeoutMs, 1000));
  return () => clearTimeout(id);
}
