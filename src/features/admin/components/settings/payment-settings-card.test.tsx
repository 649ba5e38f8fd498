import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteContent } from '@/domain/site-content';
import { renderWithProviders } from '@/testing/render';
import { saveSiteContentEntries } from '../../api/site-content-writes';
import { PaymentSettingsCard } from './payment-settings-card';

vi.mock('../../api/site-content-writes', () => ({
  saveSiteContent: vi.fn(),
  saveSiteContentEntries: vi.fn(),
}));

const stored: SiteContent = {
  payment_paypal_link: 'https://paypal.me/puntacana',
  payment_zelle_details: 'Punta Cana SRL',
  payment_whatsapp_number: '18095550123',
};

async function replace(label: string, text: string) {
  const user = userEvent.setup({ delay: null });
  const field = screen.getByLabelText(label);
  await user.clear(field);
  if (text) await user.paste(text);
  return user;
}

describe('the payment settings card', () => {
  beforeEach(() => {
    vi.mocked(saveSiteContentEntries).mockReset().mockResolvedValue();
  });

  it('starts from the stored settings', () => {
    renderWithProviders(<PaymentSettingsCard siteContent={stored} />);
    expect(screen.getByLabelText('Enlace de PayPal.Me')).toHaveValue('https://paypal.me/puntacana');
    expect(screen.getByLabelText('Número de WhatsApp para pedidos')).toHaveValue('18095550123');
  });

  it('refuses a link that is not an https PayPal link, says why, and saves nothing', async () => {
    renderWithProviders(<PaymentSettingsCard siteContent={stored} />);
    const user = await replace('Enlace de PayPal.Me', 'http://paypal-pagos.example/x');
    await user.click(screen.getByRole('button', { name: 'Guardar ajustes de pago' }));
    expect(
      await screen.findByText(
        'Debe ser un enlace https de PayPal, por ejemplo https://paypal.me/tuempresa',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Revisa los datos de pago')).toBeInTheDocument();
    expect(saveSiteContentEntries).not.toHaveBeenCalled();
  });

  it('refuses a WhatsApp number without enough digits', async () => {
    renderWithProviders(<PaymentSettingsCard siteContent={stored} />, { language: 'en' });
    const user = await replace('WhatsApp number for orders', '555-12');
    await user.click(screen.getByRole('button', { name: 'Save payment settings' }));
    expect(await screen.findByText(/Enter only the number with country code/)).toBeInTheDocument();
    expect(saveSiteContentEntries).not.toHaveBeenCalled();
  });

  it('saves all three keys in their safe forms and confirms', async () => {
    renderWithProviders(<PaymentSettingsCard siteContent={stored} />);
    await replace('Enlace de PayPal.Me', 'paypal.me/nuevo');
    await replace('Datos de Zelle (nombre o teléfono)', 'pagos@example.com');
    const user = await replace('Número de WhatsApp para pedidos', '+1 (809) 555-0199');
    await user.click(screen.getByRole('button', { name: 'Guardar ajustes de pago' }));
    expect(await screen.findByText('¡Éxito!')).toBeInTheDocument();
    expect(saveSiteContentEntries).toHaveBeenCalledWith({
      payment_paypal_link: 'https://paypal.me/nuevo',
      payment_zelle_details: 'pagos@example.com',
      payment_whatsapp_number: '18095550199',
    });
  });

  it('shows the error of a failed save', async () => {
    vi.mocked(saveSiteContentEntries).mockRejectedValue(
      new Error('Missing or insufficient permissions.'),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<PaymentSettingsCard siteContent={stored} />, { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Save payment settings' }));
    expect(await screen.findByText('Update Error')).toBeInTheDocument();
    expect(screen.getByText('Missing or insufficient permissions.')).toBeInTheDocument();
  });
});
