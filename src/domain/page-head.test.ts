// The head of each rendered page, the structured data and the sitemap, built from the seed catalog
// (emulator-data/seed/catalog.json) as the functions build them; the JSON-LD is typed by schema-dts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Offer, Product, PropertyValue, TravelAgency, WithContext } from 'schema-dts';
import { describe, expect, it } from 'vitest';
import { CATALOG_SNAPSHOT_VERSION, type CatalogSnapshot } from './catalog-snapshot';
import type { Language } from './language';
import {
  firstSentence,
  pageHead,
  pageTitle,
  tourJsonLd,
  tourPreviewImage,
  travelAgencyJsonLd,
  type HeadTexts,
} from './page-head';
import { readSiteContentEntry } from './site-content-schema';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap';
import { readTour } from './tour-schema';
import { formatPublicPrice } from './format-price';
import type { Tour } from './tour';

const ORIGIN = 'https://tours.example';
const BUCKET = 'http://127.0.0.1:9199/v0/b/demo-puntacana.appspot.com/o/';
const storageUrl = (file: string) =>
  `${BUCKET}${encodeURIComponent(`images/seed-${file}`)}?alt=media&token=0000`;

interface SeedCatalog {
  tours: ({ id: string; image: string | null; gallery: string[] } & Record<string, unknown>)[];
  siteContent: Record<string, string>;
}

/** The seed catalog as the seed script stores it: pictures uploaded, then read by the app's readers. */
function seedSnapshot(): CatalogSnapshot {
  const seed = JSON.parse(
    readFileSync(path.join(__dirname, '../../emulator-data/seed/catalog.json'), 'utf8'),
  ) as SeedCatalog;
  const tours = seed.tours.map(({ id, ...fields }, index) => ({
    ...readTour(id, {
      ...fields,
      image: fields.image && storageUrl(fields.image),
      gallery: fields.gallery.map(storageUrl),
    }).value,
    updatedAt: Date.UTC(2026, 0, 1 + index),
  }));
  const siteContent = Object.entries(seed.siteContent).map(([id, value]) =>
    readSiteContentEntry(id, { value: value.endsWith('.webp') ? storageUrl(value) : value }),
  );
  return { version: CATALOG_SNAPSHOT_VERSION, tours, pricing: [], siteContent };
}

const snapshot = seedSnapshot();
const saona = snapshot.tours.find((tour) => tour.id === 'isla-saona')!;

const TEXTS: Record<Language, HeadTexts> = {
  es: {
    brand: 'Punta Cana Tours & Traslados',
    home: { title: 'Vive Punta Cana a tu manera', description: 'Excursiones y traslados.' },
    guide: { title: 'Guía de Punta Cana', description: 'Todo para tu viaje.' },
    about: { title: 'Sobre nosotros', description: 'Una agencia local.' },
    contact: { title: 'Contacto', description: 'Escríbenos.' },
    notFound: { title: 'Tour no encontrado', description: 'Este tour no existe.' },
    duration: 'Duración',
  },
  en: {
    brand: 'Punta Cana Tours & Transfers',
    home: { title: 'Experience Punta Cana your way', description: 'Tours and transfers.' },
    guide: { title: 'Punta Cana guide', description: 'Everything for your trip.' },
    about: { title: 'About us', description: 'A local agency.' },
    contact: { title: 'Contact', description: 'Write to us.' },
    notFound: { title: 'Tour not found', description: 'This tour does not exist.' },
    duration: 'Duration',
  },
};

const head = (pagePath: string, language: Language, catalog = snapshot, languageInAddress = true) =>
  pageHead({
    path: pagePath,
    language,
    languageInAddress,
    origin: ORIGIN,
    snapshot: catalog,
    texts: TEXTS[language],
  });

/** The head's JSON-LD blocks, parsed. */
function jsonLdOf(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as unknown,
  );
}

/** The content of a meta tag, unescaped as a browser reads it. */
function metaContent(html: string, attribute: string): string | undefined {
  const element = new DOMParser().parseFromString(`<head>${html}</head>`, 'text/html');
  return element.querySelector(`meta[${attribute}]`)?.getAttribute('content') ?? undefined;
}

