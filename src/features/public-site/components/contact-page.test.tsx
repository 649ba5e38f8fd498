import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CHAT_GREETING } from '@/config/agency';
import { makeAgencyContact } from '@/testing/make-agency-contact';
import { renderWithProviders } from '@/testing/render';
import ContactPage from './contact-page';

function chatLink() {
  return new URL(screen.getByRole('link', { name: /WhatsApp/ }).getAttribute('href') ?? '');
}

describe('the contact page', () => {
  it('shows the reservations e-mail set by the admin as a mail link', () => {
    renderWithProviders(<ContactPage />, { catalog: { siteContent: makeAgencyContact() } });
    expect(
      screen.getByText('Para reservas y consultas, escríbenos a reservas@puntacanatours.example.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'reservas@puntacanatours.example' })).toHaveAttribute(
      'href',
      'mailto:reservas@puntacanatours.example',
    );
  });

  it('opens a chat with the number set by the admin and the Spanish greeting, in any language', () => {
    renderWithProviders(<ContactPage />, {
      language: 'en',
      catalog: { siteContent: makeAgencyContact({ whatsappNumber: '18295557788' }) },
    });
    expect(screen.getByText('Chat with us at +1 829 555 7788.')).toBeInTheDocument();
    const url = chatLink();
    expect(url.href.startsWith('https://wa.me/18295557788?')).toBe(true);
    expect(url.searchParams.get('text')).toBe(CHAT_GREETING);
  });

  it('shows the phone as a call link and the address', () => {
    renderWithProviders(<ContactPage />, {
      language: 'en',
      catalog: { siteContent: makeAgencyContact({ phone: '18095550142' }) },
    });
    expect(screen.getByRole('heading', { name: 'Phone and office' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call +1 809 555 0142' })).toHaveAttribute(
      'href',
      'tel:+18095550142',
    );
    expect(screen.getByText('Av. Alemania, Bávaro, Punta Cana')).toBeInTheDocument();
  });

  it('leaves out what is missing or unusable instead of showing a broken link', () => {
    renderWithProviders(<ContactPage />, {
      catalog: {
        siteContent: makeAgencyContact({ whatsappNumber: 'call us', phone: '', email: 'nope' }),
      },
    });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'WhatsApp' })).not.toBeInTheDocument();
    expect(screen.getByText('Av. Alemania, Bávaro, Punta Cana')).toBeInTheDocument();
  });

  it('says the details are coming when none is set', () => {
    renderWithProviders(<ContactPage />);
    expect(
      screen.getByText('Pronto publicaremos aquí nuestros datos de contacto.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
