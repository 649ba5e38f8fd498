// "My booking" on the local stack: a tourist who paid by Zelle gets the booking e-mail with the
// amount and memo, follows the booking from the confirmation and sees staff's confirmation arrive
// on the open page without a reload (and in the inbox); on another
// device the booking is found by order id and phone, and a wrong contact gets the generic answer;
// a shared device forgets the booking a week after its last day.
import { expect, test, type BrowserContext } from '@playwright/test';
import { addDays, startOfDayAtDestination, todayAtDestination } from '../src/domain/calendar-date';
import { formatPlainAmount } from '../src/domain/format-price';
import { REMEMBERED_BOOKING_KEY } from '../src/domain/remembered-booking';
import { makeBooking } from '../src/testing/make-booking';
import { makeTourDay } from '../src/testing/make-tour-day';
import { db, deleteBooking, oneAdultCart, storeBooking } from './support/admin-sdk';
import { storeCartOnFirstLoad } from './support/stored-cart';
import { signInAsAdmin, toast } from './support/admin-panel';
import { shownOrderId } from './support/order-id';
import { newTourist } from './support/tourist';
import { mailTo } from '../tests/mail-inbox';

test.use({ locale: 'es-ES' });

const bookingIds = new Set<string>();

test.afterAll(async () => {
  await Promise.all([...bookingIds].map(deleteBooking));
});

/** Isla Saona for one adult on a bookable day, in the visitor's stored cart. */
async function putTourInCart(context: BrowserContext) {
  const cart = await oneAdultCart();
  // Only while the cart is empty: the booking clears it, and a later page load must not refill it.
  await storeCartOnFirstLoad(context, cart);
}

test('Zelle: opened from the confirmation as pending, it turns confirmed live when staff confirm it', async ({
  page,
  context,
  browser,
}) => {
  await putTourInCart(context);
  await page.goto('/checkout');
  const orderId = await shownOrderId(page.getByTestId('order-id'));
  bookingIds.add(orderId);
  const tourist = newTourist();
  await page.getByLabel('Nombre').fill(tourist.firstName);
  await page.getByLabel('Apellido').fill(tourist.lastName);
  await page.getByLabel('Correo electrónico').fill(tourist.email);
  await page.getByLabel('Teléfono o WhatsApp').fill(tourist.phone);
  await page.getByRole('tab', { name: 'Zelle' }).click();
  await page.getByRole('button', { name: 'Ya envié el pago: registrar mi reserva' }).click();

  const confirmation = page.getByTestId('booking-confirmation');
  const origin = new URL(page.url()).origin;
  await expect(confirmation.getByTestId('my-booking-link')).toHaveText(
    `${origin}/reserva?id=${orderId}`,
  );
  // The booking e-mail reaches the local inbox (maildev), with the amount and the memo for Zelle.
  const subjects = () => mailTo(tourist.email).then((mails) => mails.map((mail) => mail.subject));
  await expect.poll(subjects, { timeout: 30_000 }).toContain(`Recibimos tu reserva ${orderId}`);
  const total = (await db.doc(`bookings/${orderId}`).get()).get('total') as number;
  const [received] = await mailTo(tourist.email);
  expect(received!.text).toContain(`Monto: $${formatPlainAmount(total)} USD`);
  expect(received!.text).toContain(`Memo (escribe esto): ${orderId}`);

  await confirmation.getByRole('link', { name: 'Ver mi reserva' }).click();
  await expect(page).toHaveURL(`${origin}/reserva?id=${orderId}`);

  const status = page.getByTestId('booking-status');
  await expect(status).toContainText('Estado: Pendiente');
  await expect(status).toContainText('Estamos verificando tu pago por Zelle');
  await expect(page.getByRole('textbox', { name: 'Correo o teléfono' })).toHaveValue(tourist.email);
  // The live status has answered: the page now follows bookingStatus/{token}.
  await expect(status).toContainText('Esta página se actualiza sola');
  // Marks this very document: a reload would lose the mark.
  await page.evaluate(() => document.body.setAttribute('data-e2e-same-page', 'yes'));

  // Staff confirm it in the admin panel, in a browser of their own; the tourist's page stays open.
  const staff = await browser.newContext({ locale: 'es-ES' });
  try {
    const admin = await staff.newPage();
    await signInAsAdmin(admin);
    await admin.goto('/admin/bookings');
    await admin.getByRole('searchbox', { name: 'Buscar por pedido o nombre' }).fill(orderId);
    const list = admin.getByRole('list', { name: 'Lista de reservas' });
    await list.getByRole('button', { name: `Ver la reserva ${orderId}` }).click();
    const dialog = admin.getByRole('dialog', { name: new RegExp(`Reserva ${orderId}`) });
    await dialog.getByRole('button', { name: 'Confirmar reserva' }).click();
    await expect(toast(admin, `La reserva ${orderId} ahora está: Confirmada.`)).toBeVisible();
  } finally {
    await staff.close();
  }

  // Through the trigger that mirrors the status, then the page's listener.
  await expect(status).toContainText('Estado: Confirmada', { timeout: 20_000 });
  await expect(status).toContainText('Tu reserva está confirmada.');
  await expect
    .poll(subjects, { timeout: 30_000 })
    .toContain(`Tu reserva ${orderId} está confirmada`);
  await expect(page.locator('body')).toHaveAttribute('data-e2e-same-page', 'yes');

  // Offline, the page keeps the last status it knows and says when it was checked.
  await context.setOffline(true);
  await expect(status).toContainText('Estás sin conexión: este es el último estado que conocemos.');
  await expect(status).toContainText('Estado: Confirmada');
  await expect(status).toContainText(/Comprobado a las \d\d:\d\d, \d\d\/\d\d/);
  await context.setOffline(false);
});

