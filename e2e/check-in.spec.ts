// On the day: a tourist books, staff confirm, and the tourist's My booking shows the voucher with
// its QR code; on the tour's day a guide's staff account on a phone opens the voucher's link, checks
// the party in, and the owner's open day view counts it live; opening the link again says it was
// already done; the same staff account is refused the owner's screens. The owner adds and removes
// a guide on the Team page.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { todayAtDestination } from '../src/domain/calendar-date';
import { checkInLink } from '../src/domain/check-in-link';
import { LOCAL_STAFF } from '../scripts/lib/local-admin';
import { getAuth } from 'firebase-admin/auth';
import { mailTo, uniqueMailAddress } from '../tests/mail-inbox';
import { db, deleteBooking, oneAdultCart, testApp } from './support/admin-sdk';
import { storeCartOnFirstLoad } from './support/stored-cart';
import { signInAsAdmin, toast } from './support/admin-panel';
import { shownOrderId } from './support/order-id';
import { newTourist } from './support/tourist';

test.use({ locale: 'es-ES' });

const PHONE = { viewport: { width: 360, height: 740 }, locale: 'es-ES', isMobile: true } as const;
const bookingIds = new Set<string>();

test.afterAll(async () => {
  await Promise.all([...bookingIds].map(deleteBooking));
});

/** Isla Saona for one adult on a bookable day, booked by Zelle at checkout; returns the order id. */
async function bookByZelle(page: Page, context: BrowserContext): Promise<string> {
  const cart = await oneAdultCart();
  await storeCartOnFirstLoad(context, cart);
  await page.goto('/checkout');
  const orderId = await shownOrderId(page.getByTestId('order-id'));
  bookingIds.add(orderId);
  const tourist = newTourist('Lucia', 'Fernández');
  await page.getByLabel('Nombre').fill(tourist.firstName);
  await page.getByLabel('Apellido').fill(tourist.lastName);
  await page.getByLabel('Correo electrónico').fill(tourist.email);
  await page.getByLabel('Teléfono o WhatsApp').fill(tourist.phone);
  await page.getByRole('tab', { name: 'Zelle' }).click();
  await page.getByRole('button', { name: 'Ya envié el pago: registrar mi reserva' }).click();
  await page
    .getByTestId('booking-confirmation')
    .getByRole('link', { name: 'Ver mi reserva' })
    .click();
  await expect(page.getByTestId('booking-status')).toContainText('Estado: Pendiente');
  return orderId;
}