describe('the JSON-LD of the seed catalog', () => {
  it('states each priced tour as a Product with an Offer at the price its page shows, in USD', () => {
    for (const tour of snapshot.tours) {
      for (const language of ['es', 'en'] as const) {
        const data: WithContext<Product> | null = tourJsonLd(
          ORIGIN,
          tour,
          language,
          TEXTS[language],
        );
        expect(data, tour.id).not.toBeNull();
        const product = data as Exclude<Product, string> & { offers: Exclude<Offer, string> };
        expect(product['@type']).toBe('Product');
        expect(product.name).toBe(language === 'en' ? tour.titleEn : tour.title);
        const offer = product.offers;
        expect(offer.priceCurrency).toBe('USD');
        // The page writes the same figure: $95 USD.
        expect(formatPublicPrice(Number(offer.price))).toBe(formatPublicPrice(tour.price!));
        expect(offer.availability).toBe('https://schema.org/InStock');
        const images = product.image as string[];
        expect(images.length).toBe(1 + tour.gallery.length);
        for (const image of images) expect(new URL(image).protocol).toMatch(/^https?:$/);
        const duration = product.additionalProperty as Exclude<PropertyValue, string>;
        expect(duration.value).toBe(language === 'en' ? tour.durationEn : tour.duration);
      }
    }
  });

  it('gives no Product for a tour without a price (its page shows none)', () => {
    expect(tourJsonLd(ORIGIN, { ...saona, price: null }, 'es', TEXTS.es)).toBeNull();
  });

  it('states the operator as a TravelAgency with the agency contact the site shows, on /home and /contact', () => {
    const agency: WithContext<TravelAgency> = travelAgencyJsonLd(ORIGIN, snapshot, 'Punta Cana');
    expect(agency).toMatchObject({
      '@type': 'TravelAgency',
      name: 'Punta Cana',
      logo: `${ORIGIN}/icons/icon-512.png`,
    });
    const stored = (key: string) => snapshot.siteContent.find((entry) => entry.id === key)?.usable;
    const typed = agency as Exclude<TravelAgency, string>;
    expect(typed.email).toBe(stored('agency_email'));
    expect(typed.address).toBe(stored('agency_address'));
    expect(typed.telephone).toBe(`+${stored('agency_phone')}`);
    expect(jsonLdOf(head('/home', 'es').html)).toEqual([
      travelAgencyJsonLd(ORIGIN, snapshot, TEXTS.es.brand),
    ]);
    expect(jsonLdOf(head('/contact', 'en').html)).toEqual([
      travelAgencyJsonLd(ORIGIN, snapshot, TEXTS.en.brand),
    ]);
    expect(jsonLdOf(head('/guia', 'es').html)).toEqual([]);
    expect(jsonLdOf(head('/about', 'es').html)).toEqual([]);
  });

  it('titles a tour, a missing tour, and a page the server does not render (the brand alone)', () => {
    expect(pageTitle('/tours/isla-saona', 'en', snapshot.tours, TEXTS.en)).toBe(
      `${saona.titleEn} | Punta Cana Tours & Transfers`,
    );
    expect(pageTitle('/tours/nope', 'es', snapshot.tours, TEXTS.es)).toBe(
      'Tour no encontrado | Punta Cana Tours & Traslados',
    );
    expect(pageTitle('/checkout', 'en', snapshot.tours, TEXTS.en)).toBe(
      'Punta Cana Tours & Transfers',
    );
  });

  it('titles /about and /contact with their own headings', () => {
    expect(head('/about', 'en').html).toContain(
      '<title>About us | Punta Cana Tours &amp; Transfers</title>',
    );
    expect(head('/contact', 'es').html).toContain(
      '<title>Contacto | Punta Cana Tours &amp; Traslados</title>',
    );
    expect(metaContent(head('/contact', 'en').html, 'name="description"')).toBe('Write to us.');
  });
});

