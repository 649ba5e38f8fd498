import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { makeAgencyContact } from '@/testing/make-agency-contact';
import { renderWithProviders } from '@/testing/render';
import { PublicLayout } from './public-layout';

function Pages() {
  return (
    <Routes>
      <Route element={<PublicLayout heroPaths={['/home']} />}>
        <Route path="/home" element={<section id="servicios">Traslados</section>} />
        <Route path="/about" element={<h1>Sobre nosotros</h1>} />
      </Route>
    </Routes>
  );
}

const scrollIntoView = vi.fn();
const scrollTo = vi.fn();

beforeEach(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
  window.scrollTo = scrollTo as typeof window.scrollTo;
});

afterEach(() => {
  vi.clearAllMocks();
});

function nav() {
  return screen.getByRole('navigation', { name: 'Navegación principal' });
}

describe('the public layout', () => {
  it('frames the page with the header and the footer', async () => {
    renderWithProviders(<Pages />, {
      route: '/about',
      catalog: { siteContent: makeAgencyContact() },
    });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Sobre nosotros');
    // The footer is drawn once the page above it has painted.
    expect(await screen.findByRole('contentinfo')).toHaveTextContent(
      'reservas@puntacanatours.example',
    );
  });

  it('scrolls smoothly to an anchor on the page that holds it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Pages />, { route: '/home' });
    await user.click(within(nav()).getByRole('link', { name: 'Servicios' }));
    await waitFor(() =>
      expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' }),
    );
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(document.getElementById('servicios'));
  });

  it('navigates to the page of an anchor first, then jumps to it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Pages />, { route: '/about' });
    await user.click(within(nav()).getByRole('link', { name: 'Servicios' }));
    await waitFor(() => expect(screen.getByRole('main')).toHaveTextContent('Traslados'));
    await waitFor(() =>
      expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'instant', block: 'start' }),
    );
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(document.getElementById('servicios'));
  });

  it('takes the home link smoothly to the top of /home', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Pages />, { route: '/home' });
    await user.click(within(nav()).getByRole('link', { name: 'Inicio' }));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' }));
  });

  it('opens another page at its top', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Pages />, { route: '/home' });
    await user.click(within(nav()).getByRole('link', { name: 'Nosotros' }));
    expect(await screen.findByRole('heading', { name: 'Sobre nosotros' })).toBeInTheDocument();
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' }));
  });
});
