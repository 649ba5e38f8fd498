// Visitor journeys on the local stack: browse and book a tour, quote a transfer, language choice, share the site.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { CART_STORAGE_KEY } from '../src/domain/cart';
import { deserializeCart } from '../src/domain/cart-storage';
import { todayAtDestination } from '../src/domain/calendar-date';
import { formatPublicPrice } from '../src/domain/format-price';
import type { PricingRoute } from '../src/domain/pricing-route';
import { chooseTourDayOnPage, clickInCalendar, openDatePicker } from './support/tour-day';
import { db, seededTour } from './support/admin-sdk';
import { expectHydrated } from './support/hydration';

const TOUR_SLUG = 'isla-saona';

async function storedCart(page: Page) {
  return deserializeCart(await page.evaluate((key) => localStorage.getItem(key), CART_STORAGE_KEY));
}

/** Picks an option of one of the quote form's drop-downs. */
async function choose(page: Page, field: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: field }).click();
  // The menu grows open (MUI's Grow, from 75% × 56%): an option clicked before it has grown can be
  // missed (seen once in CI: the menu stayed open), so wait until it stands at full size.
  await expect(page.locator('.MuiMenu-paper')).toHaveCSS('transform', 'none');
  await page.getByRole('listbox').getByRole('option', { name: option }).first().click();
  // The menu gives focus back to its field as it closes, and its invisible backdrop stays until
  // then: wait for both, or that focus (and the page's scroll to it) lands during later steps.
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(page.locator('.MuiMenu-root')).toHaveCount(0);
}

/**
 * Picks the quote form's date: the last selectable day of the month shown (always today or later).
 * The picker gives focus back to its field as it closes; typing before then would land there.
 */
async function pickQuoteDay(page: Page, form: Locator) {
  await openDatePicker(form.getByRole('button', { name: 'Elige fecha' }));
  await expect(page.getByRole('grid').getByRole('rowgroup')).toHaveCount(1);
  await clickInCalendar(page.locator('button[role="gridcell"]:not([disabled])').last());
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(form.getByRole('spinbutton', { name: 'Dia' })).toHaveAttribute(
    'aria-valuenow',
    /\d+/,
  );
}

test.use({ locale: 'es-ES' });

test('browse → tour → counters → book now: checkout holds the tour, the counts and the total', async ({
  page,
}) => {
  const tour = await seededTour(TOUR_SLUG);
  const expected = 2 * tour.price! + tour.priceChild!;

  await page.goto('/home');
  await page.getByRole('link', { name: `Ver detalles de ${tour.title}` }).click();
  await expect(page).toHaveURL(`/tours/${TOUR_SLUG}`);
  await expect(page.getByRole('heading', { level: 1, name: tour.title })).toBeVisible();
  await expectHydrated(page);

  const booking = page.getByRole('complementary', { name: 'Reserva' });
  await booking.getByRole('button', { name: 'Añadir uno: Adultos' }).click();
  await booking.getByRole('button', { name: 'Añadir uno: Niños' }).click();
  await expect(booking.getByTestId('booking-total')).toHaveText(formatPublicPrice(expected));
  await chooseTourDayOnPage(page, booking);
  await booking.getByRole('button', { name: 'Reservar ahora' }).click();

  await expect(page).toHaveURL('/checkout');
  await expect
    .poll(() => storedCart(page))
    .toMatchObject({
      tour: { id: tour.id, calculatedPrice: expected },
      participants: { adults: 2, children: 1, total: 3 },
      tourDay: { departure: '07:30', pickup: 'Barceló Bávaro Palace' },
    });
  await expect(page.getByTestId('order-summary')).toContainText(tour.title);
  await expect(page.getByTestId('order-summary')).toContainText('Recogida: Barceló Bávaro Palace');
  await expect(page.getByTestId('order-summary')).toContainText(', 07:30');
  await expect(page.getByTestId('order-total')).toHaveText(formatPublicPrice(expected));
});

test('a transfer quoted on the home page goes into the cart', async ({ page }) => {
  await page.goto('/home#servicios');
  const form = page.getByRole('form', { name: 'Cotizar traslado' });
  await expect(form).toBeInViewport();

  await choose(page, 'Tipo de traslado', 'Aeropuerto');
  await choose(page, 'Origen', 'Aeropuerto de Punta Cana (PUJ)');
  await choose(page, 'Destino', 'Bávaro (zona hotelera)');
  await pickQuoteDay(page, form);
  await choose(page, 'Hora de recogida', '10:30');
  await choose(page, 'Pasajeros', '3-5 pasajeros');
  await form.getByRole('textbox', { name: 'Número de vuelo' }).fill('aa1234');
  await form.getByLabel('Hora de llegada del vuelo').fill('10:05');
  await form.getByRole('button', { name: 'Obtener cotización' }).click();

  const route = (await db.doc('pricing/aeropuerto-puj-bavaro').get()).data() as PricingRoute;
  await expect(form.getByRole('status')).toContainText(
    `Tu traslado: ${formatPublicPrice(route.price3to5)}`,
  );
  await expect
    .poll(async () => (await storedCart(page)).transfer)
    .toMatchObject({
      routeId: 'aeropuerto-puj-bavaro',
      origin: route.from,
      destination: route.to,
      time: '10:30',
      passengerGroup: 'price3to5',
      price: route.price3to5,
      flightNumber: 'AA 1234',
      arrivalTime: '10:05',
    });
  const { transfer } = await storedCart(page);
  expect(transfer!.date >= todayAtDestination()).toBe(true);
  await expect(page.getByRole('link', { name: /^Carrito: 1 artículo/ })).toBeVisible();
});

