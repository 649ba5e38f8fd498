// Whether the page is past hydration: false while React takes over markup rendered on the server
// (and on the server itself), true otherwise. What only the browser knows (the stored cart) shows
// once this turns true, so the first render matches the server's markup.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
