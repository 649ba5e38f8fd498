// What a rendered page tells search engines and link previews (WhatsApp, social networks) in its
// <head>: its own title and description in the page's language, the canonical address, the
// language alternates, Open Graph and Twitter card tags, and structured data (JSON-LD, schema.org).
// Built by the server render only (src/entry-server.tsx, for functions/src/render-page.ts): no
// page's download carries it.
import type { Product, TravelAgency, WithContext } from 'schema-dts';
import type { CatalogSnapshot } from './catalog-snapshot';
import { LANGUAGES, type Language } from './language';
import { usableAgencyContactOf } from './site-content';
import { jsonForScript } from './server-render';
import { tourTexts, type Tour } from './tour';

/** The texts of the page's language that the head is made of (from src/locales). */
export interface HeadTexts {
  /** The site's name (common:brand). */
  brand: string;
  home: { title: string; description: string };
  guide: { title: string; description: string };
  about: { title: string; description: string };
  contact: { title: string; description: string };
  notFound: { title: string; description: string };
  /** What a tour's duration is called (public:tourCard.duration). */
  duration: string;
}

export interface PageHeadInput {
  /** The page's path, without its query: /home, /guia, /tours/<slug>. */
  path: string;
  language: Language;
  /**
   * Whether the address names the page's language (`?lng=`): then the page is that language's
   * own. Without it the page is the one that adapts to the visitor (`x-default`), its own
   * canonical too: one address, one canonical, whatever language a visitor's browser asks for.
   */
  languageInAddress: boolean;
  /** The site's own origin, https://…, without a trailing slash. */
  origin: string;
  snapshot: CatalogSnapshot;
  texts: HeadTexts;
}

/** A preview picture: made for link previews (1200×630), or a photo as it is. */
export interface PreviewImage {
  url: string;
  width?: number;
  height?: number;
}

export interface PageHead {
  /** The head's elements, every value escaped. */
  html: string;
  /** 404 where the page does not exist (an unknown tour), else 200. */
  status: 200 | 404;
}

/** Open Graph's name for each language. */
export const OG_LOCALES: Record<Language, string> = { es: 'es_ES', en: 'en_US' };

/** The size link previews are made in (Open Graph's and WhatsApp's large card). */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

/** The preview made from a photo stored as `<base>-1600.webp`: `<base>-og.jpg`, 1200×630. */
export const PREVIEW_SUFFIX = '-og.jpg';

/** The site's hero made for link previews (tools/images/outputs.ts). */
export const SITE_PREVIEW_IMAGE = `/images/hero${PREVIEW_SUFFIX}`;

/** Where the site's logo is (the app icon). */
export const LOGO_PATH = '/icons/icon-512.png';

/** A description as search engines show it: about 160 characters at most. */
const DESCRIPTION_MAX = 160;

