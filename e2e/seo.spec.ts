// Found and shared (issue 41): /home, a tour, /guia and /contact in each language carry their own title,
// description, canonical, alternates, a link preview that loads at 1200×630 and structured data
// with the page's price; an admin's English title shows on the English page, its tags and the
// sitemap, while the Spanish page keeps the Spanish one.
import { expect, test, type Page } from '@playwright/test';
import { formatPublicPrice } from '../src/domain/format-price';
import { db } from './support/admin-sdk';
import { signInAsAdmin, toast } from './support/admin-panel';

const PHONE = { viewport: { width: 360, height: 740 }, locale: 'es-ES' } as const;
const TOUR_ID = 'isla-saona';

test.use(PHONE);

/** What the head of the open page says. */
async function headOf(page: Page) {
  return page.evaluate(() => {
    const attr = (selector: string, name: string) =>
      document.head.querySelector(selector)?.getAttribute(name) ?? null;
    return {
      title: document.title,
      description: attr('meta[name="description"]', 'content'),
      canonical: attr('link[rel="canonical"]', 'href'),
      alternates: Object.fromEntries(
        Array.from(document.head.querySelectorAll('link[rel="alternate"][hreflang]')).map(
          (link) => [link.getAttribute('hreflang'), link.getAttribute('href')],
        ),
      ),
      ogTitle: attr('meta[property="og:title"]', 'content'),
      ogImage: attr('meta[property="og:image"]', 'content'),
      ogLocale: attr('meta[property="og:locale"]', 'content'),
      ogLocaleAlternate: attr('meta[property="og:locale:alternate"]', 'content'),
      twitterCard: attr('meta[name="twitter:card"]', 'content'),
      jsonLd: Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map(
        (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
      ),
    };
  });
}

/** The picture's size as the browser decodes it, after checking it loads. */
async function imageSize(page: Page, url: string) {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  return page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  }, url);
}

const PAGES = [
  {
    path: '/home',
    heading: { es: 'Vive Punta Cana a tu manera', en: 'Experience Punta Cana your way' },
  },
  { path: `/tours/${TOUR_ID}`, heading: null },
  { path: '/guia', heading: { es: 'Guía de Punta Cana', en: 'Punta Cana guide' } },
  { path: '/contact', heading: { es: 'Contacto', en: 'Contact' } },
] as const;

