// The siteFiles HTTP function, served by Hosting at /sitemap.xml (firebase.json): the sitemap built
// from the catalog as it is now, with the site's own address (site-origin.ts). Cached by the CDN as
// /catalog.json is (10 s). robots.txt, which names it, is a file of the build
// (tools/vite/robots-txt.ts): the Functions runtime answers /robots.txt itself, with a 404.
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import type { CatalogSnapshot } from '../../src/domain/catalog-snapshot';
import { sitemapXml } from '../../src/domain/sitemap';
import { readCatalogSnapshot } from './catalog-snapshot';
import { FUNCTIONS_REGION } from './create-booking';
import { siteOrigin } from './site-origin';

/** The handler over a catalog source (Firestore, or a test's). */
export function siteFilesHandler(catalog: () => Promise<CatalogSnapshot>) {
  return async (request: Request, response: Response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.set('Allow', 'GET, HEAD').status(405).send('Method not allowed');
      return;
    }
    const origin = siteOrigin();
    if (request.path !== '/sitemap.xml') {
      response.status(404).type('text/plain').send('Not found');
      return;
    }
    try {
      response.type('application/xml').send(sitemapXml(origin, await catalog()));
    } catch (error) {
      logger.error('siteFiles failed', error);
      response.set('Cache-Control', 'no-store').status(503).type('text/plain').send('Unavailable');
    }
  };
}

export const siteFiles = onRequest(
  { region: FUNCTIONS_REGION, maxInstances: 5 },
  siteFilesHandler(() => readCatalogSnapshot(getFirestore())),
);