/** Text safe inside an HTML attribute or element. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The first sentence of a text (up to its first . ! or ? before a space), cut to 160 characters. */
export function firstSentence(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const end = /[.!?](?=\s|$)/.exec(flat);
  const sentence = end ? flat.slice(0, end.index + 1) : flat;
  if (sentence.length <= DESCRIPTION_MAX) return sentence;
  const cut = sentence.slice(0, DESCRIPTION_MAX - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 80 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** The page's address in a language (`?lng=`), or the one that picks it by the visitor (x-default). */
export function pageUrl(origin: string, path: string, language?: Language): string {
  return language ? `${origin}${path}?lng=${language}` : `${origin}${path}`;
}

/** An address as an absolute URL: a site path gets the origin, a full URL stays as it is. */
function absolute(origin: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/**
 * The preview of a tour's photo: the seed's photos and the bundled ones have a 1200×630 variant
 * made with them (`<base>-og.jpg` beside `<base>-1600.webp`); a photo the admin uploaded has none,
 * so the photo itself is the preview (WhatsApp crops it), and a tour without a photo gets the
 * site's.
 */
export function tourPreviewImage(origin: string, image: string | null): PreviewImage {
  if (!image) return { url: absolute(origin, SITE_PREVIEW_IMAGE), ...PREVIEW_SIZE };
  const storage = /^(.*\/v0\/b\/[^/]+\/o\/)([^?#]+)\?(?:.*&)?alt=media(?:&|$)/.exec(image);
  if (storage) {
    let name: string;
    try {
      name = decodeURIComponent(storage[2]!);
    } catch {
      return { url: image };
    }
    const seed = /^(images\/seed-.+)-1600\.webp$/.exec(name);
    return seed
      ? {
          url: `${storage[1]}${encodeURIComponent(seed[1] + PREVIEW_SUFFIX)}?alt=media`,
          ...PREVIEW_SIZE,
        }
      : { url: image };
  }
  const bundled = /^(\/images\/[\w-]+)-1600\.webp$/.exec(image);
  if (bundled) return { url: absolute(origin, bundled[1] + PREVIEW_SUFFIX), ...PREVIEW_SIZE };
  return { url: absolute(origin, image) };
}

/** The operator as schema.org's TravelAgency, from the agency contact the site shows. */
export function travelAgencyJsonLd(
  origin: string,
  snapshot: CatalogSnapshot,
  brand: string,
): WithContext<TravelAgency> {
  const contact = usableAgencyContactOf(snapshot.siteContent);
  return {
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    '@id': `${origin}/#agency`,
    name: brand,
    url: `${origin}/home`,
    logo: absolute(origin, LOGO_PATH),
    image: absolute(origin, SITE_PREVIEW_IMAGE),
    ...(contact.address ? { address: contact.address } : {}),
    ...(contact.phone ? { telephone: `+${contact.phone}` } : {}),
    ...(contact.email ? { email: contact.email } : {}),
  };
}

/** Whether the tour can be booked at all: it runs on some weekday at some time. */
function bookable(tour: Tour): boolean {
  return tour.schedule.weekdays.length > 0 && tour.price !== null;
}

/**
 * A tour as schema.org's Product with its Offer: the price the page shows (USD), whether it can be
 * booked, its photos and its duration. Null for a tour without a price: the page shows none, and a
 * Product without an offer is not one search engines take.
 */
export function tourJsonLd(
  origin: string,
  tour: Tour,
  language: Language,
  texts: Pick<HeadTexts, 'brand' | 'duration'>,
): WithContext<Product> | null {
  if (tour.price === null) return null;
  const { title, description, duration } = tourTexts(tour, language);
  const url = pageUrl(origin, `/tours/${encodeURIComponent(tour.slug)}`, language);
  const images = [tour.image, ...tour.gallery].filter((image): image is string => !!image);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: title,
    ...(description ? { description } : {}),
    url,
    ...(images.length > 0 ? { image: images.map((image) => absolute(origin, image)) } : {}),
    brand: { '@type': 'Brand', name: texts.brand },
    ...(duration
      ? {
          additionalProperty: {
            '@type': 'PropertyValue',
            name: texts.duration,
            value: duration,
          },
        }
      : {}),
    offers: {
      '@type': 'Offer',
      price: tour.price,
      priceCurrency: 'USD',
      availability: bookable(tour) ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      url,
      seller: { '@id': `${origin}/#agency` },
    },
  };
}

interface HeadParts {
  title: string;
  description: string;
  image: PreviewImage;
  type: 'website' | 'product';
  jsonLd: object[];
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
}

/** The head of a page that exists, in its language, with its alternates. */
function headOf(input: PageHeadInput, parts: HeadParts): string {
  const { path, language, origin, languageInAddress } = input;
  const canonical = pageUrl(origin, path, languageInAddress ? language : undefined);
  const other = LANGUAGES.filter((code) => code !== language);
  return [
    `<title>${escapeHtml(parts.title)}</title>`,
    meta('name', 'description', parts.description),
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...LANGUAGES.map(
      (code) =>
        `<link rel="alternate" hreflang="${code}" href="${escapeHtml(pageUrl(origin, path, code))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(pageUrl(origin, path))}" />`,
    meta('property', 'og:type', parts.type),
    meta('property', 'og:site_name', input.texts.brand),
    meta('property', 'og:title', parts.title),
    meta('property', 'og:description', parts.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', parts.image.url),
    ...(parts.image.width && parts.image.height
      ? [
          meta('property', 'og:image:width', String(parts.image.width)),
          meta('property', 'og:image:height', String(parts.image.height)),
        ]
      : []),
    meta('property', 'og:locale', OG_LOCALES[language]),
    ...other.map((code) => meta('property', 'og:locale:alternate', OG_LOCALES[code])),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', parts.title),
    meta('name', 'twitter:description', parts.description),
    meta('name', 'twitter:image', parts.image.url),
    ...parts.jsonLd.map(
      (data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`,
    ),
  ].join('');
}

/** The tour a /tours/<slug> path names, null for an unknown one, undefined for another page. */
export function tourOfPath(path: string, tours: readonly Tour[]): Tour | null | undefined {
  const slug = /^\/tours\/([^/?#]+)\/?$/.exec(path)?.[1];
  if (slug === undefined) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    return null;
  }
  return tours.find((tour) => tour.slug === decoded) ?? null;
}

/** The texts a page's head is made of, from the site's (namespaces common and public). */
export function headTextsOf(t: (key: string) => string): HeadTexts {
  return {
    brand: t('common:brand'),
    home: { title: t('public:home.heroTitle'), description: t('public:home.heroSubtitle') },
    guide: { title: t('public:guide.title'), description: t('public:guide.subtitle') },
    about: { title: t('public:about.title'), description: t('public:about.subtitle') },
    contact: { title: t('public:contact.title'), description: t('public:contact.subtitle') },
    notFound: {
      title: t('public:tourPage.notFoundTitle'),
      description: t('public:tourPage.notFoundText'),
    },
    duration: t('public:tourCard.duration'),
  };
}

/** The texts of a page the server renders that is not a tour's, by its path. */
function plainPageTexts(path: string, texts: HeadTexts) {
  const pages: Record<string, HeadTexts['home'] | undefined> = {
    '/home': texts.home,
    '/guia': texts.guide,
    '/about': texts.about,
    '/contact': texts.contact,
  };
  return pages[path];
}

/**
 * A page's title, as its head says it and as the app keeps it on the way between pages: the
 * page's own heading and the site's name; for a page whose head the server does not make
 * (checkout, My booking, the admin), the site's name alone.
 */
export function pageTitle(
  path: string,
  language: Language,
  tours: readonly Tour[],
  texts: HeadTexts,
): string {
  const tour = tourOfPath(path, tours);
  if (tour === null) return `${texts.notFound.title} | ${texts.brand}`;
  if (tour) return `${tourTexts(tour, language).title} | ${texts.brand}`;
  const page = plainPageTexts(path, texts);
  return page ? `${page.title} | ${texts.brand}` : texts.brand;
}

/** The head of a rendered page (/home, /guia, /about, /contact, a tour), and its status. */
export function pageHead(input: PageHeadInput): PageHead {
  const { path, language, origin, snapshot, texts } = input;
  const heroImage = snapshot.siteContent.find((entry) => entry.id === 'heroImageUrl')?.usable;
  const sitePreview = heroImage
    ? tourPreviewImage(origin, heroImage)
    : { url: absolute(origin, SITE_PREVIEW_IMAGE), ...PREVIEW_SIZE };
  const title = pageTitle(path, language, snapshot.tours, texts);
  const tour = tourOfPath(path, snapshot.tours);
  if (tour === null) {
    return {
      status: 404,
      html: [
        `<title>${escapeHtml(title)}</title>`,
        meta('name', 'description', texts.notFound.description),
        meta('name', 'robots', 'noindex'),
      ].join(''),
    };
  }
  if (tour) {
    const { description } = tourTexts(tour, language);
    const product = tourJsonLd(origin, tour, language, texts);
    return {
      status: 200,
      html: headOf(input, {
        title,
        description: firstSentence(description) || texts.home.description,
        image: tourPreviewImage(origin, tour.image),
        type: 'product',
        jsonLd: product ? [product] : [],
      }),
    };
  }
  const page = plainPageTexts(path, texts) ?? texts.home;
  // The operator is described where the page shows it: its name on home, its contact on contact.
  const showsAgency = path === '/home' || path === '/contact';
  return {
    status: 200,
    html: headOf(input, {
      title,
      description: page.description,
      image: sitePreview,
      type: 'website',
      jsonLd: showsAgency ? [travelAgencyJsonLd(origin, snapshot, texts.brand)] : [],
    }),
  };
}