test('a confirmed booking shows its voucher; on its day a guide checks the party in from the link and the owner sees it live', async ({
  page,
  context,
  browser,
}) => {
  // Three browsers (tourist, owner, guide) and a booking's e-mails and triggers on one machine.
  test.setTimeout(240_000);
  const orderId = await bookByZelle(page, context);
  await expect(page.getByTestId('my-booking-voucher')).toHaveCount(0);

  // The owner confirms it in the admin panel; the tourist's page turns confirmed and shows the voucher.
  const ownerContext = await browser.newContext({ locale: 'es-ES' });
  const guideContext = await browser.newContext(PHONE);
  try {
    const owner = await ownerContext.newPage();
    await signInAsAdmin(owner);
    await owner.goto('/admin/bookings');
    await owner.getByRole('searchbox', { name: 'Buscar por pedido o nombre' }).fill(orderId);
    await owner
      .getByRole('list', { name: 'Lista de reservas' })
      .getByRole('button', { name: `Ver la reserva ${orderId}` })
      .click();
    const dialog = owner.getByRole('dialog', { name: new RegExp(`Reserva ${orderId}`) });
    await dialog.getByRole('button', { name: 'Confirmar reserva' }).click();
    await expect(toast(owner, `La reserva ${orderId} ahora está: Confirmada.`)).toBeVisible();

    await expect(page.getByTestId('booking-status')).toContainText('Estado: Confirmada', {
      timeout: 20_000,
    });
    const voucher = page.getByRole('region', { name: 'Tu bono' });
    await expect(voucher).toContainText(orderId);
    await expect(voucher).toContainText('Lucia Fernández');
    await expect(voucher).toContainText('Isla Saona');
    await expect(
      voucher.getByRole('img', {
        name: `Código QR para registrar la llegada de la reserva ${orderId}`,
      }),
    ).toBeVisible();

    // The voucher stays on the device: offline, a reload (from the installed app) still shows it.
    await page.waitForFunction(async () => {
      await navigator.serviceWorker.ready;
      return navigator.serviceWorker.controller !== null;
    });
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Tu bono' })).toContainText(orderId);
    await context.setOffline(false);

    // The tour's day comes: the booking is moved to today, as the calendar would bring it.
    const bookingRef = db.doc(`bookings/${orderId}`);
    const today = todayAtDestination();
    await bookingRef.update({ 'tour.date': today });
    const key = (await bookingRef.get()).get('checkInKey') as string;

    await owner.goto(`/admin/day?date=${today}`);
    // Its own departure, which other bookings of today may share: the count is read as it stands.
    const departureTime = (await bookingRef.get()).get('tour.departure') as string;
    const departure = owner.getByRole('region', {
      name: new RegExp(`^${departureTime} · Isla Saona`),
    });
    const attendance = departure.getByTestId('departure-attendance');
    await expect(attendance).toContainText(/Registrados \d+ de/);
    const checkedInBefore = Number(/Registrados (\d+) de/.exec(await attendance.innerText())?.[1]);
    const row = departure.getByRole('listitem').filter({ hasText: orderId });
    await expect(row).toBeVisible();

    // A guide's phone opens the voucher's link, as its camera would: signed out, it asks to sign
    // in first, then comes back to the check-in page.
    const guide = await guideContext.newPage();
    const origin = new URL(page.url()).origin;
    await guide.goto(checkInLink(origin, orderId, key));
    await expect(guide).toHaveURL(/\/admin-login/);
    await guide.getByLabel(/^Correo electrónico/).fill(LOCAL_STAFF.email);
    await guide.getByLabel(/^Contraseña/).fill(LOCAL_STAFF.password);
    await guide.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(guide).toHaveURL(`${origin}/admin/check-in/${orderId}?k=${key}`);
    await expect(guide.getByText('Lucia Fernández')).toBeVisible();
    await guide.getByRole('button', { name: 'Registrar 1 persona' }).click();
    const done = guide.getByTestId('check-in-done');
    await expect(done).toContainText('Esta reserva ya fue registrada.');
    await expect(done).toContainText(`Registrados 1 adulto(s) y 0 niño(s)`);
    await expect(done).toContainText(LOCAL_STAFF.email);

    // The owner's open day view counts it, live.
    await expect(attendance).toContainText(`Registrados ${checkedInBefore + 1} de`);
    await expect(row.getByText('Registrados (1)')).toBeVisible();

    // Opening the link again: already done, no second count.
    await guide.reload();
    await expect(guide.getByTestId('check-in-done')).toContainText(
      'Esta reserva ya fue registrada.',
    );
    await expect(guide.getByRole('button', { name: /Registrar/ })).toHaveCount(0);
    expect((await bookingRef.get()).get('checkIn')).toMatchObject({ adults: 1, children: 0 });

    // The guide's account: the owner's screens are not for it.
    for (const screen of ['/admin/tours', '/admin/settings', '/admin/settings/team']) {
      await guide.goto(screen);
      await expect(
        guide.getByRole('alert').filter({ hasText: 'No es para tu cuenta' }),
      ).toBeVisible();
    }
  } finally {
    await ownerContext.close();
    await guideContext.close();
  }
});

test('the owner adds a guide on the Team page, gets the set-your-password link, and removes them', async ({
  page,
}) => {
  const email = uniqueMailAddress('guia');
  try {
    await signInAsAdmin(page);
    await page.goto('/admin/settings');
    await page.getByRole('link', { name: 'Equipo' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Equipo' })).toBeVisible();

    const field = page.getByRole('textbox', { name: 'Correo electrónico' });
    await field.fill(email);
    await page.getByRole('button', { name: 'Añadir' }).click();
    const link = page.getByTestId('staff-link');
    await expect(link).toContainText(`Enlace para elegir contraseña de ${email}`);
    await expect(link).toContainText('Se lo enviamos por correo.');
    await expect(link.getByRole('textbox')).toHaveValue(/mode=resetPassword/);
    const team = page.getByRole('list', { name: 'Equipo' });
    await expect(team.getByText(email)).toBeVisible();
    await expect
      .poll(async () => (await mailTo(email)).map((mail) => mail.subject), { timeout: 30_000 })
      .toContain('Tu cuenta de equipo en Punta Cana Tours');

    // Twice: a clear message, what was typed kept.
    await field.fill(email);
    await page.getByRole('button', { name: 'Añadir' }).click();
    await expect(page.getByText(`${email} ya está en el equipo.`)).toBeVisible();
    await expect(field).toHaveValue(email);

    await team.getByRole('button', { name: `Quitar a ${email}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(toast(page, `${email} ya no está en el equipo.`)).toBeVisible();
    await expect(team.getByText(email)).toHaveCount(0);
  } finally {
    const user = await getAuth(testApp)
      .getUserByEmail(email)
      .catch(() => null);
    if (user) {
      await db.doc(`staff/${user.uid}`).delete();
      await getAuth(testApp).deleteUser(user.uid);
    }
  }
});
