import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { AdminSidebar } from './admin-sidebar';

const navigation = () => within(screen.getByRole('navigation'));

it('shows the pending bookings on the bookings link and says so in its name', () => {
  renderWithProviders(<AdminSidebar pendingBookings={3} />, { language: 'es' });
  const link = navigation().getByRole('link', { name: 'Reservas, 3 pendientes' });
  expect(link).toHaveAttribute('href', '/admin/bookings');
  expect(link).toHaveTextContent('3');
});

it('names one pending booking in the singular, in English', () => {
  renderWithProviders(<AdminSidebar pendingBookings={1} />, { language: 'en' });
  expect(navigation().getByRole('link', { name: 'Bookings, 1 pending' })).toBeInTheDocument();
});

it('shows no badge while nothing is pending or before the count arrives', () => {
  const { rerender } = renderWithProviders(<AdminSidebar pendingBookings={0} />, {
    language: 'en',
  });
  expect(navigation().getByRole('link', { name: 'Bookings' })).not.toHaveTextContent(/\d/);
  rerender(<AdminSidebar pendingBookings={null} />);
  expect(navigation().getByRole('link', { name: 'Bookings' })).not.toHaveTextContent(/\d/);
});

it('shows staff only their screens: the day view and their account', () => {
  renderWithProviders(<AdminSidebar role="staff" />, { language: 'es' });
  const links = navigation().getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual(['/admin/day', '/admin/account']);
  expect(navigation().getByRole('link', { name: 'Mi cuenta' })).toBeInTheDocument();
});

it('shows the owner every screen but the staff account page', () => {
  renderWithProviders(<AdminSidebar />, { language: 'en' });
  expect(navigation().getByRole('link', { name: 'Tours' })).toBeInTheDocument();
  expect(navigation().queryByRole('link', { name: 'My account' })).not.toBeInTheDocument();
});
