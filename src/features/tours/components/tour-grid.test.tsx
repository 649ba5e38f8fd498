import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { makeTour as tour } from '@/testing/make-tour';
import { TourGrid, filterToursByTitle } from './tour-grid';

const saona = tour('isla-saona', { title: 'Isla Saona: catamarán' });
const buggies = tour('buggies', { title: 'Buggies en Macao', image: null, price: null });
const tours = [saona, buggies, tour('marinarium', { title: 'Marinarium snorkel' })];

function cards() {
  return screen.queryAllByRole('article');
}

/** The first card, to query inside; fails the test when no card is shown. */
function firstCard() {
  const [card] = cards();
  if (!card) throw new Error('no tour card is shown');
  return within(card);
}

describe('filterToursByTitle', () => {
  it('keeps tours whose title holds the text, ignoring case and blanks', () => {
    expect(filterToursByTitle(tours, '  SAONA ').map((t) => t.id)).toEqual(['isla-saona']);
    expect(filterToursByTitle(tours, 'a').length).toBe(3);
    expect(filterToursByTitle(tours, '')).toEqual(tours);
    expect(filterToursByTitle(tours, 'parasail')).toEqual([]);
  });
});

describe('a tour card', () => {
  it('shows photo, price badge, title, duration, price text and the description in the page language (a missing English title falls back to the Spanish), and links to the tour', () => {
    renderWithProviders(<TourGrid />, { catalog: { tours: [saona] }, language: 'en' });
    const card = firstCard();
    expect(card.getByRole('img', { name: 'Isla Saona: catamarán' })).toHaveAttribute(
      'src',
      'https://img.example/isla-saona.jpg',
    );
    expect(card.getByText('$95 USD')).toBeInTheDocument();
    expect(card.getByRole('heading', { name: 'Isla Saona: catamarán' })).toBeInTheDocument();
    expect(card.getByText('Half day')).toBeInTheDocument();
    expect(card.getByText('USD per adult')).toBeInTheDocument();
    expect(card.getByText('Description of isla-saona')).toBeInTheDocument();
    expect(
      card.getByRole('link', { name: 'View details of Isla Saona: catamarán' }),
    ).toHaveAttribute('href', '/tours/isla-saona');
  });

  it('shows the English title to an English visitor and the Spanish one to a Spanish visitor', () => {
    const bilingual = { ...saona, titleEn: 'Saona Island: catamaran' };
    const { unmount } = renderWithProviders(<TourGrid />, {
      catalog: { tours: [bilingual] },
      language: 'en',
    });
    expect(
      firstCard().getByRole('heading', { name: 'Saona Island: catamaran' }),
    ).toBeInTheDocument();
    unmount();
    renderWithProviders(<TourGrid />, { catalog: { tours: [bilingual] }, language: 'es' });
    const card = firstCard();
    expect(card.getByRole('heading', { name: 'Isla Saona: catamarán' })).toBeInTheDocument();
    expect(card.getByText('Medio día')).toBeInTheDocument();
    expect(card.getByText('USD por adulto')).toBeInTheDocument();
  });

  it('uses the bundled photo when the tour has none, and N/A when it has no price', () => {
    renderWithProviders(<TourGrid />, { catalog: { tours: [buggies] } });
    const card = firstCard();
    const photo = card.getByRole('img', { name: 'Buggies en Macao' });
    expect(photo).toHaveAttribute('src', '/images/tour-fallback-1600.webp');
    // A phone picks the small size: the card fills the screen there, a third of it on a laptop.
    expect(photo).toHaveAttribute(
      'srcset',
      '/images/tour-fallback-800.webp 800w, /images/tour-fallback-1600.webp 1600w',
    );
    expect(photo).toHaveAttribute(
      'sizes',
      '(min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw',
    );
    expect(card.getByText('N/A')).toBeInTheDocument();
  });

  it('falls back to the other language when the description is missing', () => {
    renderWithProviders(<TourGrid />, {
      catalog: { tours: [tour('x', { descriptionEn: '' })] },
      language: 'en',
    });
    expect(screen.getByText('Descripción de x')).toBeInTheDocument();
  });

  it('links through the given address builder', () => {
    renderWithProviders(<TourGrid tourHref={(slug) => `/tours/${slug}?view=admin`} />, {
      catalog: { tours: [saona] },
    });
    expect(screen.getByRole('link', { name: /Ver detalles/ })).toHaveAttribute(
      'href',
      '/tours/isla-saona?view=admin',
    );
  });
});

describe('the tour grid', () => {
  it('shows only the tours whose title matches the search text', () => {
    renderWithProviders(<TourGrid query="macao" />, { catalog: { tours } });
    expect(cards()).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Buggies en Macao' })).toBeInTheDocument();
  });

  it('says so when nothing matches', () => {
    renderWithProviders(<TourGrid query="parasail" onClearQuery={() => {}} />, {
      catalog: { tours },
    });
    expect(cards()).toHaveLength(0);
    expect(
      screen.getByText('No encontramos tours que coincidan con «parasail».'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver todos los tours' })).toBeInTheDocument();
  });

  it('shows only the first tours when limited', () => {
    renderWithProviders(<TourGrid limit={2} />, { catalog: { tours } });
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Isla Saona: catamarán',
      'Buggies en Macao',
    ]);
  });

  it('shows placeholders while the catalog loads', () => {
    renderWithProviders(<TourGrid />, { catalog: { loading: true } });
    expect(screen.getByRole('status', { name: 'Cargando tours…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(cards()).toHaveLength(0);
  });
});
