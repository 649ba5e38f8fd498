// Checkout journeys on the local stack: each payment method stores a booking priced by the server.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { CART_STORAGE_KEY, CART_VERSION, type Cart } from '../src/domain/cart';
import { addDays, todayAtDestination } from '../src/domain/calendar-date';
import { newOrderId } from '../src/domain/order-id';
import { db, seededTour } from './support/admin-sdk';
import { shownOrderId } from './support/order-id';
import { storeCartOnFirstLoad } from './support/stored-cart';
import { bookableTourDay } from '../src/testing/make-tour-day';
import { newTourist } from './support/tourist';

const TOUR_ID = 'isla-saona';
const ROUTE_ID = 'aeropuerto-puj-bavaro';
let ana = newTourist();
const bookingIds = new Set<string>();

/** Outside sites are not reachable from the test machine: answer for them. */
async function stubPaymentSites(context: BrowserContext) {
  await context.route(/^https:\/\/(paypal\.me|wa\.me)\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/plain', body: 'payment site' }),
  );
}

function transferDate(): string {
  return addDays(todayAtDestination(), 45);
}

async function catalog() {
  const route = (await db.doc(`pricing/${ROUTE_ID}`).get()).data()!;
  return { tour: await seededTour(TOUR_ID), route };
}

/**
 * Puts a tour (2 adults, 1 child) and a transfer in the visitor's stored cart. The prices in it
 * are tampered with, as a visitor could do in devtools: the booking must not care.
 */
let cartDay = bookableTourDay();
/** The tour day of the cart fillCart put in last. */
const storedCartDay = () => cartDay;

async function fillCart(page: Page, orderId = ''): Promise<void> {
  const { tour, route } = await catalog();
  const cart: Cart = {
    tour: { ...tour, price: 1, priceChild: 1, calculatedPrice: 3 },
    tourDay: (cartDay = bookableTourDay()),
    transfer: {
      routeId: ROUTE_ID,
      transferType: route.type,
      origin: route.from,
      destination: route.to,
      date: transferDate(),
      time: '10:30',
      passengerGroup: 'price3to5',
      passengers: '3-5 Pasajeros',
      price: 1,
      // The route is an airport route: checkout refuses it without a flight.
      flightNumber: 'AA 1234',
      arrivalTime: '10:05',
    },
    participants: { adults: 2, children: 1, total: 3 },
    orderId,
  };
  // Later reloads keep what the app did.
  await storeCartOnFirstLoad(page, JSON.stringify({ version: CART_VERSION, cart }));
}

async function openCheckout(page: Page): Promise<string> {
  await page.goto('/checkout');
  const orderId = await shownOrderId(page.getByTestId('order-id'));
  bookingIds.add(orderId);
  return orderId;
}

async function fillContact(page: Page) {
  await page.getByLabel('Nombre').fill(ana.firstName);
  await page.getByLabel('Apellido').fill(ana.lastName);
  await page.getByLabel('Correo electrónico').fill(ana.email);
  await page.getByLabel('Teléfono o WhatsApp').fill(ana.phone);
}

/** What the server must charge: the catalog's prices, whatever the cart said. */
async function serverPrices() {
  const { tour, route } = await catalog();
  const tourSubtotal = 2 * tour.price! + tour.priceChild!;
  return {
    tour,
    route,
    tourSubtotal,
    transfer: route.price3to5 as number,
    total: tourSubtotal + route.price3to5,
  };
}

async function storedBooking(orderId: string) {
  return (await db.doc(`bookings/${orderId}`).get()).data();
}

async function storedCart(page: Page) {
  return page.evaluate((key) => localStorage.getItem(key), CART_STORAGE_KEY);
}

test.use({ locale: 'es-ES' });

test.beforeEach(async ({ context }) => {
  ana = newTourist();
  await stubPaymentSites(context);
});

test.afterAll(async () => {
  await Promise.all([...bookingIds].map((id) => db.doc(`bookings/${id}`).delete()));
});

test('PayPal: the booking is stored with the server total, then PayPal opens in a new tab for that amount', async ({
  page,
}) => {
  await fillCart(page);
  const orderId = await openCheckout(page);
  const prices = await serverPrices();
  await expect(page.getByTestId('order-total')).toHaveText(`$${prices.total} USD`);
  await fillContact(page);

  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Pagar con PayPal' }).click();
  const paypal = await popup;
  await paypal.waitForURL('https://paypal.me/**');
  // The stored (server) total, not the tampered cart's: the tourist types no amount.
  expect(paypal.url()).toBe(`https://paypal.me/puntacanatoursdemo/${prices.total}USD`);

  await expect(page.getByText('Procesando el pago')).toBeVisible();
  await expect(page.getByRole('heading', { name: '¡Reserva registrada!' })).toBeVisible();
  expect(await storedBooking(orderId)).toMatchObject({
    orderId,
    paymentMethod: 'paypal',
    status: 'pending',
    language: 'es',
    contact: ana,
    total: prices.total,
    tour: { adults: 2, children: 1, unitPrice: prices.tour.price, subtotal: prices.tourSubtotal },
    transfer: { price: prices.transfer, flightNumber: 'AA 1234', arrivalTime: '10:05' },
  });
  // The booked cart is emptied, and an empty cart is not kept on the device.
  await expect.poll(() => storedCart(page)).toBeNull();
});

