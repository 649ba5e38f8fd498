// The catalog read a visitor's page makes: painted from /catalog.json first, Firestore loaded once
// the page has settled, the device's cache never shown over fresher data, and Firestore alone
// when there is no snapshot (offline, dev server).
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATALOG_SNAPSHOT_VERSION, type CatalogSnapshot } from '@/domain/catalog-snapshot';
import { makeTour } from '@/testing/make-tour';

interface FakeListener {
  name: string;
  onNext: (docs: unknown[], fromCache: boolean) => void;
}
const listeners = vi.hoisted(() => [] as FakeListener[]);
vi.mock('./catalog-listener', () => ({
  listenToCollection: (name: string, onNext: FakeListener['onNext']) => {
    listeners.push({ name, onNext });
    return () => {};
  },
}));

/** What the site's Firestore worker delivers: the tour, read. */
function emit(listener: FakeListener, price: number, fromCache: boolean) {
  act(() => listener.onNext([makeTour('isla-saona', { price })], fromCache));
}

const snapshotWith = (price: number): CatalogSnapshot => ({
  version: CATALOG_SNAPSHOT_VERSION,
  tours: [makeTour('isla-saona', { price })],
  pricing: [],
  siteContent: [],
});

let idleCallbacks: (() => void)[];
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.resetModules();
  listeners.length = 0;
  idleCallbacks = [];
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const useTours = async () => (await import('./use-tours')).useTours;
const runIdleCallbacks = () => act(() => idleCallbacks.splice(0).forEach((callback) => callback()));
/** The page frame says the opened page is drawn, then the browser goes idle. */
async function pageGoesIdle() {
  const { firstViewDrawn } = await import('@/lib/idle');
  firstViewDrawn();
  await waitFor(() => expect(idleCallbacks.length).toBeGreaterThan(0));
  runIdleCallbacks();
}

/** A page painted from a snapshot (tours at 80), then drawn and idle: Firestore's listener is on. */
async function snapshotShownFirestoreListening() {
  fetchMock.mockResolvedValue(Response.json(snapshotWith(80)));
  const { useTours: hook } = await import('./use-tours');
  const { result } = renderHook(() => hook());
  await waitFor(() => expect(result.current.status).toBe('success'));
  await pageGoesIdle();
  await waitFor(() => expect(listeners).toHaveLength(1));
  return result;
}

describe('a catalog collection on a visitor page', () => {
  it('paints from the snapshot, and asks Firestore only once the page is drawn and idle', async () => {
    fetchMock.mockResolvedValue(Response.json(snapshotWith(80)));
    const hook = await useTours();
    const { result } = renderHook(() => hook());
    expect(result.current.status).toBe('loading');

    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data.map((tour) => tour.price)).toEqual([80]);
    expect(result.current.fromCache).toBe(false);
    expect(fetchMock).toHaveBeenCalledWith('/catalog.json');
    expect(listeners).toHaveLength(0);
    // Idle moments while the page is still being drawn do not start Firestore.
    runIdleCallbacks();
    await act(async () => {});
    expect(listeners).toHaveLength(0);

    await pageGoesIdle();
    await waitFor(() => expect(listeners.map((listener) => listener.name)).toEqual(['tours']));
  });

  it('paints the catalog in its first render when the snapshot came before the page', async () => {
    fetchMock.mockResolvedValue(Response.json(snapshotWith(80)));
    const { loadCatalogSnapshot } = await import('./catalog-snapshot');
    await loadCatalogSnapshot();
    const hook = await useTours();
    const { result } = renderHook(() => hook());
    expect(result.current.status).toBe('success');
    expect(result.current.data.map((tour) => tour.price)).toEqual([80]);

    await pageGoesIdle();
    await waitFor(() => expect(listeners).toHaveLength(1));
    emit(listeners[0]!, 60, true);
    expect(result.current.data.map((tour) => tour.price)).toEqual([80]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("keeps the snapshot over the device's older cache, and takes the server's answer", async () => {
    const result = await snapshotShownFirestoreListening();

    emit(listeners[0]!, 60, true);
    expect(result.current.data.map((tour) => tour.price)).toEqual([80]);
    expect(result.current.fromCache).toBe(true);

    emit(listeners[0]!, 90, false);
    expect(result.current.data.map((tour) => tour.price)).toEqual([90]);
    expect(result.current.fromCache).toBe(false);

    // Live from then on, the cache included (offline later in the visit).
    emit(listeners[0]!, 95, true);
    expect(result.current.data.map((tour) => tour.price)).toEqual([95]);
  });

  it("draws nothing again when the server's answer says what the snapshot on screen says", async () => {
    const result = await snapshotShownFirestoreListening();
    const shown = result.current;

    // The same read (so the catalog's readers, the whole page, are not drawn again).
    emit(listeners[0]!, 80, false);
    expect(result.current).toBe(shown);

    // A real change still shows, and so does the device going offline.
    emit(listeners[0]!, 85, false);
    expect(result.current.data.map((tour) => tour.price)).toEqual([85]);
    emit(listeners[0]!, 85, true);
    expect(result.current.fromCache).toBe(true);
  });

  it.each([
    ['offline (the request fails)', () => fetchMock.mockRejectedValue(new TypeError('offline'))],
    [
      'a dev server answering with the app page',
      () => fetchMock.mockResolvedValue(new Response('<!doctype html>')),
    ],
    [
      'a failed function',
      () => fetchMock.mockResolvedValue(Response.json({ error: 'x' }, { status: 500 })),
    ],
  ])('without a snapshot, %s, reads Firestore at once', async (_label, answer) => {
    answer();
    const hook = await useTours();
    const { result } = renderHook(() => hook());
    await waitFor(() => expect(listeners).toHaveLength(1));
    expect(idleCallbacks).toHaveLength(0);

    emit(listeners[0]!, 60, true);
    expect(result.current.status).toBe('success');
    expect(result.current.data.map((tour) => tour.price)).toEqual([60]);
    expect(result.current.fromCache).toBe(true);
  });

  it('a page opened after Firestore has loaded reads Firestore, not the first snapshot again', async () => {
    fetchMock.mockResolvedValue(Response.json(snapshotWith(80)));
    const hook = await useTours();
    const first = renderHook(() => hook());
    await waitFor(() => expect(first.result.current.status).toBe('success'));
    await pageGoesIdle();
    await waitFor(() => expect(listeners).toHaveLength(1));
    first.unmount();

    const second = renderHook(() => hook());
    await waitFor(() => expect(listeners).toHaveLength(2));
    expect(second.result.current.status).toBe('loading');
    emit(listeners[1]!, 90, false);
    expect(second.result.current.data.map((tour) => tour.price)).toEqual([90]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