for (const language of ['es', 'en'] as const) {
  for (const { path, heading } of PAGES) {
    test(`${path} in ${language} tells search engines and link previews what it is`, async ({
      page,
      baseURL,
    }) => {
      const tour = (await db.doc(`tours/${TOUR_ID}`).get()).data()!;
      await page.goto(`${path}?lng=${language}`);
      const title =
        heading?.[language] ??
        (language === 'en' ? (tour.titleEn as string) : (tour.title as string));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const head = await headOf(page);
      expect(head.title).toMatch(
        new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `),
      );
      expect(head.description?.length).toBeGreaterThan(20);
      expect(head.canonical).toBe(`${baseURL}${path}?lng=${language}`);
      expect(head.alternates).toEqual({
        es: `${baseURL}${path}?lng=es`,
        en: `${baseURL}${path}?lng=en`,
        'x-default': `${baseURL}${path}`,
      });
      expect(head.ogTitle).toBe(head.title);
      expect(head.ogLocale).toBe(language === 'en' ? 'en_US' : 'es_ES');
      expect(head.ogLocaleAlternate).toBe(language === 'en' ? 'es_ES' : 'en_US');
      expect(head.twitterCard).toBe('summary_large_image');
      expect(await imageSize(page, head.ogImage!)).toEqual({ width: 1200, height: 630 });

      const types = head.jsonLd.map((data) => data['@type']);
      if (path === '/home' || path === '/contact') expect(types).toEqual(['TravelAgency']);
      if (path === '/guia') expect(types).toEqual([]);
      if (path.startsWith('/tours/')) {
        expect(types).toEqual(['Product']);
        const offer = head.jsonLd[0]!.offers as { price: number; priceCurrency: string };
        expect(offer.priceCurrency).toBe('USD');
        expect(offer.price).toBe(tour.price);
        // The same figure the page shows its visitor.
        await expect(page.getByText(formatPublicPrice(offer.price)).first()).toBeVisible();
        expect(head.description).toBe(
          `${((language === 'en' ? tour.descriptionEn : tour.descriptionEs) as string).split('. ')[0]}.`,
        );
      }
    });
  }
}

test('an address without ?lng= adapts to the visitor and is its own canonical, in either language', async ({
  browser,
  baseURL,
}) => {
  for (const locale of ['es-ES', 'en-US']) {
    const context = await browser.newContext({ ...PHONE, locale });
    const page = await context.newPage();
    await page.goto('/home');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: locale === 'es-ES' ? 'Vive Punta Cana a tu manera' : 'Experience Punta Cana your way',
      }),
    ).toBeVisible();
    const head = await headOf(page);
    expect(head.canonical).toBe(`${baseURL}/home`);
    expect(head.alternates['x-default']).toBe(`${baseURL}/home`);
    await context.close();
  }
});

test("the tab's title follows the visitor from page to page inside the app", async ({ page }) => {
  const tour = (await db.doc(`tours/${TOUR_ID}`).get()).data()!;
  await page.goto('/home?lng=en');
  await expect(page).toHaveTitle(/^Experience Punta Cana your way \| /);
  await page
    .getByRole('link', { name: `View details of ${tour.titleEn as string}` })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: tour.titleEn as string })).toBeVisible();
  await expect(page).toHaveTitle(`${tour.titleEn as string} | Punta Cana Tours & Transfers`);
  await page.goBack();
  await expect(page).toHaveTitle(/^Experience Punta Cana your way \| /);
});

test('a page that does not exist answers 404, and the private pages ask not to be indexed', async ({
  page,
}) => {
  const unknownPage = await page.request.get('/no-such-page');
  expect(unknownPage.status()).toBe(404);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const unknownTour = await page.request.get('/tours/no-such-tour');
  expect(unknownTour.status()).toBe(404);
  expect(await unknownTour.text()).toContain('<meta name="robots" content="noindex" />');
  for (const path of ['/admin-login', '/checkout', '/admin/tours']) {
    const response = await page.request.get(path);
    expect(response.headers()['x-robots-tag'], path).toBe('noindex');
  }
  const robots = await page.request.get('/robots.txt');
  expect(await robots.text()).toMatch(/^Sitemap: http.*\/sitemap\.xml$/m);
});

test.describe('an English title from the admin', () => {
  let original: FirebaseFirestore.DocumentData;

  test.beforeEach(async () => {
    original = (await db.doc(`tours/${TOUR_ID}`).get()).data()!;
  });

  test.afterEach(async () => {
    await db
      .doc(`tours/${TOUR_ID}`)
      .update({ titleEn: original.titleEn, updatedAt: original.updatedAt });
  });

  test('shows on the English page, its preview tags and the sitemap; the Spanish page keeps the Spanish', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const english = `Saona Island by catamaran, edited ${Date.now()}`;
    await signInAsAdmin(page);
    await page.goto('/admin/tours');
    const spanishTitle = original.title as string;
    const card = page.getByRole('article', { name: spanishTitle });
    await card.getByRole('button', { name: `Editar ${spanishTitle}` }).click();
    await card.getByLabel('Título en inglés').fill(english);
    await card.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(toast(page, `Se guardaron los cambios de «${spanishTitle}».`)).toBeVisible();

    // Pages are cached by the CDN for 10 s in production; the emulator renders each request anew.
    await expect
      .poll(async () => (await page.request.get(`/tours/${TOUR_ID}?lng=en`)).text())
      .toContain(`<meta property="og:title" content="${english} | `);
    await page.goto(`/tours/${TOUR_ID}?lng=en`);
    await expect(page.getByRole('heading', { level: 1, name: english })).toBeVisible();
    expect((await headOf(page)).jsonLd[0]!.name).toBe(english);
    await page.goto(`/tours/${TOUR_ID}?lng=es`);
    await expect(page.getByRole('heading', { level: 1, name: spanishTitle })).toBeVisible();
    expect((await headOf(page)).ogTitle).toMatch(
      new RegExp(`^${spanishTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `),
    );

    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${baseURL}/tours/${TOUR_ID}?lng=en</loc>`);
    const today = new Date().toISOString().slice(0, 10);
    const entry = sitemap
      .split('<url>')
      .find((url) => url.includes(`<loc>${baseURL}/tours/${TOUR_ID}?lng=en</loc>`));
    expect(entry).toContain(`<lastmod>${today}</lastmod>`);
  });
});
