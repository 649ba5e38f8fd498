import { render, screen } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import { useLiveBookingCounts } from './api/use-bookings';
import { BookingCountsProvider, useBookingCounts } from './booking-counts-provider';

vi.mock('./api/use-bookings', () => ({ useLiveBookingCounts: vi.fn() }));

function Pending({ where }: { where: string }) {
  return <p>{`${where}: ${useBookingCounts()?.pending ?? '…'}`}</p>;
}

beforeEach(() => vi.mocked(useLiveBookingCounts).mockReset());

it('counts once for every screen that shows the counts', () => {
  vi.mocked(useLiveBookingCounts).mockReturnValue({
    today: 1,
    pending: 4,
    expired: 2,
    cancelled: 1,
  });
  render(
    <BookingCountsProvider>
      <Pending where="badge" />
      <Pending where="dashboard" />
    </BookingCountsProvider>,
  );
  expect(screen.getByText('badge: 4')).toBeInTheDocument();
  expect(screen.getByText('dashboard: 4')).toBeInTheDocument();
  expect(useLiveBookingCounts).toHaveBeenCalledTimes(1);
});

it('reads null until the first count, and refuses to run outside a provider', () => {
  vi.mocked(useLiveBookingCounts).mockReturnValue(null);
  render(
    <BookingCountsProvider>
      <Pending where="badge" />
    </BookingCountsProvider>,
  );
  expect(screen.getByText('badge: …')).toBeInTheDocument();
  // React logs the error it rethrows; the test expects it.
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => render(<Pending where="alone" />)).toThrow(/BookingCountsProvider/);
  quiet.mockRestore();
});
