// The HTTP status of a page the renderPage function renders (functions/src/render-page.ts). Apart
// from server-render.ts, which the browser's shell imports: this one reads tours.
import type { CatalogSnapshot } from './catalog-snapshot';
import { tourOfPath } from './page-head';

/**
 * The HTTP status of a rendered page: 404 for a tour address whose tour the catalog does not have
 * (the page says "not found", and search engines drop the address), else 200.
 */
export function pageStatus(path: string, snapshot: CatalogSnapshot): 200 | 404 {
  return tourOfPath(path, snapshot.tours) === null ? 404 : 200;
}
