// One value that components read by subscribing to it (useSyncExternalStore) rather than through a
// context: a context's change reaches every part of a page from the server that React has not
// taken over yet, and takes each over at once (src/components/deferred.tsx); a store's change
// reaches only its readers.
import { useSyncExternalStore } from 'react';

/** A value its readers subscribe to. */
export interface ReadableStore<T> {
  get(): T;
  subscribe(listener: () => void): () => void;
}

export interface ValueStore<T> extends ReadableStore<T> {
  /** Tells the readers, if the value is a different one. */
  set(value: T): void;
}

/** `same` tells a value that says nothing new (readers are not told of it). */
export function createValueStore<T>(
  initial: T,
  same: (a: T, b: T) => boolean = Object.is,
): ValueStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (same(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The store's value, kept current. `serverValue` is what the server drew the page with: React reads
 * it while taking that page over, so the markup matches, then draws the reader again if it differs.
 * With `part`, only that part of the value: the reader is drawn again when the part changes, not
 * for a change elsewhere in the value.
 */
export function useStoredValue<T>(store: ReadableStore<T>, serverValue: T): T;
export function useStoredValue<T, P>(
  store: ReadableStore<T>,
  serverValue: T,
  part: (value: T) => P,
): P;
export function useStoredValue<T, P>(
  store: ReadableStore<T>,
  serverValue: T,
  part?: (value: T) => P,
): T | P {
  const read = part ?? ((value: T) => value);
  return useSyncExternalStore(
    store.subscribe,
    () => read(store.get()),
    () => read(serverValue),
  );
}
