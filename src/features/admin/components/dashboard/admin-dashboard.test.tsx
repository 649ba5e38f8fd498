import { screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import type { PricingRoute } from '@/domain/pricing-route';
import type { Tour } from '@/domain/tour';
import { renderWithProviders } from '@/testing/render';
import AdminDashboard from './admin-dashboard';

vi.mock('../../api/admin-session', () => ({
  useAdminSession: () => ({ status: 'signedIn', email: 'staff@example.com', isAdmin: true }),
}));

it('welcomes the admin and links each counter to its screen', () => {
  const tours = [{ id: 'a' }, { id: 'b' }] as Tour[];
  const routes = [{ id: 'r1' }, { id: 'r2' }, { id: 'r3' }] as PricingRoute[];
  renderWithProviders(
    <AdminDashboard
      tours={tours}
      routes={routes}
      siteContent={{
        heroImageUrl: 'https://x/hero.jpg',
        payment_paypal_link: 'https://paypal.me/x',
        payment_whatsapp_number: '',
      }}
      bookings={<p>bookings overview</p>}
    />,
    { language: 'en' },
  );
  expect(screen.getByText(/Signed in as staff@example.com/)).toBeInTheDocument();
  const counter = (name: RegExp) => screen.getByRole('link', { name });
  expect(counter(/^Tours 2/)).toHaveAttribute('href', '/admin/tours');
  expect(counter(/^Routes 3/)).toHaveAttribute('href', '/admin/transfers');
  expect(counter(/^Content 1\/3/)).toHaveAttribute('href', '/admin/content');
  expect(counter(/^Settings 1\/3/)).toHaveAttribute('href', '/admin/settings');
  expect(screen.getByText('bookings overview')).toBeInTheDocument();
});
