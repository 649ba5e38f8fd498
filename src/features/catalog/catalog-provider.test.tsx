// The catalog every page reads. Where it comes from (the device's cache, or the server) reaches the
// offline banner only: on a page from the server it must not take over the parts below the first
// view that nobody has scrolled to (a phone would spend its first seconds on them).
import { act, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATALOG_SNAPSHOT_VERSION } from '@/domain/catalog-snapshot';
import { makeTour } from '@/testing/make-tour';
import { onTakenOverPage } from '@/testing/server-page';

interface FakeListener {
  name: string;
  onNext: (docs: unknown[], fromCache: boolean) => void;
}
const listeners = vi.hoisted(() => [] as FakeListener[]);
vi.mock('./api/catalog-listener', () => ({
  listenToCollection: (name: string, onNext: FakeListener['onNext']) => {
    listeners.push({ name, onNext });
    return () => {};
  },
}));

/** What the site's Firestore worker delivers for every collection: the tour at `price`. */
function firestoreSays(price: number, fromCache: boolean) {
  act(() => {
    for (const { name, onNext } of listeners)
      onNext(name === 'tours' ? [makeTour('isla-saona', { price })] : [], fromCache);
  });
}

beforeEach(() => {
  vi.resetModules();
  listeners.length = 0;
  // Nobody scrolls: no part below the first view comes near the screen.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the catalog on a page from the server', () => {
  it('tells the offline banner it comes from the device, leaving the parts below as the server drew them', async () => {
    const { CatalogProvider, useCatalog, useCatalogFromCache } = await import('./catalog-provider');
    const { Deferred } = await import('@/components/deferred');
    const { primeCatalogSnapshot } = await import('./api/catalog-snapshot');
    const idle = await import('@/lib/idle');
    primeCatalogSnapshot({
      version: CATALOG_SNAPSHOT_VERSION,
      tours: [makeTour('isla-saona', { price: 80 })],
      pricing: [],
      siteContent: [],
    });
    const takenOver: string[] = [];
    function Hero() {
      useEffect(() => idle.firstViewDrawn(), []);
      return <h1>Hero</h1>;
    }
    function Banner() {
      return <p>{useCatalogFromCache() ? 'Offline copy' : 'Live'}</p>;
    }
    function Prices() {
      const { tours } = useCatalog();
      useEffect(() => {
        takenOver.push('Prices');
      }, []);
      return <section>{tours.map((tour) => `${tour.title}: US$${tour.price}`).join(', ')}</section>;
    }
    const page = () => (
      <CatalogProvider>
        <Hero />
        <Banner />
        <Deferred>
          <Prices />
        </Deferred>
      </CatalogProvider>
    );
    await onTakenOverPage(page, async ({ container, recoverableErrors }) => {
      await waitFor(() => expect(listeners).toHaveLength(3));
      // Firestore's first answer comes from the device's cache (a repeat visit) and says what the
      // page shows: the banner learns it, the prices below stay the server's markup.
      firestoreSays(80, true);
      await screen.findByText('Offline copy');
      await act(() => idle.nextTask());
      expect(takenOver).toEqual([]);
      expect(container).toHaveTextContent('Tour isla-saona: US$80');

      // The server then answers with a new price: the part is taken over with it.
      firestoreSays(95, false);
      await waitFor(() => expect(container).toHaveTextContent('Tour isla-saona: US$95'));
      expect(takenOver).toEqual(['Prices']);
      expect(screen.getByText('Live')).toBeInTheDocument();
      expect(recoverableErrors).not.toHaveBeenCalled();
    });
  });
});
