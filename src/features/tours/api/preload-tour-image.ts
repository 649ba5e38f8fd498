// The tour page's photo is its largest paint: its download starts as soon as the catalog snapshot
// names it, beside the page's code, instead of after the page's first render.
import { imageSrcSet } from '@/domain/image-variants';
import { loadCatalogSnapshot } from '@/features/catalog/api/catalog-snapshot';

/** Adds a high-priority preload of the photo the tour page opens with, if the snapshot has one. */
export async function preloadTourImage(slug: string): Promise<void> {
  const snapshot = await loadCatalogSnapshot();
  const image = snapshot?.tours.find((tour) => tour.slug === slug)?.image;
  if (!image || document.querySelector(`link[rel="preload"][href="${CSS.escape(image)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  link.href = image;
  // The photo's sizes (src/domain/image-variants.ts), as the page's full-width <img> picks one.
  const srcSet = imageSrcSet(image);
  if (srcSet) {
    link.setAttribute('imagesrcset', srcSet);
    link.setAttribute('imagesizes', '100vw');
  }
  document.head.append(link);
}
