import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAgencyContact } from '@/testing/make-agency-contact';
import { renderWithProviders } from '@/testing/render';
import { SiteFooter } from './site-footer';

const footer = () => within(screen.getByRole('contentinfo'));

describe('the footer', () => {
  it('shows the agency contact the admin set: e-mail, phone, WhatsApp and address', () => {
    renderWithProviders(<SiteFooter />, {
      language: 'en',
      catalog: { siteContent: makeAgencyContact() },
    });
    expect(
      footer().getByRole('link', { name: 'E-mail: reservas@puntacanatours.example' }),
    ).toHaveAttribute('href', 'mailto:reservas@puntacanatours.example');
    expect(footer().getByRole('link', { name: 'Phone: +1 809 555 0100' })).toHaveAttribute(
      'href',
      'tel:+18095550100',
    );
    const chat = footer().getByRole('link', { name: 'WhatsApp: +1 809 555 0123' });
    expect(chat).toHaveAttribute('href', 'https://wa.me/18095550123');
    expect(chat).toHaveAttribute('target', '_blank');
    expect(footer().getByText('Av. Alemania, Bávaro, Punta Cana')).toBeInTheDocument();
  });

  it('hides what is missing and keeps the rest', () => {
    renderWithProviders(<SiteFooter />, {
      catalog: { siteContent: makeAgencyContact({ phone: '', whatsappNumber: '' }) },
    });
    expect(footer().queryByRole('link', { name: /^Teléfono/ })).not.toBeInTheDocument();
    expect(footer().queryByRole('link', { name: /^WhatsApp/ })).not.toBeInTheDocument();
    expect(
      footer().getByRole('link', { name: 'Correo: reservas@puntacanatours.example' }),
    ).toBeInTheDocument();
  });

  it('has no contact column at all when nothing is set', () => {
    renderWithProviders(<SiteFooter />);
    expect(footer().queryByRole('heading', { name: 'Contacto' })).not.toBeInTheDocument();
    expect(footer().getByRole('heading', { name: 'Explora' })).toBeInTheDocument();
  });
});
