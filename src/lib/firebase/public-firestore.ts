// A page's side of the public site's Firestore (public-firestore.worker.ts): live queries answered
// with plain data. The worker starts with the first query; one shared by every open tab where the
// browser has shared workers, else one per tab.
import type { FromWorker, LiveAnswer, LiveQuery, ToWorker } from './live-queries';

interface Listening {
  query: LiveQuery;
  onNext: (value: unknown, fromCache: boolean) => void;
  onError: (error: Error) => void;
}

const listening = new Map<number, Listening>();
let lastId = 0;
let post: ((message: ToWorker) => void) | undefined;

function receive({ data: message }: MessageEvent<FromWorker>) {
  const entry = listening.get(message.id);
  if (!entry) return;
  if (message.type === 'next') entry.onNext(message.value, message.fromCache);
  else {
    listening.delete(message.id);
    entry.onError(new Error(message.message));
  }
}

/**
 * The worker did not start (offline, its code not yet on the device) or failed: every query gets
 * the error, and the next query starts a new worker.
 */
function workerFailed(stop: () => void) {
  stop();
  post = undefined;
  const failed = [...listening.values()];
  listening.clear();
  for (const entry of failed) entry.onError(new Error('The Firestore worker stopped'));
}

/** Starts the worker (or joins the shared one); the queries of a page leaving stop with it. */
function connect(): (message: ToWorker) => void {
  if (typeof SharedWorker === 'function') {
    const worker = new SharedWorker(new URL('./public-firestore.worker.ts', import.meta.url), {
      type: 'module',
      name: 'public-firestore',
    });
    // A shared worker reports here only that its code did not load.
    worker.addEventListener('error', () => workerFailed(() => worker.port.close()));
    worker.port.addEventListener('message', receive);
    worker.port.start();
    post = (message) => worker.port.postMessage(message);
  } else if (typeof Worker === 'function') {
    const worker = new Worker(new URL('./public-firestore.worker.ts', import.meta.url), {
      type: 'module',
      name: 'public-firestore',
    });
    worker.addEventListener('error', () => workerFailed(() => worker.terminate()));
    worker.addEventListener('message', receive);
    post = (message) => worker.postMessage(message);
  } else {
    throw new Error('This browser runs no workers');
  }
  return post;
}

// A page leaving (closed, reloaded, or kept in the back/forward cache) stops its queries in the
// shared worker; one coming back from that cache starts them again.
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => post?.({ type: 'close' }));
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted || !post) return;
    for (const [id, { query }] of listening) post({ type: 'listen', id, query });
  });
}

/** Listens to `query` until the returned function is called; errors end the query. */
export function listenLive<Query extends LiveQuery>(
  query: Query,
  onNext: (value: LiveAnswer<Query>, fromCache: boolean) => void,
  onError: (error: Error) => void,
): () => void {
  const id = (lastId += 1);
  listening.set(id, { query, onNext: onNext as Listening['onNext'], onError });
  try {
    (post ?? connect())({ type: 'listen', id, query });
  } catch (error) {
    listening.delete(id);
    queueMicrotask(() => onError(error instanceof Error ? error : new Error(String(error))));
  }
  return () => {
    if (listening.delete(id)) post?.({ type: 'stop', id });
  };
}
