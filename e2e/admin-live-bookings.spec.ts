// Staff see new bookings at once, on a phone: with alerts allowed in settings, a booking that arrives
// while the panel is open raises a notification, and the pending badge, the dashboard's pending
// count and its sales chart all count it without a reload.
import { expect, test } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { addDays, startOfDayAtDestination, todayAtDestination } from '../src/domain/calendar-date';
import { db, storeBooking } from './support/admin-sdk';
import { signInAsAdmin } from './support/admin-panel';

test.use({
  viewport: { width: 360, height: 740 },
  locale: 'es-ES',
  permissions: ['notifications'],
});

interface Shown {
  title: string;
  body?: string;
  tag?: string;
}

declare global {
  interface Window {
    shownNotifications: Shown[];
  }
}

/** Bookings waiting for confirmation, and bookings made in the sales chart's 30 days. */
async function countBookings() {
  const since = startOfDayAtDestination(addDays(todayAtDestination(), -29));
  const [pending, recent] = await Promise.all([
    db.collection('bookings').where('status', '==', 'pending').count().get(),
    db.collection('bookings').where('createdAt', '>=', Timestamp.fromDate(since)).count().get(),
  ]);
  return { pending: pending.data().count, recent: recent.data().count };
}

const menuName = (pending: number) =>
  pending === 0
    ? 'Abrir el menú'
    : `Abrir el menú, ${pending} ${pending === 1 ? 'reserva pendiente' : 'reservas pendientes'}`;

test('a booking made while the panel is open raises an alert and is counted live', async ({
  page,
}) => {
  // Record what the app shows, whichever way it shows it (service worker or page).
  await page.addInitScript(() => {
    window.shownNotifications = [];
    const record = (title: string, options?: NotificationOptions) =>
      window.shownNotifications.push({ title, body: options?.body, tag: options?.tag });
    ServiceWorkerRegistration.prototype.showNotification = async (title, options) => {
      record(title, options);
    };
    const Browser = window.Notification;
    window.Notification = class {
      static get permission() {
        return Browser.permission;
      }
      static requestPermission = () => Browser.requestPermission();
      constructor(title: string, options?: NotificationOptions) {
        record(title, options);
      }
    } as unknown as typeof Notification;
  });

  let orderId: string | undefined;
  try {
    await signInAsAdmin(page);
    await page.goto('/admin/settings');
    const alerts = page.getByRole('region', { name: 'Avisos de nuevas reservas' });
    await expect(alerts.getByRole('status')).toHaveText(/^Activados:/);
    await alerts.getByRole('button', { name: 'Enviar un aviso de prueba' }).click();
    await expect
      .poll(() => page.evaluate(() => window.shownNotifications.map(({ title }) => title)))
      .toEqual(['Aviso de prueba']);

    // A fresh page: what it records starts empty again, and its listener starts now.
    await page.goto('/admin');
    const before = await countBookings();
    // The charts sit below the counters on a phone and are drawn as they come near the screen.
    await page.getByRole('region', { name: 'Actividad' }).scrollIntoViewIfNeeded();
    const sales = page.getByRole('figure', {
      name: 'Reservas e ingresos por día, últimos 30 días',
    });
    await expect(sales).toHaveAccessibleDescription(
      new RegExp(`^Últimos 30 días: ${before.recent} reservas?,`),
    );
    await expect(
      page.getByRole('button', { name: menuName(before.pending), exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole('figure', { name: 'Plazas vendidas por tour, próximos 14 días' }),
    ).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(360);

    const booking = await storeBooking({
      contact: { firstName: 'Lucía', lastName: 'Gómez', email: 'lucia@example.com', phone: '' },
      total: 285,
    });
    orderId = booking.orderId;

    await expect
      .poll(() => page.evaluate(() => window.shownNotifications))
      .toEqual([
        {
          title: `Nueva reserva ${orderId}`,
          body: 'Lucía Gómez · Total $285 USD',
          tag: `booking-${orderId}`,
        },
      ]);
    await expect(
      page.getByRole('link', { name: `Pendientes de confirmar ${before.pending + 1}` }),
    ).toBeVisible();
    await expect(sales).toHaveAccessibleDescription(
      new RegExp(`^Últimos 30 días: ${before.recent + 1} reservas?,`),
    );
    await page.getByRole('button', { name: menuName(before.pending + 1), exact: true }).click();
    await expect(
      page.getByRole('link', {
        name: `Reservas, ${before.pending + 1} ${before.pending === 0 ? 'pendiente' : 'pendientes'}`,
      }),
    ).toBeVisible();
  } finally {
    if (orderId) await db.doc(`bookings/${orderId}`).delete();
  }
});
