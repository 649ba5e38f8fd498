import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeTour } from '@/testing/make-tour';
import { renderWithProviders } from '@/testing/render';
import HomeRoute from './home-route';

const tours = [
  makeTour('isla-saona', { title: 'Isla Saona: catamarán' }),
  makeTour('buggies-macao', { title: 'Buggies en MACAO' }),
  makeTour('marinarium', { title: 'Marinarium snorkel' }),
];

const scrollIntoView = vi.fn();

function renderHome(route = '/home', siteContent = {}) {
  const user = userEvent.setup();
  renderWithProviders(<HomeRoute />, { route, catalog: { tours, siteContent } });
  return user;
}

function tourTitles() {
  const grid = document.getElementById('popular-tours') as HTMLElement;
  return within(grid)
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
}

beforeEach(() => {
  localStorage.clear();
  Element.prototype.scrollIntoView = scrollIntoView;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-06-15T15:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('the home hero', () => {
  it("shows the admin's hero photo (alone: no second photo to download), and its button leads to the services section", () => {
    renderHome('/home?view=admin', { heroImageUrl: 'https://img.example/hero.jpg' });
    const hero = screen.getByRole('heading', { level: 1 }).closest('section') as HTMLElement;
    expect(getComputedStyle(hero).backgroundImage).toBe('url("https://img.example/hero.jpg")');
    expect(screen.getByRole('link', { name: 'Cotiza tu traslado' })).toHaveAttribute(
      'href',
      '/home?view=admin#servicios',
    );
  });

  it('uses the bundled photo when the admin has set none, its small size on a phone', () => {
    renderHome();
    const hero = screen.getByRole('heading', { level: 1 }).closest('section') as HTMLElement;
    expect(getComputedStyle(hero).backgroundImage).toBe('url("/images/hero-800.webp")');
  });
});

async function dialogClosed() {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('the tour search', () => {
  it('filters the popular tours by title as the visitor types, ignoring case', async () => {
    const user = renderHome();
    // The grid, below the hero, is drawn once the hero has painted.
    await waitFor(() => expect(tourTitles()).toHaveLength(3));
    await user.type(screen.getByRole('searchbox', { name: 'Destino o tour' }), 'macao');
    await waitFor(() => expect(tourTitles()).toEqual(['Buggies en MACAO']));
    await user.clear(screen.getByRole('searchbox', { name: 'Destino o tour' }));
    await user.type(screen.getByRole('searchbox', { name: 'Destino o tour' }), 'SNORK');
    await waitFor(() => expect(tourTitles()).toEqual(['Marinarium snorkel']));
  });

  it('offers to show all tours again when nothing matches', async () => {
    const user = renderHome();
    await user.type(screen.getByRole('searchbox', { name: 'Destino o tour' }), 'parasail');
    const showAll = await screen.findByRole('button', { name: 'Ver todos los tours' });
    expect(tourTitles()).toEqual([]);
    await user.click(showAll);
    await waitFor(() => expect(tourTitles()).toHaveLength(3));
    expect(screen.getByRole('searchbox', { name: 'Destino o tour' })).toHaveValue('');
  });

  it('scrolls to the tours grid from the search button', async () => {
    const user = renderHome();
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth' }));
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(document.getElementById('popular-tours'));
  });

  it('counts at least 1 participant, with no maximum', async () => {
    const user = renderHome();
    const fewer = screen.getByRole('button', { name: 'Un participante menos' });
    const more = screen.getByRole('button', { name: 'Un participante más' });
    expect(screen.getByTestId('search-participants')).toHaveTextContent('1');
    expect(fewer).toBeDisabled();
    for (let i = 0; i < 120; i += 1) fireEvent.click(more);
    expect(screen.getByTestId('search-participants')).toHaveTextContent('121');
    expect(more).toBeEnabled();
    await user.click(fewer);
    expect(screen.getByTestId('search-participants')).toHaveTextContent('120');
  });

  it('does not let a past day be picked', async () => {
    const user = renderHome();
    await user.click(
      await within(screen.getByRole('search')).findByRole('button', {
        name: /Choose date|Elige fecha/,
      }),
    );
    expect(await screen.findByRole('gridcell', { name: '14' })).toBeDisabled();
    expect(screen.getByRole('gridcell', { name: '15' })).toBeEnabled();
  });

  it('asks to confirm a transfer choice, and clears it when chosen again', async () => {
    const user = renderHome();
    const airport = screen.getByRole('button', { name: 'Desde el aeropuerto' });

    await user.click(airport);
    expect(
      await screen.findByRole('dialog', { name: '¿Añadir traslado «Desde el aeropuerto»?' }),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await dialogClosed();
    expect(airport).toHaveAttribute('aria-pressed', 'false');

    await user.click(airport);
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    await dialogClosed();
    expect(airport).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Desde la discoteca' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    await dialogClosed();
    expect(screen.getByRole('button', { name: 'Desde la discoteca' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(airport).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: 'Desde la discoteca' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Desde la discoteca' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('shows only a placeholder under the packages tab', async () => {
    const user = renderHome();
    await user.click(screen.getByRole('tab', { name: 'Paquetes' }));
    expect(await screen.findByText('Paquetes: muy pronto')).toBeVisible();
    expect(screen.queryByRole('searchbox', { name: 'Destino o tour' })).not.toBeInTheDocument();
  });
});

describe('the home sections', () => {
  it('hold the tours, why-choose-us and the transfer quote under their anchors', async () => {
    renderHome('/home', { servicesImageUrl: 'https://img.example/services.jpg' });
    expect(document.getElementById('popular-tours')).toHaveTextContent('Tours populares');
    expect(document.getElementById('porque-elegirnos')).toHaveTextContent('¿Por qué elegirnos?');
    const services = document.getElementById('servicios') as HTMLElement;
    // The quote form's code loads beside the page's first paint.
    expect(
      await within(services).findByRole('form', { name: 'Cotizar traslado' }),
    ).toBeInTheDocument();
    // The admin's photo behind the form, downloaded only as the section comes near the screen.
    const photo = services.querySelector('img');
    expect(photo).toHaveAttribute('src', 'https://img.example/services.jpg');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('alt', '');
  });

  it('carry view=admin on the tour links', () => {
    renderHome('/home?view=admin');
    expect(
      screen.getByRole('link', { name: 'Ver detalles de Isla Saona: catamarán' }),
    ).toHaveAttribute('href', '/tours/isla-saona?view=admin');
  });
});

describe('the search carried to the tour pages', () => {
  const saonaLink = () =>
    screen.getByRole('link', { name: 'Ver detalles de Isla Saona: catamarán' });

  it('links to the tour pages without a search until the visitor makes one', () => {
    renderHome();
    expect(saonaLink()).toHaveAttribute('href', '/tours/isla-saona');
  });

  it('gives the tour links the chosen date and participants, keeping view=admin', async () => {
    const user = renderHome('/home?view=admin');
    const search = within(screen.getByRole('search'));
    await user.click(await search.findByRole('button', { name: /Elige fecha/ }));
    await user.click(await screen.findByRole('gridcell', { name: '20' }));
    await dialogClosed();
    await user.click(search.getByRole('button', { name: 'Un participante más' }));
    await user.click(search.getByRole('button', { name: 'Un participante más' }));
    await waitFor(() =>
      expect(saonaLink()).toHaveAttribute(
        'href',
        '/tours/isla-saona?date=2030-06-20&adults=3&view=admin',
      ),
    );
    expect(screen.getByRole('link', { name: 'Ver detalles de Buggies en MACAO' })).toHaveAttribute(
      'href',
      '/tours/buggies-macao?date=2030-06-20&adults=3&view=admin',
    );
  });
});
