import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CHAT_GREETING } from '@/config/agency';
import { renderWithProviders } from '@/testing/render';
import ContactPage from './contact-page';

function chatLink() {
  return new URL(screen.getByRole('link', { name: /WhatsApp/ }).getAttribute('href') ?? '');
}

describe('the contact page', () => {
  it('shows the reservations e-mail as a mail link', () => {
    renderWithProviders(<ContactPage />);
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
      catalog: { siteContent: { payment_whatsapp_number: '+1 (829) 555-7788' } },
    });
    expect(screen.getByText('Chat with us at +1 829 555 7788.')).toBeInTheDocument();
    const url = chatLink();
    expect(url.href.startsWith('https://wa.me/18295557788?')).toBe(true);
    expect(url.searchParams.get('text')).toBe(CHAT_GREETING);
  });

  it("uses the agency's own number when the admin has set none or a bad one", () => {
    renderWithProviders(<ContactPage />, {
      catalog: { siteContent: { payment_whatsapp_number: 'call us' } },
    });
    expect(screen.getByText('Chatea con nosotros al +1 809 555 0123.')).toBeInTheDocument();
    expect(chatLink().pathname).toBe('/18095550123');
  });
});
