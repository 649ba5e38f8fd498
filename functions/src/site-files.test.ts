// @vitest-environment node
// The siteFiles handler over a stand-in catalog, through a real HTTP server: the sitemap names the
// site by its configured address, whatever host the request names.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { Request } from 'firebase-functions/v2/https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_SNAPSHOT_VERSION } from '../../src/domain/catalog-snapshot';
import { makeTour } from '../../src/testing/make-tour';
import { siteFilesHandler } from './site-files';

const ORIGIN = 'https://tours.example';
let site: Server;
let base: string;
const savedOrigin = process.env.SITE_ORIGIN;

beforeAll(async () => {
  process.env.SITE_ORIGIN = `${ORIGIN}/`;
  const app = express();
  const handle = siteFilesHandler(async () => ({
    version: CATALOG_SNAPSHOT_VERSION,
    tours: [makeTour('saona', { slug: 'isla-saona', updatedAt: Date.UTC(2026, 4, 2) })],
    pricing: [],
    siteContent: [],
  }));
  app.use((request, response) => void handle(request as Request, response));
  site = createServer(app);
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

afterAll(async () => {
  process.env.SITE_ORIGIN = savedOrigin;
  await new Promise((done) => site.close(done));
});

describe('siteFiles', () => {
  it('serves the sitemap of the catalog as XML, named by the configured address', async () => {
    const response = await fetch(`${base}/sitemap.xml`, {
      headers: { 'X-Forwarded-Host': 'evil.example' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toContain(`<loc>${ORIGIN}/tours/isla-saona?lng=en</loc>`);
    expect(xml).toContain('<lastmod>2026-05-02</lastmod>');
    expect(xml).not.toContain('evil.example');
  });

  it('serves the sitemap only, and to reads only', async () => {
    expect((await fetch(`${base}/robots.txt`)).status).toBe(404);
    expect((await fetch(`${base}/other.txt`)).status).toBe(404);
    expect((await fetch(`${base}/sitemap.xml`, { method: 'POST' })).status).toBe(405);
  });
});
