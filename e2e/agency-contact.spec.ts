// Admin journey on a phone: the agency phone changed in settings shows in the footer and on the contact page.
import { expect, test } from '@playwright/test';
import { AGENCY_CONTACT_KEYS } from '../src/domain/site-content';
import { db } from './support/admin-sdk';
import { signInAsAdmin, toast } from './support/admin-panel';

const PHONE = { viewport: { width: 360, height: 740 }, locale: 'es-ES' } as const;
/** Saving the card writes every detail: all of them are put back. */
const CONTACT_DOCS = Object.values(AGENCY_CONTACT_KEYS).map((key) => `siteContent/${key}`);

test.use(PHONE);

let originals: Record<string, FirebaseFirestore.DocumentData | undefined> = {};

test.beforeEach(async () => {
  originals = Object.fromEntries(
    await Promise.all(CONTACT_DOCS.map(async (path) => [path, (await db.doc(path).get()).data()])),
  );
});

test.afterEach(async () => {
  await Promise.all(
    Object.entries(originals).map(([path, data]) =>
      data ? db.doc(path).set(data) : db.doc(path).delete(),
    ),
  );
});

test('an admin changes the agency phone, and the footer and the contact page show it', async ({
  page,
  browser,
}) => {
  const last4 = String(Date.now()).slice(-4);
  const digits = `1829555${last4}`;
  const shown = `+1 829 555 ${last4}`;
  const phoneDoc = `siteContent/${AGENCY_CONTACT_KEYS.phone}`;

  await signInAsAdmin(page);
  await page.goto('/admin/settings');
  const card = page.getByRole('region', { name: 'Contacto de la agencia' });
  const phone = card.getByLabel('Teléfono');
  const save = card.getByRole('button', { name: 'Guardar contacto de la agencia' });

  // A number without its country code is refused, and what was typed stays.
  await phone.fill('555-12');
  await save.click();
  await expect(toast(page, 'Revisa el contacto de la agencia')).toBeVisible();
  await expect(card.getByText(/^Escribe el número con código de país/)).toBeVisible();
  await expect(phone).toHaveValue('555-12');
  expect((await db.doc(phoneDoc).get()).data()).toEqual(originals[phoneDoc]);

  await phone.fill(`+1 (829) 555-${last4}`);
  await save.click();
  await expect(toast(page, 'El contacto de la agencia se ha actualizado.')).toBeVisible();
  await expect(phone).toHaveValue(digits);

  // A visitor on another phone.
  const context = await browser.newContext(PHONE);
  try {
    const visitor = await context.newPage();
    await visitor.goto('/contact');
    await expect(visitor.getByRole('link', { name: `Llamar al ${shown}` })).toHaveAttribute(
      'href',
      `tel:+${digits}`,
    );
    await expect(
      visitor.getByRole('contentinfo').getByRole('link', { name: `Teléfono: ${shown}` }),
    ).toHaveAttribute('href', `tel:+${digits}`);

    await visitor.goto('/home');
    await expect(
      visitor.getByRole('contentinfo').getByRole('link', { name: `Teléfono: ${shown}` }),
    ).toBeVisible();
  } finally {
    await context.close();
  }
});
