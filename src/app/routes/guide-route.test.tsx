import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CHAT_GREETING, fallbackImages } from '@/config/agency';
import { makeAgencyContact } from '@/testing/make-agency-contact';
import { makeTour } from '@/testing/make-tour';
import { renderWithProviders } from '@/testing/render';
import GuideRoute from './guide-route';

const tours = ['isla-saona', 'buggies-macao', 'catamaran-party', 'marinarium'].map((id) =>
  makeTour(id),
);

describe('the destination guide', () => {
  it('has the sections of the guide', () => {
    renderWithProviders(<GuideRoute />, { catalog: { tours } });
    const sections = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(sections).toEqual([
      'Cómo llegar',
      'Excursiones',
      'Vida nocturna',
      'Transporte',
      'Otros lugares de interés',
    ]);
    expect(screen.getByRole('heading', { name: 'Basílica de Higüey' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Marina de Cap Cana' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comida dominicana' })).toBeInTheDocument();
  });

  it('shows the first 3 tours as cards linking to their pages', () => {
    renderWithProviders(<GuideRoute />, { catalog: { tours } });
    const excursions = screen.getByRole('region', { name: 'Excursiones' });
    const links = within(excursions)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/tours/isla-saona', '/tours/buggies-macao', '/tours/catamaran-party']);
  });

  it('sends every call to action to the transfers on /home, keeping view=admin', () => {
    renderWithProviders(<GuideRoute />, { catalog: { tours }, route: '/guia?view=admin' });
    const ctas = screen.getAllByRole('link', {
      name: /Reservar un traslado|Traslado desde la discoteca/,
    });
    expect(ctas.length).toBeGreaterThanOrEqual(3);
    for (const cta of ctas) expect(cta).toHaveAttribute('href', '/home?view=admin#servicios');
  });

  it("shows the admin's nightlife photo, else the bundled one", () => {
    renderWithProviders(<GuideRoute />, {
      catalog: { tours, siteContent: { nightlifeImageUrl: 'https://img.example/night.jpg' } },
    });
    const photo = screen.getByRole('img', { name: 'Vida nocturna en Punta Cana' });
    expect(photo).toHaveAttribute('src', 'https://img.example/night.jpg');
    // Halfway down the guide: downloaded only as it comes near the screen.
    expect(photo).toHaveAttribute('loading', 'lazy');
    // The admin's photo cannot be had (deleted, a broken address): the bundled one shows instead.
    fireEvent.error(photo);
    expect(photo).toHaveAttribute('src', fallbackImages.nightlife);
  });

  it('shows the bundled nightlife photo while the admin has set none', () => {
    renderWithProviders(<GuideRoute />, { catalog: { tours } });
    expect(screen.getByRole('img', { name: 'Vida nocturna en Punta Cana' })).toHaveAttribute(
      'src',
      fallbackImages.nightlife,
    );
  });

  it('closes with the agency contact the admin set, and without it when none is set', () => {
    const first = renderWithProviders(<GuideRoute />, {
      language: 'en',
      catalog: { tours, siteContent: makeAgencyContact() },
    });
    const contact = within(screen.getByRole('region', { name: 'Questions about your trip?' }));
    const chat = new URL(
      contact.getByRole('link', { name: 'WhatsApp +1 809 555 0123' }).getAttribute('href') ?? '',
    );
    expect(chat.pathname).toBe('/18095550123');
    expect(chat.searchParams.get('text')).toBe(CHAT_GREETING);
    expect(contact.getByRole('link', { name: 'Call +1 809 555 0100' })).toHaveAttribute(
      'href',
      'tel:+18095550100',
    );
    expect(contact.getByRole('link', { name: 'reservas@puntacanatours.example' })).toHaveAttribute(
      'href',
      'mailto:reservas@puntacanatours.example',
    );
    expect(contact.getByText('Our office: Av. Alemania, Bávaro, Punta Cana')).toBeInTheDocument();
    first.unmount();

    renderWithProviders(<GuideRoute />, { catalog: { tours } });
    expect(screen.queryByRole('region', { name: '¿Preguntas sobre tu viaje?' })).toBeNull();
  });
});