test('on another device, found by order id and phone from the footer; a wrong contact gets the generic answer', async ({
  page,
}) => {
  const booking = await storeBooking({ paymentMethod: 'paypal', status: 'confirmed' });
  bookingIds.add(booking.orderId);
  await page.goto('/home');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Mi reserva' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mi reserva' })).toBeVisible();

  const orderId = page.getByRole('textbox', { name: 'Número de pedido' });
  const contact = page.getByRole('textbox', { name: 'Correo o teléfono' });
  await orderId.fill(booking.orderId.toLowerCase());
  await contact.fill('otra.persona@example.com');
  await page.getByRole('button', { name: 'Ver mi reserva' }).click();
  await expect(page.getByTestId('lookup-problem')).toHaveText(
    'No encontramos ninguna reserva con ese número de pedido y contacto. Revisa ambos e inténtalo de nuevo.',
  );
  await expect(orderId).toHaveValue(booking.orderId.toLowerCase());
  await expect(contact).toHaveValue('otra.persona@example.com');

  // The phone as stored is '+1 809 555 0199': any spelling of the same digits finds it.
  await contact.fill('1 (809) 555-0199');
  await page.getByRole('button', { name: 'Ver mi reserva' }).click();
  const status = page.getByTestId('booking-status');
  await expect(status).toContainText('Estado: Confirmada');
  await expect(page.getByTestId('lookup-problem')).toBeHidden();
  const details = page.getByTestId('my-booking-details');
  await expect(details).toContainText('Isla Saona');
  await expect(details).toContainText('PayPal');
  await expect(page.getByTestId('my-booking-total')).toHaveText('$190 USD');
  // Made before live statuses existed: shown from the lookup, with no live updates and no error.
  await expect(status).not.toContainText('Esta página se actualiza sola');
});

test('a shared device keeps the booking found until a week after its last day, then opens My booking empty', async ({
  page,
}) => {
  const day = addDays(todayAtDestination(), 3);
  const booking = await storeBooking({
    tour: { ...makeBooking('LA-UNUSED00').tour!, ...makeTourDay({ date: day }) },
  });
  bookingIds.add(booking.orderId);
  const orderId = page.getByRole('textbox', { name: 'Número de pedido' });
  const contact = page.getByRole('textbox', { name: 'Correo o teléfono' });
  const status = page.getByTestId('booking-status');

  await page.goto('/reserva');
  await orderId.fill(booking.orderId);
  await contact.fill(booking.contact.email);
  await page.getByRole('button', { name: 'Ver mi reserva' }).click();
  await expect(status).toContainText('Estado: Pendiente');

  // The seventh day after the tour, late in the evening in Punta Cana: still remembered.
  const lastKept = addDays(day, 7);
  await page.clock.setFixedTime(startOfDayAtDestination(addDays(lastKept, 1)).getTime() - 60_000);
  await page.reload();
  await expect(status).toContainText('Estado: Pendiente');
  await expect(orderId).toHaveValue(booking.orderId);
  await expect(contact).toHaveValue(booking.contact.email);

  // The next day at the destination: forgotten, the form empty, nothing left in storage.
  await page.clock.setFixedTime(startOfDayAtDestination(addDays(lastKept, 1)));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Mi reserva' })).toBeVisible();
  await expect(orderId).toHaveValue('');
  await expect(contact).toHaveValue('');
  await expect(status).toBeHidden();
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), REMEMBERED_BOOKING_KEY))
    .toBeNull();
});
