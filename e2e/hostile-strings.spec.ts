// Hostile strings typed into every admin text field, through the admin UI, render as plain text on
// every public page: no element, handler or link comes out of them, and nothing runs.
import { expect, test, type Page } from '@playwright/test';
import { db } from './support/admin-sdk';
import { chooseTourDayOnPage } from './support/tour-day';
import { signInAsAdmin, toast } from './support/admin-panel';
import { expectHydrated } from './support/hydration';
import { formatPublicPrice } from '../src/domain/format-price';
import { SERVER_RENDER_DATA_ID } from '../src/domain/server-render';

const PHONE = { viewport: { width: 360, height: 740 }, locale: 'es-ES' } as const;
const TOUR_ID = 'isla-saona';
const ROUTE_ID = 'aeropuerto-puj-bavaro';
const ZELLE_KEY = 'siteContent/payment_zelle_details';

test.use(PHONE);

/** A hostile string for one field: markup, an event handler and a script, each naming the field. */
const hostile = (field: string) =>
  `${field} <img src=x onerror="window.__pwned='${field}'"><script>window.__pwned='${field}'</script>"><svg onload=alert('${field}')>`;

const typed = {
  title: hostile('T1'),
  descriptionEs: hostile('D-es'),
  descriptionEn: hostile('D-en'),
  priceText: hostile('P1'),
  duration: hostile('H1'),
  from: hostile('O1'),
  to: hostile('O2'),
  zelle: hostile('Z1'),
};

let originals: Record<string, FirebaseFirestore.DocumentData | undefined> = {};

test.beforeEach(async () => {
  const read = async (path: string) => (await db.doc(path).get()).data();
  originals = {
    [`tours/${TOUR_ID}`]: await read(`tours/${TOUR_ID}`),
    [`pricing/${ROUTE_ID}`]: await read(`pricing/${ROUTE_ID}`),
    [ZELLE_KEY]: await read(ZELLE_KEY),
  };
});

test.afterEach(async () => {
  await Promise.all(
    Object.entries(originals).map(([path, data]) =>
      data ? db.doc(path).set(data) : db.doc(path).delete(),
    ),
  );
});

