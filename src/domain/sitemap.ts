// /sitemap.xml and /robots.txt (served by the siteFiles function, functions/src/site-files.ts):
// every public page and tour, each in both languages with its alternates and when it last changed;
// the admin area, checkout and "My booking" are left out (and robots.txt keeps crawlers off the
// admin area).
import type { CatalogSnapshot } from './catalog-snapshot';
import { LANGUAGES } from './language';
import { escapeHtml, pageUrl } from './page-head';

/** The public pages that are the same for every visitor, in the order the sitemap lists them. */
export const SITEMAP_PAGES = ['/home', '/guia', '/about', '/contact'] as const;

/** Addresses search engines are kept off, and never listed (their pages say noindex too). */
export const PRIVATE_PATHS = ['/admin', '/admin-login', '/checkout', '/reserva'] as const;

export interface SitemapEntry {
  /** The page in one language (`?lng=`). */
  loc: string;
  /** The same page in each language, and the address that picks it by the visitor. */
  alternates: { hreflang: string; href: string }[];
  /** YYYY-MM-DD, when known. */
  lastmod?: string;
}

function day(millis: number | undefined): string | undefined {
  return millis === undefined || !Number.isFinite(millis)
    ? undefined
    : new Date(millis).toISOString().slice(0, 10);
}

/** One entry per page and language: the catalog's pages, then each tour (by its address). */
export function sitemapEntries(origin: string, snapshot: CatalogSnapshot): SitemapEntry[] {
  const changed = snapshot.tours.map((tour) => tour.updatedAt ?? tour.createdAt ?? 0);
  const latest = changed.length > 0 ? Math.max(...changed) : undefined;
  const pages: { path: string; lastmod?: string }[] = [
    ...SITEMAP_PAGES.map((path) => ({ path, lastmod: day(latest || undefined) })),
    ...[...snapshot.tours]
      .sort((a, b) => a.slug.localeCompare(b.slug))
      .map((tour) => ({
        path: `/tours/${encodeURIComponent(tour.slug)}`,
        lastmod: day(tour.updatedAt ?? tour.createdAt),
      })),
  ];
  return pages.flatMap(({ path, lastmod }) => {
    const alternates = [
      ...LANGUAGES.map((language) => ({
        hreflang: language,
        href: pageUrl(origin, path, language),
      })),
      { hreflang: 'x-default', href: pageUrl(origin, path) },
    ];
    return LANGUAGES.map((language) => ({
      loc: pageUrl(origin, path, language),
      alternates,
      ...(lastmod ? { lastmod } : {}),
    }));
  });
}

/** The sitemap as XML (sitemaps.org 0.9, with xhtml:link alternates), every value escaped. */
export function sitemapXml(origin: string, snapshot: CatalogSnapshot): string {
  const urls = sitemapEntries(origin, snapshot).map((entry) =>
    [
      '<url>',
      `<loc>${escapeHtml(entry.loc)}</loc>`,
      ...entry.alternates.map(
        ({ hreflang, href }) =>
          `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`,
      ),
      ...(entry.lastmod ? [`<lastmod>${entry.lastmod}</lastmod>`] : []),
      '</url>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything but the private addresses, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
