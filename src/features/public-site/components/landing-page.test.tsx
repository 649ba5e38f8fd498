import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import LandingPage from './landing-page';

const homeUrl = `${window.location.origin}/home`;

describe('the landing page', () => {
  it('sends administrators to the sign-in page and clients to /home', () => {
    renderWithProviders(<LandingPage />);
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/admin-login',
    );
    expect(screen.getByRole('link', { name: 'Ir al sitio' })).toHaveAttribute('href', '/home');
  });

  it('copies the /home address to the clipboard and says so', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LandingPage />);
    await user.click(screen.getByRole('button', { name: 'Copiar enlace' }));
    expect(await screen.findByRole('button', { name: '¡Enlace copiado!' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(homeUrl);
    expect(await screen.findByText('Enlace copiado')).toBeInTheDocument();
  });

  it('shows the address to copy by hand when the clipboard refuses', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LandingPage />);
    navigator.clipboard.writeText = () => Promise.reject(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copiar enlace' }));
    expect(await screen.findByText(`Cópialo a mano: ${homeUrl}`)).toBeInTheDocument();
  });

  it('shares a WhatsApp message holding the /home address', () => {
    renderWithProviders(<LandingPage />, { language: 'en' });
    const share = screen.getByRole('link', { name: 'Share via WhatsApp' });
    const url = new URL(share.getAttribute('href') ?? '');
    expect(url.origin + url.pathname).toBe('https://wa.me/');
    expect(url.searchParams.get('text')).toBe(
      `Check out these tours and transfers in Punta Cana! ${homeUrl}`,
    );
    expect(share).toHaveAttribute('target', '_blank');
  });
});