/** Fails the test on any dialog (alert) and counts CSP violations, which an injection would cause. */
async function watchForInjection(page: Page) {
  page.on('dialog', (dialog) => {
    throw new Error(`A dialog opened: ${dialog.message()}`);
  });
  await page.addInitScript(() => {
    const counted = window as unknown as { __violations: string[] };
    counted.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      counted.__violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
}

/** Nothing the strings carried became markup, a handler, a link or a run script. */
async function expectInert(page: Page) {
  await expect(page.locator('img[src="x"], svg[onload], [onerror], [onload]')).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);
  expect(
    await page.evaluate(() => {
      const seen = window as unknown as { __pwned?: string; __violations: string[] };
      return { pwned: seen.__pwned ?? null, violations: seen.__violations };
    }),
  ).toEqual({ pwned: null, violations: [] });
}

/** The page fits the phone's width: long hostile words wrap instead of scrolling it sideways. */
async function expectFitsWidth(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(PHONE.viewport.width);
}

test('hostile text in every admin text field renders inert on every public page', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);

  // The tour: every text field; the slug refuses markup with its own message.
  await page.goto('/admin/tours');
  const title = originals[`tours/${TOUR_ID}`]!.title as string;
  const card = page.getByRole('article', { name: title });
  await card.getByRole('button', { name: `Editar ${title}` }).click();
  const slug = card.getByLabel('Slug (URL)');
  await slug.fill('<script>x</script>');
  await expect(card.getByText('Solo minúsculas, números y guiones')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Guardar cambios' })).toBeDisabled();
  await slug.fill(TOUR_ID);
  await card.getByLabel('Título en español').fill(typed.title);
  await card.getByLabel('Descripción en español').fill(typed.descriptionEs);
  await card.getByLabel('Descripción en inglés').fill(typed.descriptionEn);
  await card.getByLabel('Texto del precio en español').fill(typed.priceText);
  await card.getByLabel('Duración en español').fill(typed.duration);
  await card.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(toast(page, '¡Actualizado!')).toBeVisible();
  await expect
    .poll(async () => (await db.doc(`tours/${TOUR_ID}`).get()).get('title'))
    .toBe(typed.title);

  // The route's two places.
  await page.goto('/admin/transfers');
  const route = page.locator(`#route-${ROUTE_ID}`);
  for (const [label, value] of [
    ['Origen', typed.from],
    ['Destino', typed.to],
  ] as const) {
    await route.getByRole('button', { name: `Editar ${label}` }).click();
    await route.getByRole('textbox', { name: label }).fill(value);
    await route.getByRole('button', { name: `Guardar ${label}` }).click();
    await expect(route.getByRole('button', { name: `Editar ${label}` })).toContainText(value);
  }

  // Payment settings: the link refuses script URLs; Zelle details are free text.
  await page.goto('/admin/settings');
  const payment = page.getByRole('region', { name: 'Ajustes de pago' });
  const paypal = payment.getByLabel('Enlace de PayPal.Me');
  // Editable once the stored settings are in: the value read is the stored one.
  await expect(paypal).toBeEditable();
  const paypalBefore = await paypal.inputValue();
  await paypal.fill("javascript:alert('paypal')");
  await payment.getByLabel('Datos de Zelle (nombre o teléfono)').fill(typed.zelle);
  await payment.getByRole('button', { name: 'Guardar ajustes de pago' }).click();
  await expect(toast(page, 'Revisa los datos de pago')).toBeVisible();
  await expect(
    page.getByText('Debe ser un enlace https de PayPal, por ejemplo https://paypal.me/tuempresa'),
  ).toBeVisible();
  await paypal.fill(paypalBefore);
  await payment.getByRole('button', { name: 'Guardar ajustes de pago' }).click();
  await expect(toast(page, 'Los ajustes de pago se han actualizado.')).toBeVisible();

  // Agency contact: the numbers and the address refuse markup; nothing is saved.
  const agency = page.getByRole('region', { name: 'Contacto de la agencia' });
  await agency.getByLabel('WhatsApp (contacto y pedidos)').fill('<img src=x onerror=alert(1)>');
  await agency.getByLabel('Dirección').fill(hostile('A1'));
  await agency.getByRole('button', { name: 'Guardar contacto de la agencia' }).click();
  await expect(toast(page, 'Revisa el contacto de la agencia')).toBeVisible();
  await expect(
    agency.getByText('Escribe el número con código de país (8 a 15 dígitos)', { exact: false }),
  ).toBeVisible();
  await expect(agency.getByText('Escribe la dirección sin los signos < ni >.')).toBeVisible();

  // A visitor on another phone, in each language.
  const context = await browser.newContext(PHONE);
  try {
    const visitor = await context.newPage();
    await watchForInjection(visitor);

    await visitor.goto('/home');
    await expect(visitor.getByText(typed.title).first()).toBeVisible();
    await expectInert(visitor);
    await expectFitsWidth(visitor);

    await visitor.goto(`/tours/${TOUR_ID}`);
    await expect(visitor.getByRole('heading', { level: 1, name: typed.title })).toBeVisible();
    for (const text of [typed.descriptionEs, typed.priceText, typed.duration]) {
      await expect(visitor.getByText(text, { exact: false }).first()).toBeVisible();
    }
    // The page's head and structured data carry the same text, escaped: read back as typed.
    const head = await visitor.evaluate(() => ({
      title: document.head.querySelector('title')?.textContent,
      ogTitle: document.head.querySelector('meta[property="og:title"]')?.getAttribute('content'),
      jsonLd: Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map(
        (script) => (JSON.parse(script.textContent ?? '') as { name?: string }).name,
      ),
    }));
    expect(head.title).toMatch(/ \| Punta Cana Tours & Traslados$/);
    expect(head.ogTitle).toBe(head.title);
    expect(head.title?.startsWith(typed.title)).toBe(true);
    expect(head.jsonLd).toEqual([typed.title]);
    await expectInert(visitor);
    await expectFitsWidth(visitor);

    await visitor.goto('/guia');
    await expectInert(visitor);
    await expectFitsWidth(visitor);

    // The quote form lists the hostile places as options.
    await visitor.goto('/home#servicios');
    await visitor.getByRole('combobox', { name: 'Tipo de traslado' }).click();
    await visitor.getByRole('option', { name: 'Aeropuerto' }).click();
    await visitor.getByRole('combobox', { name: 'Origen' }).click();
    await expect(visitor.getByRole('option', { name: typed.from })).toBeVisible();
    await expectInert(visitor);
    await visitor.keyboard.press('Escape');

    // The hostile tour in the cart, and the Zelle details at checkout.
    await visitor.goto(`/tours/${TOUR_ID}`);
    await expectHydrated(visitor);
    const booking = visitor.getByRole('complementary', { name: 'Reserva' });
    await booking.getByRole('button', { name: 'Añadir uno: Adultos' }).click();
    await chooseTourDayOnPage(visitor, booking, 'Hotel <b onmouseover=alert(1)>');
    await booking.getByRole('button', { name: 'Reservar ahora' }).click();
    // Markup in the pickup place is refused with a message; a plain place goes through.
    await expect(booking.getByText('No uses los signos < ni >.')).toBeVisible();
    await booking.getByRole('combobox', { name: 'Hotel o lugar de recogida' }).fill('Hotel Riu');
    await booking.getByRole('button', { name: 'Reservar ahora' }).click();
    await expect(visitor).toHaveURL('/checkout');
    await expect(visitor.getByTestId('order-summary')).toContainText(typed.title);
    await visitor.getByRole('tab', { name: 'Zelle' }).click();
    await expect(visitor.getByRole('tabpanel')).toContainText(typed.zelle);
    await expectInert(visitor);
    await expectFitsWidth(visitor);

    // The English description, on the same pages in English.
    await visitor.goto(`/tours/${TOUR_ID}?lng=en`);
    await expect(visitor.getByText(typed.descriptionEn, { exact: false }).first()).toBeVisible();
    await expectInert(visitor);
  } finally {
    await context.close();
  }
});

test("a tour title holding $` $& $' and </script> comes literally in the server’s page, which the app then takes over", async ({
  page,
  browser,
}) => {
  // Read as replacement patterns, these spliced the template's head into the page.
  const title = "Saona $` $& $' $$ </script><!--app-html--> end";
  await db.doc(`tours/${TOUR_ID}`).update({ title });
  const price = originals[`tours/${TOUR_ID}`]!.price as number;

  // The server's page as it comes, before (and without) any script.
  const noScript = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
  try {
    const served = await noScript.newPage();
    const html = await (await served.goto(`/tours/${TOUR_ID}`))!.text();
    expect(html).toContain(`id="${SERVER_RENDER_DATA_ID}"`);
    expect(html.split('<title>')).toHaveLength(2);
    await expect(served.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  } finally {
    await noScript.close();
  }

  // Taken over without a hydration error, and working.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await watchForInjection(page);
  await page.goto(`/tours/${TOUR_ID}`);
  await expectHydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  const booking = page.getByRole('complementary', { name: 'Reserva' });
  await booking.getByRole('button', { name: 'Añadir uno: Adultos' }).click();
  await expect(booking.getByTestId('booking-total')).toHaveText(formatPublicPrice(2 * price));
  await expectInert(page);
  expect(errors).toEqual([]);
});
