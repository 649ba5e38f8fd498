import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayAtDestination } from '@/domain/calendar-date';
import { CART_STORAGE_KEY, initialCart, serializeCart } from '@/domain/cart';
import type { Tour } from '@/domain/tour';
import { renderWithProviders } from '@/testing/render';
import { makeTour } from '@/testing/make-tour';
import { makeTourDay } from '@/testing/make-tour-day';
import { TourDetailPage } from './tour-detail-page';

// The seats come from Firestore; these tests are about the page, with every seat free.
vi.mock('../api/use-sold-seats', () => ({ useSoldSeats: () => ({}) }));

function StubTransferDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? (
    <div role="dialog" aria-label="Traslado">
      <button onClick={onClose}>cerrar traslado</button>
    </div>
  ) : null;
}

function renderPage(
  slug: string,
  tours: Tour[],
  options: { language?: 'es' | 'en'; loading?: boolean } = {},
) {
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route path="/tours/:slug" element={<TourDetailPage TransferDialog={StubTransferDialog} />} />
    </Routes>,
    {
      route: `/tours/${slug}`,
      catalog: { tours, loading: options.loading ?? false },
      language: options.language,
    },
  );
  return user;
}

const saona = makeTour('isla-saona', {
  title: 'Isla Saona',
  descriptionEs: 'Un día en la isla.',
  descriptionEn: 'A day on the island.',
  gallery: ['https://img.example/saona-1.jpg', 'https://img.example/saona-2.jpg'],
});

beforeEach(() => localStorage.clear());

describe('the tour page', () => {
  it('shows the hero, the description in the page language and the booking card', async () => {
    renderPage('isla-saona', [saona], { language: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Isla Saona' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Isla Saona' })[0]).toHaveAttribute(
      'src',
      'https://img.example/isla-saona.jpg',
    );
    expect(screen.getByText('A day on the island.')).toBeInTheDocument();
    expect(screen.queryByText('Un día en la isla.')).not.toBeInTheDocument();
    // Below the first view: drawn once the hero has painted.
    expect(await screen.findByRole('complementary', { name: 'Booking' })).toBeInTheDocument();
  });

  it('says the tour was not found for an unknown slug, with a way back to /home', () => {
    renderPage('no-such-tour', [saona]);
    expect(screen.getByRole('heading', { name: 'Tour no encontrado' })).toBeInTheDocument();
    expect(screen.getByText(/Usa el botón para volver al inicio/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/home');
  });

  it('waits for the catalog before deciding a tour does not exist', () => {
    renderPage('isla-saona', [], { loading: true });
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.queryByText('Tour no encontrado')).not.toBeInTheDocument();
  });

  it('opens the transfer form in a closable dialog from the booking card', async () => {
    // The tour is in the cart with its day and pickup already chosen.
    localStorage.setItem(
      CART_STORAGE_KEY,
      serializeCart({
        ...initialCart,
        tour: { ...saona, calculatedPrice: 95 },
        tourDay: makeTourDay({ date: addDays(todayAtDestination(), 10), departure: 'day' }),
      }),
    );
    const user = renderPage('isla-saona', [saona]);
    // The booking card takes the day and pickup from the cart once it has been read.
    expect(await screen.findByDisplayValue('Barceló Bávaro Palace')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Añadir traslado' }));
    expect(await screen.findByRole('dialog', { name: 'Traslado' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'cerrar traslado' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Traslado' })).not.toBeInTheDocument(),
    );
  });
});

describe('the gallery', () => {
  it('opens the photos in a full-screen lightbox', async () => {
    const user = renderPage('isla-saona', [saona]);
    await user.click(
      await screen.findByRole('button', { name: 'Ampliar: Isla Saona, foto 2 de 2' }),
    );
    const lightbox = await screen.findByRole('dialog', { name: 'Galería de fotos' });
    expect(within(lightbox).getByRole('img', { name: 'Isla Saona, foto 2 de 2' })).toHaveAttribute(
      'src',
      'https://img.example/saona-2.jpg',
    );
    await user.click(within(lightbox).getByRole('button', { name: 'Cerrar' }));
  });

  it('shows an error icon for a photo that fails to load, in the lightbox and as a thumbnail', async () => {
    const user = renderPage('isla-saona', [saona]);
    const thumbnail = await screen.findByRole('button', {
      name: 'Ampliar: Isla Saona, foto 1 de 2',
    });
    fireEvent.error(within(thumbnail).getByRole('img'));
    expect(
      within(thumbnail).getByRole('img', { name: 'No se pudo cargar la imagen' }),
    ).toBeInTheDocument();

    await user.click(thumbnail);
    const lightbox = await screen.findByRole('dialog', { name: 'Galería de fotos' });
    fireEvent.error(within(lightbox).getByRole('img', { name: 'Isla Saona, foto 1 de 2' }));
    expect(
      within(lightbox).getByRole('img', { name: 'No se pudo cargar la imagen' }),
    ).toBeInTheDocument();
  });

  it('is left out when the tour has no photos', () => {
    renderPage('isla-saona', [{ ...saona, gallery: [] }]);
    expect(screen.queryByRole('heading', { name: 'Galería' })).not.toBeInTheDocument();
  });
});
