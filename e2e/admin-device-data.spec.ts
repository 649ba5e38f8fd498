// After an admin logs out, the device keeps no customer data: not in IndexedDB, Cache Storage or web storage;
// and a session left idle ends by itself.
import { expect, test } from '@playwright/test';
import { db, storeBooking } from './support/admin-sdk';
import { LAST_ACTIVITY_KEY } from '../src/features/admin/utils/idle-session';
import { signInAsAdmin, toast } from './support/admin-panel';
import { readDeviceStorage } from './support/device-storage';

test.use({ locale: 'es-ES' });

test('after an admin logs out, no customer detail remains on the device', async ({ page }) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const customer = {
    firstName: 'Dulce',
    lastName: `Quisqueya${stamp}`,
    email: `device-check-${stamp.toLowerCase()}@example.com`,
    phone: `+1 809 555 ${String(Date.now() % 10_000).padStart(4, '0')}`,
  };
  const { orderId } = await storeBooking({ contact: customer });
  try {
    await signInAsAdmin(page);
    await page.goto('/admin/bookings');
    const list = page.getByRole('list', { name: 'Lista de reservas' });
    await list.getByRole('button', { name: `Ver la reserva ${orderId}` }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`Reserva ${orderId}`) });
    await expect(dialog).toContainText(customer.email);
    await expect(dialog).toContainText(customer.phone);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // What the device keeps of the public catalog (the site's Firestore worker caches it for offline
    // visits, in its own database) is there before the logout, so the check below that it stays is
    // a real one. The worker starts once the page has settled and its listeners' documents are
    // stored when the emulator's watch stream answers: on a loaded 2-core machine that can take
    // longer than the default 10 s (and an admin page left sooner never started it: the logout
    // then had nothing to keep), so this waits as long as a page's offline copy is waited for.
    const publicCache = async () =>
      Object.values((await readDeviceStorage(page)).indexedDb).join('\n');
    await expect.poll(publicCache, { timeout: 30_000 }).toContain('isla-saona');

    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(toast(page, 'Has cerrado sesión de forma segura.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin-login$/);

    const leaks = async () => {
      const device = await readDeviceStorage(page);
      const places = new Map<string, string>([
        ...Object.entries(device.indexedDb).map(
          ([name, text]) => [`IndexedDB ${name}`, text] as const,
        ),
        ...Object.entries(device.cacheStorage).map(
          ([name, text]) => [`Cache Storage ${name}`, text] as const,
        ),
        ['localStorage', device.localStorage],
        ['sessionStorage', device.sessionStorage],
      ]);
      return [...places].flatMap(([place, contents]) =>
        [customer.email, customer.phone, customer.lastName]
          .filter((detail) => contents.includes(detail))
          .map((detail) => `${place} holds ${detail}`),
      );
    };
    // Logging out clears the device's copy in the background: wait for that, not for one read.
    await expect.poll(leaks).toEqual([]);
    // The public catalog, which holds no customer detail, is still kept for offline visits.
    await expect.poll(publicCache).toContain('isla-saona');
  } finally {
    await db.doc(`bookings/${orderId}`).delete();
  }
});

test('an admin tab shown again after more than 8 idle hours signs out and says why', async ({
  page,
}) => {
  await signInAsAdmin(page);
  // The device slept: the last activity any admin tab recorded is 9 hours old.
  await page.evaluate(([key, at]) => localStorage.setItem(key, at), [
    LAST_ACTIVITY_KEY,
    String(Date.now() - 9 * 3_600_000),
  ] as const);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(toast(page, 'Se cerró tu sesión tras 8 horas sin actividad.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin-login$/);
  await page.goto('/admin/bookings');
  await expect(page).toHaveURL(/\/admin-login$/);
});
