// A live Firestore query as React state, keyed by what it asks, for the staff's screens.
import { onSnapshot, type DocumentData, type Query } from 'firebase/firestore';
import { useEffect, useState } from 'react';

export type LiveRead<T> = (
  { status: 'loading' } | { status: 'success' } | { status: 'error'; message: string }
) & {
  /** What the last answer held; kept while another query loads. */
  items: T[];
};

/**
 * `makeQuery`'s documents, each read by `read`, live. `key` names the query: a new key starts a
 * new listener. Each answer is kept with the key it answers, so after a change of query the last
 * items stay available, marked as loading, until the new answer comes.
 */
export function useLiveQuery<T>(
  makeQuery: () => Query,
  read: (id: string, data: DocumentData) => T,
  key: string,
  what: string,
): LiveRead<T> {
  const [answer, setAnswer] = useState<{ key: string; read: LiveRead<T> } | null>(null);
  useEffect(
    () =>
      onSnapshot(
        makeQuery(),
        (snapshot) =>
          setAnswer({
            key,
            read: {
              status: 'success',
              items: snapshot.docs.map((document) => read(document.id, document.data())),
            },
          }),
        (error) => {
          console.error(`Could not load ${what}`, error);
          setAnswer((current) => ({
            key,
            read: { status: 'error', items: current?.read.items ?? [], message: error.message },
          }));
        },
      ),
    // The key names the query; makeQuery and read are new functions on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  if (answer?.key === key) return answer.read;
  return { status: 'loading', items: answer?.read.items ?? [] };
}
