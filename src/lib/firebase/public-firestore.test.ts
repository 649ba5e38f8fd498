// A page's side of the site's Firestore worker: each answer reaches its own query, a query stopped
// hears nothing more, a worker that did not start fails every query and the next query starts a
// new one. The worker itself (the real SDK on the emulators) is driven by the journeys.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { FromWorker, ToWorker } from './live-queries';

/** A SharedWorker as a page sees one: its port carries the messages both ways. */
class FakeSharedWorker extends EventTarget {
  static started: FakeSharedWorker[] = [];
  readonly sent: ToWorker[] = [];
  readonly port = Object.assign(new EventTarget(), {
    start: vi.fn(),
    close: vi.fn(),
    postMessage: (message: ToWorker) => this.sent.push(message),
  });
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    super();
    FakeSharedWorker.started.push(this);
  }
  answer(message: FromWorker) {
    this.port.dispatchEvent(new MessageEvent('message', { data: message }));
  }
}

beforeEach(() => {
  vi.resetModules();
  FakeSharedWorker.started = [];
  vi.stubGlobal('SharedWorker', FakeSharedWorker);
});
afterEach(() => vi.unstubAllGlobals());

const client = () => import('./public-firestore');

it('starts one module worker for every query, and gives each query its own answers', async () => {
  const { listenLive } = await client();
  const tours = vi.fn();
  const seats = vi.fn();
  listenLive({ kind: 'collection', name: 'tours' }, tours, vi.fn());
  listenLive({ kind: 'soldSeats', tourId: 'isla-saona', fromDate: '2026-12-01' }, seats, vi.fn());

  expect(FakeSharedWorker.started).toHaveLength(1);
  const [worker] = FakeSharedWorker.started;
  expect(worker!.options).toMatchObject({ type: 'module' });
  expect(worker!.port.start).toHaveBeenCalled();
  const [toursQuery, seatsQuery] = worker!.sent;
  expect(toursQuery).toMatchObject({ type: 'listen', query: { kind: 'collection' } });
  expect(seatsQuery).toMatchObject({ type: 'listen', query: { tourId: 'isla-saona' } });

  worker!.answer({
    type: 'next',
    id: (seatsQuery as { id: number }).id,
    value: {},
    fromCache: true,
  });
  expect(seats).toHaveBeenCalledWith({}, true);
  expect(tours).not.toHaveBeenCalled();
});

it('a stopped query tells the worker, and hears nothing more', async () => {
  const { listenLive } = await client();
  const onNext = vi.fn();
  const stop = listenLive({ kind: 'bookingStatus', statusToken: 'abc' }, onNext, vi.fn());
  const [worker] = FakeSharedWorker.started;
  const { id } = worker!.sent[0] as { id: number };

  stop();
  expect(worker!.sent.at(-1)).toEqual({ type: 'stop', id });
  worker!.answer({ type: 'next', id, value: null, fromCache: false });
  expect(onNext).not.toHaveBeenCalled();
});

it('a query the worker reports failed gets the error; the others go on', async () => {
  const { listenLive } = await client();
  const failed = vi.fn();
  const other = vi.fn();
  listenLive({ kind: 'collection', name: 'pricing' }, vi.fn(), failed);
  listenLive({ kind: 'collection', name: 'tours' }, other, vi.fn());
  const [worker] = FakeSharedWorker.started;
  const [first, second] = worker!.sent as { id: number }[];

  worker!.answer({ type: 'error', id: first!.id, message: 'FirebaseError: permission-denied' });
  expect(failed).toHaveBeenCalledWith(new Error('FirebaseError: permission-denied'));
  worker!.answer({ type: 'next', id: second!.id, value: [], fromCache: false });
  expect(other).toHaveBeenCalledWith([], false);
});

it('a worker whose code did not load fails every query, and the next query starts a new worker', async () => {
  const { listenLive } = await client();
  const errors = [vi.fn(), vi.fn()];
  listenLive({ kind: 'collection', name: 'tours' }, vi.fn(), errors[0]!);
  listenLive({ kind: 'collection', name: 'pricing' }, vi.fn(), errors[1]!);
  FakeSharedWorker.started[0]!.dispatchEvent(new Event('error'));
  for (const onError of errors) expect(onError).toHaveBeenCalledWith(expect.any(Error));
  expect(FakeSharedWorker.started[0]!.port.close).toHaveBeenCalled();

  listenLive({ kind: 'collection', name: 'tours' }, vi.fn(), vi.fn());
  expect(FakeSharedWorker.started).toHaveLength(2);
});

it('a page leaving stops its queries; one back from the back/forward cache starts them again', async () => {
  const { listenLive } = await client();
  listenLive({ kind: 'collection', name: 'tours' }, vi.fn(), vi.fn());
  const [worker] = FakeSharedWorker.started;
  const listened = worker!.sent[0];

  window.dispatchEvent(new Event('pagehide'));
  expect(worker!.sent.at(-1)).toEqual({ type: 'close' });
  window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
  expect(worker!.sent.at(-1)).toEqual(listened);
});

it('without workers, a query fails with an error instead of throwing', async () => {
  vi.stubGlobal('SharedWorker', undefined);
  vi.stubGlobal('Worker', undefined);
  const { listenLive } = await client();
  const onError = vi.fn();
  expect(() => listenLive({ kind: 'collection', name: 'tours' }, vi.fn(), onError)).not.toThrow();
  await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(expect.any(Error)));
});
