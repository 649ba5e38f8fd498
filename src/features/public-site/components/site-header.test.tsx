import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { serializeCart, initialCart, CART_STORAGE_KEY } from '@/domain/cart';
import type { CartTransfer } from '@/domain/cart';
import { renderWithProviders } from '@/testing/render';
import { withAdminView } from '../hooks/use-admin-view';
import { SiteHeader } from './site-header';

function desktopNav() {
  return screen.getByRole('navigation', { name: 'Navegación principal' });
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'pageYOffset', { value: y, configurable: true });
  act(() => {
    fireEvent.scroll(window);
  });
}

beforeEach(() => {
  localStorage.clear();
  scrollTo(0);
});

describe('the header links', () => {
  it('go to home, the home anchors, guide, about and contact', () => {
    renderWithProviders(<SiteHeader />, { route: '/about' });
    const hrefs = within(desktopNav())
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/home',
      '/home#popular-tours',
      '/home#servicios',
      '/guia',
      '/about',
      '/contact',
    ]);
    expect(screen.queryByRole('link', { name: 'Acceso admin' })).not.toBeInTheDocument();
  });

  it('carry ?view=admin and reveal the admin login button when the address has it', () => {
    renderWithProviders(<SiteHeader />, { route: '/about?view=admin' });
    const hrefs = within(desktopNav())
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/home?view=admin',
      '/home?view=admin#popular-tours',
      '/home?view=admin#servicios',
      '/guia?view=admin',
      '/about?view=admin',
      '/contact?view=admin',
    ]);
    expect(screen.getByRole('link', { name: /Acceso admin/ })).toHaveAttribute(
      'href',
      '/admin-login',
    );
    expect(
      screen.getByRole('link', { name: /Punta Cana Tours & Traslados: inicio/ }),
    ).toHaveAttribute('href', '/home?view=admin');
  });

  it('mark the page being shown', () => {
    renderWithProviders(<SiteHeader />, { route: '/guia' });
    expect(within(desktopNav()).getByRole('link', { name: 'Guía' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(desktopNav()).getByRole('link', { name: 'Inicio' })).not.toHaveAttribute(
      'aria-current',
    );
  });
});

describe('withAdminView', () => {
  it('puts view=admin in the query, before the anchor, keeping other parameters', () => {
    expect(withAdminView('/home')).toBe('/home?view=admin');
    expect(withAdminView('/home#servicios')).toBe('/home?view=admin#servicios');
    expect(withAdminView('/home?lng=en#servicios')).toBe('/home?lng=en&view=admin#servicios');
  });
});

describe('the mobile menu', () => {
  it('opens from the hamburger, holds the links and the admin button, and closes after a choice', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SiteHeader />, { route: '/home?view=admin' });
    const toggle = screen.getByRole('button', { name: 'Abrir menú' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    const menu = await screen.findByRole('navigation', { name: 'Menú de navegación' });
    expect(screen.getByRole('button', { name: 'Cerrar menú' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(menu).getByRole('link', { name: 'Acceso admin' })).toHaveAttribute(
      'href',
      '/admin-login',
    );
    expect(within(menu).getByRole('link', { name: 'Contacto' })).toHaveAttribute(
      'href',
      '/contact?view=admin',
    );

    await user.click(within(menu).getByRole('link', { name: 'Contacto' }));
    expect(await screen.findByRole('button', { name: 'Abrir menú' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('closes with Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SiteHeader />, { route: '/home' });
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Abrir menú' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

describe('the header style', () => {
  it('is see-through at the top and solid once scrolled past 20 px', () => {
    renderWithProviders(<SiteHeader />, { route: '/home' });
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-solid', 'false');
    scrollTo(20);
    expect(header).toHaveAttribute('data-solid', 'false');
    scrollTo(21);
    expect(header).toHaveAttribute('data-solid', 'true');
    scrollTo(0);
    expect(header).toHaveAttribute('data-solid', 'false');
  });

  it('is solid while the mobile menu is open', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SiteHeader />, { route: '/home' });
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    await waitFor(() => expect(screen.getByRole('banner')).toHaveAttribute('data-solid', 'true'));
  });
});

describe('the language switcher', () => {
  it('offers Español and English with the active one disabled, and switches the texts', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SiteHeader />, { route: '/home' });
    await user.click(screen.getByRole('button', { name: 'Idioma: ES' }));
    expect(await screen.findByRole('menuitem', { name: 'Español' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('menuitem', { name: 'English' }));
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'About us' })).toBeInTheDocument();
  });
});

describe('the cart indicator', () => {
  const transfer: CartTransfer = {
    routeId: 'r1',
    transferType: 'Aeropuerto',
    origin: 'Aeropuerto PUJ',
    destination: 'Bávaro',
    date: '2030-06-16',
    time: '10:00',
    passengerGroup: 'price1to2',
    passengers: '1-2 Pasajeros',
    price: 30,
  };

  it('shows how many items the cart holds and links to checkout', async () => {
    localStorage.setItem(CART_STORAGE_KEY, serializeCart({ ...initialCart, transfer }));
    renderWithProviders(<SiteHeader />, { route: '/home?view=admin' });
    // Once the cart stored on the device has been read.
    const cart = await screen.findByRole('link', { name: /Carrito: 1 artículo, total \$30 USD/ });
    expect(cart).toHaveAttribute('href', '/checkout?view=admin');
    expect(within(cart).getByText('1')).toBeInTheDocument();
  });

  it('shows the same words as a hint on hover and keyboard focus', () => {
    renderWithProviders(<SiteHeader />, { route: '/home' });
    const cart = screen.getByRole('link', { name: 'Carrito: 0 artículos. Ir al pago' });
    expect(cart).toHaveAttribute('data-hint', 'Carrito: 0 artículos. Ir al pago');
  });

  it('says the cart is empty when it is', () => {
    renderWithProviders(<SiteHeader />, { route: '/home' });
    expect(screen.getByRole('link', { name: 'Carrito: 0 artículos. Ir al pago' })).toHaveAttribute(
      'href',
      '/checkout',
    );
  });
});
