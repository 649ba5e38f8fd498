import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteContent } from '@/domain/site-content';
import { renderWithProviders } from '@/testing/render';
import { saveSiteContentEntries } from '../../api/site-content-writes';
import { AgencyContactCard } from './agency-contact-card';

vi.mock('../../api/site-content-writes', () => ({
  saveSiteContent: vi.fn(),
  saveSiteContentEntries: vi.fn(),
}));

const stored: SiteContent = {
  agency_email: 'reservas@puntacana.example',
  agency_phone: '18095550123',
  payment_whatsapp_number: '18095550123',
  agency_address: 'Av. Alemania, Bávaro',
};

async function replace(label: string, text: string) {
  const user = userEvent.setup({ delay: null });
  const field = screen.getByLabelText(label);
  await user.clear(field);
  if (text) await user.paste(text);
  return user;
}

describe('the agency contact card', () => {
  beforeEach(() => {
    vi.mocked(saveSiteContentEntries).mockReset().mockResolvedValue();
  });

  it('starts from the stored contact, without a warning', () => {
    renderWithProviders(<AgencyContactCard siteContent={stored} />);
    expect(screen.getByRole('region', { name: 'Contacto de la agencia' })).toBeInTheDocument();
    expect(screen.getByLabelText('Correo de la agencia')).toHaveValue('reservas@puntacana.example');
    expect(screen.getByLabelText('Teléfono')).toHaveValue('18095550123');
    expect(screen.getByLabelText('WhatsApp (contacto y pedidos)')).toHaveValue('18095550123');
    expect(screen.getByLabelText('Dirección')).toHaveValue('Av. Alemania, Bávaro');
    expect(screen.queryByText(/Falta el número de WhatsApp/)).not.toBeInTheDocument();
  });

  it('takes no typing and warns of nothing until the stored contact has arrived', () => {
    const { rerender } = renderWithProviders(<AgencyContactCard siteContent={{}} loading />);
    expect(screen.getByLabelText('Teléfono')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Guardar contacto de la agencia' })).toBeDisabled();
    expect(screen.queryByText(/Falta el número de WhatsApp/)).not.toBeInTheDocument();
    rerender(<AgencyContactCard siteContent={stored} loading={false} />);
    expect(screen.getByLabelText('Teléfono')).toBeEnabled();
    expect(screen.getByLabelText('Teléfono')).toHaveValue('18095550123');
  });

  it('warns the admin when no usable WhatsApp number is stored', () => {
    renderWithProviders(
      <AgencyContactCard siteContent={{ ...stored, payment_whatsapp_number: '' }} />,
      { language: 'en' },
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The WhatsApp number is missing: customers cannot book by WhatsApp',
    );
  });

  it('says what is wrong with each field in Spanish, keeps what was typed and saves nothing', async () => {
    renderWithProviders(<AgencyContactCard siteContent={stored} />);
    await replace('Correo de la agencia', 'reservas@');
    await replace('Teléfono', '555-12');
    await replace('WhatsApp (contacto y pedidos)', '');
    const user = await replace('Dirección', 'Bávaro <script>');
    await user.click(screen.getByRole('button', { name: 'Guardar contacto de la agencia' }));

    expect(await screen.findByText('Revisa el contacto de la agencia')).toBeInTheDocument();
    expect(
      screen.getByText('Escribe un correo válido, por ejemplo reservas@tuempresa.com'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Escribe el número con código de país (8 a 15 dígitos), por ejemplo +1 809 555 0123',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Este dato es obligatorio.')).toBeInTheDocument();
    expect(screen.getByText('Escribe la dirección sin los signos < ni >.')).toBeInTheDocument();
    expect(saveSiteContentEntries).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Correo de la agencia')).toHaveValue('reservas@');
    expect(screen.getByLabelText('Dirección')).toHaveValue('Bávaro <script>');
  });

  it('says what is wrong in English, and clears a message once the field is edited', async () => {
    renderWithProviders(<AgencyContactCard siteContent={stored} />, { language: 'en' });
    const user = await replace('Phone', 'call us');
    await user.click(screen.getByRole('button', { name: 'Save agency contact' }));
    const message =
      'Enter the number with country code (8 to 15 digits), for example +1 809 555 0123';
    expect(await screen.findByText(message)).toBeInTheDocument();
    await replace('Phone', '+1 809 555 0100');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(saveSiteContentEntries).not.toHaveBeenCalled();
  });

  it('saves the four details in their stored forms and confirms', async () => {
    renderWithProviders(<AgencyContactCard siteContent={{}} />);
    await replace('Correo de la agencia', ' hola@puntacana.example ');
    await replace('Teléfono', '+1 (829) 555-0101');
    await replace('WhatsApp (contacto y pedidos)', '+1 829 555 0102');
    const user = await replace('Dirección', 'Calle Principal 1, Bávaro');
    await user.click(screen.getByRole('button', { name: 'Guardar contacto de la agencia' }));
    expect(await screen.findByText('El contacto de la agencia se ha actualizado.')).toBeVisible();
    expect(saveSiteContentEntries).toHaveBeenCalledWith({
      agency_email: 'hola@puntacana.example',
      agency_phone: '18295550101',
      payment_whatsapp_number: '18295550102',
      agency_address: 'Calle Principal 1, Bávaro',
    });
  });
});