describe('the head of a page', () => {
  it("has the tour's own title, first sentence, canonical, alternates, preview tags and data", () => {
    for (const language of ['es', 'en'] as const) {
      const { html, status } = head('/tours/isla-saona', language);
      expect(status).toBe(200);
      const title = language === 'en' ? saona.titleEn : saona.title;
      const description = language === 'en' ? saona.descriptionEn : saona.descriptionEs;
      expect(html).toContain(
        `<title>${title} | ${TEXTS[language].brand.replace('&', '&amp;')}</title>`,
      );
      expect(metaContent(html, 'name="description"')).toBe(firstSentence(description));
      expect(html).toContain(
        `<link rel="canonical" href="${ORIGIN}/tours/isla-saona?lng=${language}" />`,
      );
      for (const code of ['es', 'en']) {
        expect(html).toContain(
          `<link rel="alternate" hreflang="${code}" href="${ORIGIN}/tours/isla-saona?lng=${code}" />`,
        );
      }
      expect(html).toContain(
        `<link rel="alternate" hreflang="x-default" href="${ORIGIN}/tours/isla-saona" />`,
      );
      expect(metaContent(html, 'property="og:title"')).toBe(`${title} | ${TEXTS[language].brand}`);
      expect(metaContent(html, 'property="og:image"')).toBe(
        `${BUCKET}${encodeURIComponent('images/seed-isla-saona-og.jpg')}?alt=media`,
      );
      expect(metaContent(html, 'property="og:image:width"')).toBe('1200');
      expect(metaContent(html, 'property="og:image:height"')).toBe('630');
      expect(metaContent(html, 'property="og:locale"')).toBe(language === 'en' ? 'en_US' : 'es_ES');
      expect(metaContent(html, 'property="og:locale:alternate"')).toBe(
        language === 'en' ? 'es_ES' : 'en_US',
      );
      expect(metaContent(html, 'name="twitter:card"')).toBe('summary_large_image');
      expect(jsonLdOf(html)).toHaveLength(1);
    }
  });

  it('is its own canonical when asked for without ?lng= (the page that adapts to the visitor)', () => {
    for (const language of ['es', 'en'] as const) {
      const { html } = head('/home', language, snapshot, false);
      expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/home" />`);
      expect(metaContent(html, 'property="og:url"')).toBe(`${ORIGIN}/home`);
      expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}/home" />`);
      expect(html).toContain(
        `<link rel="alternate" hreflang="${language}" href="${ORIGIN}/home?lng=${language}" />`,
      );
    }
  });

  it('is a 404 that asks not to be indexed for a tour the catalog does not have', () => {
    const { html, status } = head('/tours/no-such-tour', 'en');
    expect(status).toBe(404);
    expect(metaContent(html, 'name="robots"')).toBe('noindex');
    expect(html).not.toContain('canonical');
  });

  it('uses the photo itself as the preview of a photo the admin uploaded, and the site’s for none', () => {
    const uploaded = `${BUCKET}images%2Fabc-1600.webp?alt=media&token=1`;
    expect(tourPreviewImage(ORIGIN, uploaded)).toEqual({ url: uploaded });
    expect(tourPreviewImage(ORIGIN, null)).toEqual({
      url: `${ORIGIN}/images/hero-og.jpg`,
      width: 1200,
      height: 630,
    });
  });
});

describe('a tour with hostile text', () => {
  const hostile = '</script><script>alert(1)</script><!-- "quoted" & \'single\' \u2028 <b>';
  const tour: Tour = { ...saona, title: hostile, titleEn: hostile, descriptionEs: `${hostile}.` };
  const catalog = { ...snapshot, tours: [tour] };

  it('yields JSON-LD that cannot end its script element and parses back to the same text', () => {
    const { html } = head('/tours/isla-saona', 'es', catalog);
    const scripts = html.split('<script type="application/ld+json">').slice(1);
    expect(scripts).toHaveLength(1);
    const body = scripts[0]!.slice(0, scripts[0]!.indexOf('</script>'));
    expect(body).not.toMatch(/[<>]/);
    expect((JSON.parse(body) as { name: string }).name).toBe(hostile);
  });

  it('yields meta tags and a title a browser reads as the same text, with no element added', () => {
    const { html } = head('/tours/isla-saona', 'es', catalog);
    const document = new DOMParser().parseFromString(`<head>${html}</head>`, 'text/html');
    expect(document.querySelector('title')?.textContent).toBe(`${hostile} | ${TEXTS.es.brand}`);
    expect(document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      `${hostile} | ${TEXTS.es.brand}`,
    );
    expect(document.querySelectorAll('script:not([type="application/ld+json"])')).toHaveLength(0);
    expect(document.querySelectorAll('b')).toHaveLength(0);
  });
});

describe('the sitemap of the seed catalog', () => {
  const xml = sitemapXml(ORIGIN, snapshot);

  it('is well-formed sitemaps.org XML listing every public page and tour in both languages', () => {
    const parsed = new DOMParser().parseFromString(xml, 'application/xml');
    expect(parsed.querySelector('parsererror')).toBeNull();
    const urlset = parsed.documentElement;
    expect(urlset.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const urls = [...urlset.children];
    expect(urls).toHaveLength((4 + snapshot.tours.length) * 2);
    const locs = urls.map((url) => url.getElementsByTagName('loc')[0]?.textContent);
    for (const tour of snapshot.tours) {
      expect(locs).toContain(`${ORIGIN}/tours/${tour.slug}?lng=es`);
      expect(locs).toContain(`${ORIGIN}/tours/${tour.slug}?lng=en`);
    }
    for (const url of urls) {
      const links = url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link');
      expect([...links].map((link) => link.getAttribute('hreflang'))).toEqual([
        'es',
        'en',
        'x-default',
      ]);
      expect(url.getElementsByTagName('lastmod')[0]?.textContent).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('leaves out the admin area, checkout and My booking; robots.txt names it', () => {
    for (const hidden of ['/admin', '/checkout', '/reserva']) expect(xml).not.toContain(hidden);
    const robots = robotsTxt(ORIGIN);
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(robots).toContain('Disallow: /admin');
  });

  it("dates a tour's entries by its last change", () => {
    const entry = sitemapEntries(ORIGIN, snapshot).find((item) =>
      item.loc.startsWith(`${ORIGIN}/tours/isla-saona?`),
    );
    expect(entry?.lastmod).toBe('2026-01-01');
  });
});
