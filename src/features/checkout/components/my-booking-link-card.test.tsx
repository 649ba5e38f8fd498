import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { MyBookingLinkCard } from './my-booking-link-card';

const link = `${window.location.origin}/reserva?id=LA-AB12CXYZ`;

describe('the link to My booking after checkout', () => {
  it('shows the link to keep and opens the booking in the app', () => {
    renderWithProviders(<MyBookingLinkCard orderId="LA-AB12CXYZ" />, { language: 'en' });
    expect(screen.getByRole('heading', { name: 'Follow your booking' })).toBeInTheDocument();
    expect(screen.getByTestId('my-booking-link')).toHaveTextContent(link);
    expect(screen.getByRole('link', { name: 'See my booking' })).toHaveAttribute(
      'href',
      '/reserva?id=LA-AB12CXYZ',
    );
  });

  it('copies the link and says so, in Spanish', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MyBookingLinkCard orderId="LA-AB12CXYZ" />);
    await user.click(screen.getByRole('button', { name: 'Copiar enlace' }));
    expect(await screen.findByRole('button', { name: 'Enlace copiado' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(link);
  });

  it('says to copy it by hand when the clipboard refuses', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MyBookingLinkCard orderId="LA-AB12CXYZ" />, { language: 'en' });
    navigator.clipboard.writeText = () => Promise.reject(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(
      await screen.findByText(/could not be copied: select it above and copy it by hand/),
    ).toBeInTheDocument();
    expect(screen.getByTestId('my-booking-link')).toHaveTextContent(link);
  });
});
