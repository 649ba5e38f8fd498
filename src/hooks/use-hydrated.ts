// Whether the page is past hydration: false on the server and while React takes over a page
// rendered there, true otherwise. What only the browser knows (the stored cart) is read once this
// turns true, not while React is busy taking the page over. It turns true for the whole page at
// once, when the opened page is drawn: its first view and the parts below it React has taken over
// (a part kept as the server drew it until it comes near the screen does not hold it back:
// src/components/deferred.tsx).
import { startTransition, useEffect, useState } from 'react';
import { whenPageDrawn } from '@/lib/idle';

let hydrating = false;
const listeners = new Set<() => void>();

/** Called before the browser hydrates a page rendered on the server (src/boot/start.tsx). */
export function markHydrating(): void {
  hydrating = true;
  whenPageDrawn(() => {
    hydrating = false;
    for (const listener of listeners) listener();
  });
}

/** Whether React is taking over a page rendered on the server and has not drawn all of it yet. */
export function isTakingOverPage(): boolean {
  return hydrating;
}

/**
 * For a component that comes with the page (the cart's provider): its first render, hydrated or
 * drawn anew, reads whether the page is being taken over. It turns true in a transition, so what
 * it changes is drawn in short slices, not at once in the task that finished the page (an external
 * store's change would be).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof window !== 'undefined' && !hydrating);
  useEffect(() => {
    if (hydrated) return;
    const done = () => startTransition(() => setHydrated(true));
    if (!hydrating) {
      done();
      return;
    }
    listeners.add(done);
    return () => {
      listeners.delete(done);
    };
  }, [hydrated]);
  return hydrated;
}
