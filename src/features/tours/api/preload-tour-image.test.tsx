// A tour page's photo starts downloading once the catalog snapshot names it, before the page renders.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATALOG_SNAPSHOT_VERSION, type CatalogSnapshot } from '@/domain/catalog-snapshot';
import { makeTour } from '@/testing/make-tour';

const PHOTO = 'https://firebasestorage.googleapis.com/v0/b/demo/o/saona.jpg?alt=media';

const snapshot: CatalogSnapshot = {
  version: CATALOG_SNAPSHOT_VERSION,
  tours: [
    makeTour('isla-saona', { slug: 'isla-saona', image: PHOTO }),
    makeTour('buggies', { slug: 'buggies', image: null }),
  ],
  pricing: [],
  siteContent: [],
};

let preloadTourImage: typeof import('./preload-tour-image').preloadTourImage;
beforeEach(async () => {
  vi.resetModules();
  vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(Response.json(snapshot)));
  ({ preloadTourImage } = await import('./preload-tour-image'));
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
});

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
    href: link.href,
    as: link.getAttribute('as'),
    fetchPriority: link.getAttribute('fetchpriority'),
  }));

describe("preloading a tour page's photo", () => {
  it('asks for the photo the snapshot names, at high priority, once however often asked', async () => {
    await preloadTourImage('isla-saona');
    await preloadTourImage('isla-saona');
    expect(preloads()).toEqual([{ href: PHOTO, as: 'image', fetchPriority: 'high' }]);
  });

  it('asks for nothing for a tour without a photo, an unknown tour or no snapshot', async () => {
    await preloadTourImage('buggies');
    await preloadTourImage('no-such-tour');
    expect(preloads()).toEqual([]);
    vi.resetModules();
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline')));
    ({ preloadTourImage } = await import('./preload-tour-image'));
    await preloadTourImage('isla-saona');
    expect(preloads()).toEqual([]);
  });
});
