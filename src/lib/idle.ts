// Work that waits for the browser: once it is idle after the first paint, or once the page has
// loaded and gone idle (a timer where there is no idle callback).

/** Calls `work` when the main thread is idle, at the latest after `timeoutMs`; returns a cancel. */
export function whenIdle(work: () => void, timeoutMs = 3000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, Math.min(timeoutMs, 1000));
  return () => clearTimeout(id);
}

let loadedAndIdle: Promise<void> | undefined;

/**
 * Resolves once the page has loaded and the browser is idle (2 s at the latest): what is not part
 * of the first view (the Firestore SDK, the date picker) waits for it, so the first view's code
 * and pictures have the network and the main thread to themselves.
 */
export function afterPageLoad(): Promise<void> {
  loadedAndIdle ??= new Promise((resolve) => {
    const idle = () => {
      if (typeof requestIdleCallback === 'function') {
        requestIdleCallback(() => resolve(), { timeout: 2000 });
      } else setTimeout(resolve, 0);
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
  return loadedAndIdle;
}