test('an airport transfer without a flight number is refused with a clear message', async ({
  page,
}) => {
  await page.goto('/home#servicios');
  const form = page.getByRole('form', { name: 'Cotizar traslado' });
  await choose(page, 'Tipo de traslado', 'Aeropuerto');
  await choose(page, 'Origen', 'Aeropuerto de Punta Cana (PUJ)');
  await choose(page, 'Destino', 'Bávaro (zona hotelera)');
  await pickQuoteDay(page, form);
  await choose(page, 'Hora de recogida', '10:30');
  await choose(page, 'Pasajeros', '1-2 pasajeros');
  await form.getByRole('button', { name: 'Obtener cotización' }).click();

  const flight = form.getByRole('textbox', { name: 'Número de vuelo' });
  await expect(flight).toBeFocused();
  await expect(flight).toHaveAttribute('aria-invalid', 'true');
  await expect(flight).toHaveAccessibleDescription(
    'Indica tu número de vuelo: el conductor lo sigue para esperarte aunque el vuelo se retrase.',
  );
  await expect(form.getByRole('status')).toHaveCount(0);
  expect((await storedCart(page)).transfer).toBeNull();

  // A malformed one is refused too; what was chosen stays, and a good one then goes through.
  await flight.fill('AAA1234');
  await expect(flight).toHaveAccessibleDescription(
    'Escribe el código de la aerolínea y el número del vuelo, p. ej. AA 1234 o B6 1234.',
  );
  await expect(page.getByRole('combobox', { name: 'Destino' })).toHaveText(
    'Bávaro (zona hotelera)',
  );
  await flight.fill('b6 1234');
  await form.getByRole('button', { name: 'Obtener cotización' }).click();
  await expect(form.getByRole('status')).toContainText('Vuelo B6 1234.');
  await expect
    .poll(async () => (await storedCart(page)).transfer)
    .toMatchObject({ routeId: 'aeropuerto-puj-bavaro', flightNumber: 'B6 1234' });
});

test('an incomplete quote is refused with the Incomplete Form toast', async ({ page }) => {
  await page.goto('/home#servicios');
  await page.getByRole('button', { name: 'Obtener cotización' }).click();
  await expect(page.getByText('Formulario incompleto')).toBeVisible();
  expect((await storedCart(page)).transfer).toBeNull();
});

test('the chosen language survives a reload, and ?lng= wins over it', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vive Punta Cana a tu manera');
  await expectHydrated(page);
  await page.getByRole('button', { name: /^(Idioma|Language):/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Español' })).toBeDisabled();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Experience Punta Cana your way',
  );

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Experience Punta Cana your way',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.goto('/about?lng=es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sobre nosotros');
  await page.goto('/about?lng=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
});

test('?lng=en wins over a Spanish cookie', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'i18next', value: 'es', url: baseURL! }]);
  await page.goto('/contact?lng=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the landing page copies the /home link to the clipboard', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await page.getByRole('button', { name: 'Copiar enlace' }).click();
  await expect(page.getByRole('button', { name: '¡Enlace copiado!' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toBe(new URL('/home', baseURL).href);
});

test('view=admin rides along the header links and shows the admin login', async ({ page }) => {
  await page.goto('/home?view=admin');
  const nav = page.getByRole('navigation', { name: 'Navegación principal' });
  await nav.getByRole('link', { name: 'Guía' }).click();
  await expect(page).toHaveURL('/guia?view=admin');
  await page.getByRole('link', { name: 'Acceso admin' }).click();
  await expect(page).toHaveURL('/admin-login');
});

test('an unknown tour shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/tours/no-such-tour');
  await expect(page.getByRole('heading', { name: 'Tour no encontrado' })).toBeVisible();
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL('/home');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the menu opens from the hamburger and closes after a choice', async ({ page }) => {
    await page.goto('/home');
    await expectHydrated(page);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByRole('navigation', { name: 'Menú de navegación' });
    await menu.getByRole('link', { name: 'Contacto' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(menu).toBeHidden();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(360);
  });
});
