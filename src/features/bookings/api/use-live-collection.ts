// A live Firestore query as React state through reactfire, for the staff's screens. A read that
// fails throws during render (reactfire's way): each screen's LoadErrorBoundary says why.
import type { DocumentData, Query } from 'firebase/firestore';
import { useDeferredValue, useMemo, useState } from 'react';
import { useFirestoreCollection } from 'reactfire';

export interface LiveRead<T> {
  status: 'loading' | 'success';
  /** What the last answer held; kept, marked as loading, while another query loads. */
  items: T[];
}

/** `query`'s documents, each read by `read` (a module-level function, so it stays the same), live. */
export function useLiveCollection<T>(
  query: Query,
  read: (id: string, data: DocumentData) => T,
): LiveRead<T> {
  const live = useFirestoreCollection(query);
  // reactfire hands each answer over as an urgent update (useSyncExternalStore), which React draws
  // in one task: on the app's start, the screen drawn from the first answers was part of tasks of
  // up to 280 ms at a phone's CPU (bench:tasks). The screen is drawn once more at once with what it
  // showed, then with the answer in a transition, which React cuts into short slices.
  const status = useDeferredValue(live.status);
  const data = useDeferredValue(live.data);
  const items = useMemo(
    () =>
      status === 'success' ? data.docs.map((document) => read(document.id, document.data())) : null,
    [status, data, read],
  );
  // reactfire answers a new query with no data; the last answer stays on screen until it comes.
  const [kept, setKept] = useState<T[]>([]);
  if (items && items !== kept) setKept(items);
  return items ? { status: 'success', items } : { status: 'loading', items: kept };
}
