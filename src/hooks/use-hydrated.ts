// Whether the page is past hydration: false on the server and while React takes over a page
// rendered there, true otherwise. What only the browser knows (the stored cart) shows once this
// turns true, so the page hydrates exactly the server's markup. It turns true for the whole page
// at once, when the opened page is drawn, each of its parts included: a provider that changed
// sooner would change the parts of the page React has not taken over yet (still waiting for their
// code, or for their turn), and they would no longer match the server's markup, or would all be
// taken over at once, in one long task (a store's update is not cut into slices).
import { useSyncExternalStore } from 'react';
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

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !hydrating,
    () => false,
  );
}
