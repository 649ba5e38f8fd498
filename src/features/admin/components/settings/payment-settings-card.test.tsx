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
    expect(screen.getByLabelText('Datos de Zelle (nombre o teléfono)')).toHaveValue(
      'Punta Cana SRL',
    );
  });

  it('takes no typing until the stored settings have arrived, then starts from them', () => {
    const { rerender } = renderWithProviders(<PaymentSettingsCard siteContent={{}} loading />);
    expect(screen.getByLabelText('Enlace de PayPal.Me')).toBeDisabled();
    expect(screen.getByLabelText('Datos de Zelle (nombre o teléfono)')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Guardar ajustes de pago' })).toBeDisabled();
    rerender(<PaymentSettingsCard siteContent={stored} loading={false} />);
    expect(screen.getByLabelText('Enlace de PayPal.Me')).toBeEnabled();
    expect(screen.getByLabelText('Enlace de PayPal.Me')).toHaveValue('https://paypal.me/puntacana');
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

  it('saves both keys in their safe forms and confirms', async () => {
    renderWithProviders(<PaymentSettingsCard siteContent={stored} />);
    await replace('Enlace de PayPal.Me', 'paypal.me/nuevo');
    const user = await replace('Datos de Zelle (nombre o teléfono)', 'pagos@example.com');
    await user.click(screen.getByRole('button', { name: 'Guardar ajustes de pago' }));
    expect(await screen.findByText('¡Éxito!')).toBeInTheDocument();
    expect(saveSiteContentEntries).toHaveBeenCalledWith({
      payment_paypal_link: 'https://paypal.me/nuevo',
      payment_zelle_details: 'pagos@example.com',
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
