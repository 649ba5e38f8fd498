// Admin panel access on a phone: the seeded admin signs in and out; a wrong password and a non-admin account are refused.
import { expect, test } from '@playwright/test';
import { getAuth } from 'firebase-admin/auth';
import { LOCAL_ADMIN, testApp } from './support/admin-sdk';
import { fillAdminSignIn, toast } from './support/admin-panel';

test.use({ viewport: { width: 360, height: 740 }, locale: 'es-ES' });

test('the seeded admin signs in, moves around on a phone, and logs out', async ({ page }) => {
  await fillAdminSignIn(page, LOCAL_ADMIN.email, LOCAL_ADMIN.password);
  await expect(toast(page, '¡Bienvenido de nuevo!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: '¡Bienvenido al panel!' })).toBeVisible();
  await expect(
    page.getByText(`Sesión iniciada como ${LOCAL_ADMIN.email}.`, { exact: false }),
  ).toBeVisible();

  // On a phone the sidebar is a drawer behind the menu button.
  await page.getByRole('button', { name: 'Abrir el menú' }).click();
  await page.getByRole('link', { name: 'Traslados' }).click();
  await expect(page.getByRole('heading', { name: 'Traslados', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Traslados' })).toBeHidden();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(360);

  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await expect(page.getByText(`Sesión iniciada como ${LOCAL_ADMIN.email}`)).toBeVisible();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(toast(page, 'Has cerrado sesión de forma segura.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin-login$/);

  // The session is really gone: the panel sends the visitor back to sign in.
  await page.goto('/admin/tours');
  await expect(page).toHaveURL(/\/admin-login$/);
});

test('a wrong password shows the failure toast and stays on the sign-in page', async ({ page }) => {
  await fillAdminSignIn(page, LOCAL_ADMIN.email, 'not-the-password');
  await expect(toast(page, 'Error al iniciar sesión')).toContainText(
    'Correo o contraseña incorrectos. Inténtalo de nuevo.',
  );
  await expect(page).toHaveURL(/\/admin-login$/);
});

test('an account without the admin claim is refused and signed out', async ({ page }) => {
  const auth = getAuth(testApp);
  const email = `turista-${Date.now()}@example.com`;
  const password = 'Turista2026!';
  const { uid } = await auth.createUser({ email, password });
  try {
    await fillAdminSignIn(page, email, password);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Acceso no autorizado.' }).first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/admin-login$/);

    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin-login$/);
    await expect(page.getByRole('heading', { name: 'Acceso de administradores' })).toBeVisible();
  } finally {
    await auth.deleteUser(uid);
  }
});
