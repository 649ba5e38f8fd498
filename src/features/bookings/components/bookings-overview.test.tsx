import { screen } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import { makeBooking } from '@/testing/make-booking';
import { renderWithProviders } from '@/testing/render';
import { usePendingBookings } from '../api/use-bookings';
import { useBookingCounts } from '../booking-counts-provider';
import { BookingsOverview } from './bookings-overview';

vi.mock('../api/use-bookings', () => ({ usePendingBookings: vi.fn() }));
vi.mock('../booking-counts-provider', () => ({ useBookingCounts: vi.fn() }));

const newest = makeBooking('LA-NEW00001', {
  contact: { firstName: 'Ana', lastName: 'Pérez', email: 'ana@example.com', phone: '' },
});

beforeEach(() => {
  vi.mocked(usePendingBookings).mockReturnValue({
    status: 'success',
    bookings: [newest],
    hasMore: false,
    complete: true,
  });
  vi.mocked(useBookingCounts).mockReturnValue({ today: 3, pending: 72, expired: 5, cancelled: 9 });
});

it("shows Firestore's counts, not the length of the short pending list, and links each", () => {
  renderWithProviders(<BookingsOverview />, { language: 'en' });
  expect(screen.getByRole('link', { name: "Today's bookings 3" })).toHaveAttribute(
    'href',
    '/admin/bookings',
  );
  expect(screen.getByRole('link', { name: 'Awaiting confirmation 72' })).toHaveAttribute(
    'href',
    '/admin/bookings?status=pending',
  );
  // Unpaid holds that ran out are counted apart from the bookings staff cancelled.
  expect(screen.getByRole('link', { name: 'Expired unpaid bookings 5' })).toHaveAttribute(
    'href',
    '/admin/bookings?status=expired',
  );
  expect(screen.getByRole('link', { name: 'Cancelled bookings 9' })).toHaveAttribute(
    'href',
    '/admin/bookings?status=cancelled',
  );
  const pending = screen.getByRole('list', { name: 'Newest pending bookings' });
  expect(pending).toHaveTextContent('LA-NEW00001 · Ana Pérez');
  expect(usePendingBookings).toHaveBeenCalledWith(5);
});

it('shows an ellipsis until the counts arrive', () => {
  vi.mocked(useBookingCounts).mockReturnValue(null);
  renderWithProviders(<BookingsOverview />, { language: 'es' });
  expect(screen.getByRole('link', { name: 'Pendientes de confirmar …' })).toBeInTheDocument();
});