test('Zelle: the four steps show amount and order id; the booking awaits the receipt', async ({
  page,
}) => {
  await fillCart(page);
  const orderId = await openCheckout(page);
  const prices = await serverPrices();
  await fillContact(page);
  await page.getByRole('tab', { name: 'Zelle' }).click();

  const steps = page.getByRole('tabpanel').getByRole('listitem');
  await expect(steps).toHaveCount(4);
  await expect(steps.nth(1)).toContainText(`Envía $${prices.total} USD a:`);
  await expect(steps.nth(2)).toContainText(orderId);
  await page.getByRole('button', { name: 'Ya envié el pago: registrar mi reserva' }).click();

  await expect(page.getByText(/pendiente de verificar el comprobante de Zelle/)).toBeVisible();
  await expect(page.getByText('Reserva registrada', { exact: true })).toBeVisible();
  expect(await storedBooking(orderId)).toMatchObject({
    paymentMethod: 'zelle',
    status: 'pending',
    total: prices.total,
  });
});

test('WhatsApp: the chat opens with the exact booking message, in Spanish', async ({ page }) => {
  await fillCart(page);
  const orderId = await openCheckout(page);
  const { tour, route, tourSubtotal, transfer, total } = await serverPrices();
  await fillContact(page);
  await page.getByRole('tab', { name: 'WhatsApp' }).click();

  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Reservar por WhatsApp' }).click();
  const chat = await popup;
  await chat.waitForURL('https://wa.me/**');

  const url = new URL(chat.url());
  expect(url.pathname).toBe('/18095550123');
  const [year, month, day] = transferDate().split('-');
  const tourDay = storedCartDay();
  expect(url.searchParams.get('text')).toBe(
    [
      '¡Hola! Quiero confirmar mi reserva.',
      '',
      `Pedido: ${orderId}`,
      'Nombre: Ana Pérez',
      `Teléfono: ${ana.phone}`,
      `Correo: ${ana.email}`,
      '',
      `Tour: ${tour.title}`,
      `Fecha y salida: ${tourDay.date.split('-').reverse().join('/')}, 07:30`,
      'Recogida: Barceló Bávaro Palace',
      'Participantes: 2 adultos y 1 niño',
      `Precio del tour: $${tourSubtotal} USD`,
      '',
      `Traslado: ${route.from} → ${route.to}`,
      `Fecha y hora: ${day}/${month}/${year}, 10:30`,
      'Vuelo: AA 1234 (llega 10:05)',
      'Grupo: 3-5 Pasajeros',
      `Precio del traslado: $${transfer} USD`,
      '',
      `Total: $${total} USD`,
      '',
      `Ver mi reserva: ${new URL(page.url()).origin}/reserva?id=${orderId}`,
    ].join('\n'),
  );
  expect(await storedBooking(orderId)).toMatchObject({ paymentMethod: 'whatsapp', total });
});

test('an order id already taken by another booking is replaced without the visitor noticing', async ({
  page,
}) => {
  const takenId = newOrderId();
  bookingIds.add(takenId);
  const other = { orderId: takenId, status: 'pending', total: 1, contact: { firstName: 'Otra' } };
  await db.doc(`bookings/${takenId}`).set(other);
  await fillCart(page, takenId);
  await openCheckout(page);
  await fillContact(page);
  await page.getByRole('tab', { name: 'Zelle' }).click();
  await page.getByRole('button', { name: 'Ya envié el pago: registrar mi reserva' }).click();

  const confirmation = page.getByTestId('booking-confirmation');
  await expect(confirmation).toBeVisible();
  const newId = await shownOrderId(confirmation.getByTestId('order-id'));
  bookingIds.add(newId);
  expect(newId).not.toBe(takenId);
  expect(await storedBooking(newId)).toMatchObject({ contact: ana, paymentMethod: 'zelle' });
  // The other booking is as it was; only the record of its own e-mails (the mail functions') is new.
  const { messages: _messages, ...taken } = (await storedBooking(takenId)) ?? {};
  expect(taken).toEqual(other);
});

test('offline at checkout: the visitor is told, the cart and form stay, and the retry works', async ({
  page,
  context,
}) => {
  await fillCart(page);
  const orderId = await openCheckout(page);
  await fillContact(page);
  // The drawn order id is in the stored cart: this is the cart that must survive.
  await expect.poll(() => storedCart(page)).toContain(orderId);
  const cartBefore = await storedCart(page);

  // The site content (the payment settings, and the footer's contact with them) has come: the
  // retry below pays with them. Offline before they come, the visitor is told so all the same.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: /@/ })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByTestId('offline-notice')).toContainText('Sin conexión');
  await page.getByRole('button', { name: 'Pagar con PayPal' }).click();
  await expect(page.getByText('Tu reserva no se envió', { exact: false }).first()).toBeVisible();
  expect(context.pages()).toHaveLength(1);
  expect(await storedCart(page)).toBe(cartBefore);
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(ana.email);
  expect(await storedBooking(orderId)).toBeUndefined();

  await context.setOffline(false);
  const popup = page.waitForEvent('popup');
  await page.getByTestId('offline-notice').getByRole('button', { name: 'Reintentar' }).click();
  await (await popup).waitForURL('https://paypal.me/**');
  await expect(page.getByRole('heading', { name: '¡Reserva registrada!' })).toBeVisible();
  expect(await storedBooking(orderId)).toMatchObject({ paymentMethod: 'paypal', contact: ana });
});

test('missing contact details and an empty cart are refused with the spec toasts', async ({
  page,
}) => {
  await fillCart(page);
  await openCheckout(page);
  await page.getByLabel('Nombre').fill('Ana');
  await page.getByRole('button', { name: 'Pagar con PayPal' }).click();
  await expect(page.getByText('Campos incompletos')).toBeVisible();
  await expect(page.getByText('Por favor, completa todos tus datos de contacto.')).toBeVisible();

  await page.evaluate((key) => localStorage.removeItem(key), CART_STORAGE_KEY);
  await page.goto('/checkout');
  await expect(page.getByText('Error en la reserva')).toBeVisible();
  await expect(page).toHaveURL(/\/home#servicios$/);
});
