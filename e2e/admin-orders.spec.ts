// Admin journeys around orders, on a phone: payment settings that checkout then uses, and confirming a booking.
import { expect, test, type Browser } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { CART_STORAGE_KEY } from '../src/domain/cart';
import { db, oneAdultCart, storeBooking } from './support/admin-sdk';
import { signInAsAdmin, toast } from './support/admin-panel';
import { shownOrderId } from './support/order-id';
import { newTourist } from './support/tourist';

const PHONE = { viewport: { width: 360, height: 740 }, locale: 'es-ES' } as const;
const PAYMENT_KEYS = ['payment_paypal_link', 'payment_zelle_details'] as const;

test.use(PHONE);

/** A visitor (own browser context) with one tour in the cart, on the checkout page. */
async function visitorAtCheckout(browser: Browser) {
  const context = await browser.newContext(PHONE);
  // Outside sites are not reachable from the test machine: answer for them.
  await context.route(/^https:\/\/(paypal\.me|wa\.me)\//, (route) =>
    route.fulfill({ status: 200, body: 'payment site' }),
  );
  const cart = await oneAdultCart();
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    CART_STORAGE_KEY,
    cart,
  ] as const);
  const page = await context.newPage();
  await page.goto('/checkout');
  const orderId = await shownOrderId(page.getByTestId('order-id'));
  return { page, orderId, close: () => context.close() };
}

test('changed payment settings are checked, saved, and used by checkout', async ({
  page,
  browser,
}) => {
  const original = Object.fromEntries(
    await Promise.all(
      PAYMENT_KEYS.map(
        async (key) => [key, (await db.doc(`siteContent/${key}`).get()).data()] as const,
      ),
    ),
  );
  const stamp = Date.now().toString(36);
  let bookingId: string | undefined;
  let closeVisitor: (() => Promise<void>) | undefined;
  try {
    await signInAsAdmin(page);
    await page.goto('/admin/settings');
    const form = page.getByRole('region', { name: 'Ajustes de pago' });
    await form.getByLabel('Enlace de PayPal.Me').fill(`http://paypal.me/e2e${stamp}`);
    await form.getByRole('button', { name: 'Guardar ajustes de pago' }).click();
    await expect(toast(page, 'Revisa los datos de pago')).toBeVisible();
    await expect(form.getByText(/^Debe ser un enlace https de PayPal/)).toBeVisible();

    await form.getByLabel('Enlace de PayPal.Me').fill(`paypal.me/e2e${stamp}`);
    await form.getByLabel('Datos de Zelle (nombre o teléfono)').fill(`Zelle E2E ${stamp}`);
    await form.getByRole('button', { name: 'Guardar ajustes de pago' }).click();
    await expect(toast(page, '¡Éxito!')).toBeVisible();
    await expect(form.getByLabel('Enlace de PayPal.Me')).toHaveValue(
      `https://paypal.me/e2e${stamp}`,
    );

    const visitor = await visitorAtCheckout(browser);
    bookingId = visitor.orderId;
    closeVisitor = visitor.close;
    await visitor.page.getByRole('tab', { name: 'Zelle' }).click();
    await expect(visitor.page.getByRole('tabpanel')).toContainText(`Zelle E2E ${stamp}`);

    await visitor.page.getByRole('tab', { name: 'PayPal' }).click();
    const tourist = newTourist();
    await visitor.page.getByLabel('Nombre').fill(tourist.firstName);
    await visitor.page.getByLabel('Apellido').fill(tourist.lastName);
    await visitor.page.getByLabel('Correo electrónico').fill(tourist.email);
    await visitor.page.getByLabel('Teléfono o WhatsApp').fill(tourist.phone);
    const popup = visitor.page.waitForEvent('popup');
    await visitor.page.getByRole('button', { name: 'Pagar con PayPal' }).click();
    const paypal = await popup;
    await paypal.waitForURL('https://paypal.me/**');
    const total = (await db.doc(`bookings/${bookingId}`).get()).get('total') as number;
    expect(paypal.url()).toBe(`https://paypal.me/e2e${stamp}/${total}USD`);
  } finally {
    await Promise.all(PAYMENT_KEYS.map((key) => db.doc(`siteContent/${key}`).set(original[key]!)));
    if (bookingId) await db.doc(`bookings/${bookingId}`).delete();
    await closeVisitor?.();
  }
});

test('a pending booking is found, opened and confirmed', async ({ page }) => {
  const booking = await storeBooking({
    contact: {
      firstName: 'Marta',
      lastName: 'Reyes',
      email: 'marta@example.com',
      phone: '+1 809 555 0144',
    },
  });
  const { orderId } = booking;
  try {
    await signInAsAdmin(page);
    await page.goto('/admin/bookings');
    await page.getByRole('searchbox', { name: 'Buscar por pedido o nombre' }).fill('marta reyes');
    const list = page.getByRole('list', { name: 'Lista de reservas' });
    await expect(list.getByRole('listitem', { name: orderId })).toContainText('Pendiente');

    await list.getByRole('button', { name: `Ver la reserva ${orderId}` }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`Reserva ${orderId}`) });
    await expect(dialog).toContainText('$190 USD');
    await expect(dialog.getByRole('link', { name: 'Escribir por WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/18095550144\?text=/,
    );
    await dialog.getByRole('button', { name: 'Confirmar reserva' }).click();
    await expect(toast(page, `La reserva ${orderId} ahora está: Confirmada.`)).toBeVisible();
    await expect(dialog.getByText('Confirmada', { exact: true })).toBeVisible();

    const stored = (await db.doc(`bookings/${orderId}`).get()).data()!;
    expect(stored).toMatchObject({ ...booking, status: 'confirmed' });
    expect(stored.updatedAt).toBeInstanceOf(Timestamp);
  } finally {
    await db.doc(`bookings/${orderId}`).delete();
  }
});
