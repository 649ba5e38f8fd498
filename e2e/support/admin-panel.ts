// Admin panel steps shared by the admin journeys: sign in through the UI, find a toast.
import { expect, type Page } from '@playwright/test';
import { LOCAL_ADMIN } from './admin-sdk';

export async function fillAdminSignIn(page: Page, email: string, password: string) {
  await page.goto('/admin-login');
  await page.getByLabel(/^Correo electrónico/).fill(email);
  await page.getByLabel(/^Contraseña/).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/** Signs the seeded admin in and waits for the dashboard. */
export async function signInAsAdmin(page: Page) {
  await fillAdminSignIn(page, LOCAL_ADMIN.email, LOCAL_ADMIN.password);
  await expect(page.getByRole('heading', { name: '¡Bienvenido al panel!' })).toBeVisible();
}

export function toast(page: Page, text: string) {
  return page.getByTestId('toast').filter({ hasText: text });
}
