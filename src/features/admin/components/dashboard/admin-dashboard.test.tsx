import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StoredBooking } from '@/domain/booking';
import type { PricingRoute } from '@/domain/pricing-route';
import type { Tour } from '@/domain/tour';
import { DEFAULT_SCHEDULE, type DepartureSeats } from '@/domain/tour-schedule';
import { makeBooking } from '@/testing/make-booking';
import { makeTour } from '@/testing/make-tour';
import { renderWithProviders } from '@/testing/render';
import AdminDashboard from './admin-dashboard';
import type { ChartRead } from './chart-card';
import DashboardCharts from './dashboard-charts';

vi.mock('../../api/admin-session', () => ({
  useAdminSession: () => ({
    status: 'signedIn',
    email: 'staff@example.com',
    isAdmin: true,
    role: 'owner',
  }),
}));

/** Monday 15 March 2027 in Punta Cana. */
const TODAY = '2027-03-15';

const loading = { status: 'loading', items: [] } as const;
/** A table row's cells as text. */
const cells = (row: HTMLElement) => [...row.children].map((cell) => cell.textContent);
const answered = <T,>(items: T[]): ChartRead<T> => ({ status: 'success', items });

function renderDashboard(
  language: 'es' | 'en',
  {
    tours = [],
    seats = loading,
    bookings = loading,
  }: { tours?: Tour[]; seats?: ChartRead<DepartureSeats>; bookings?: ChartRead<StoredBooking> },
) {
  return renderWithProviders(
    <AdminDashboard
      tours={tours}
      routes={[]}
      siteContent={{}}
      charts={<DashboardCharts tours={tours} charts={{ today: TODAY, seats, bookings }} />}
    />,
    { language },
  );
}

it('welcomes the admin and links each counter to its screen', () => {
  const tours = [makeTour('a'), makeTour('b')];
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
      charts={<p>charts</p>}
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

describe('the seats chart', () => {
  const saona = makeTour('saona', {
    title: 'Isla Saona',
    schedule: { ...DEFAULT_SCHEDULE, weekdays: [1], departures: ['07:30'], seats: 40 },
  });
  const catamaran = makeTour('cata', {
    title: 'Catamarán',
    schedule: { ...DEFAULT_SCHEDULE, weekdays: [1], seats: null },
  });
  const seats = answered<DepartureSeats>([
    { tourId: 'saona', date: TODAY, departure: '07:30', sold: 30, capacity: 40 },
    { tourId: 'saona', date: '2027-03-22', departure: '07:30', sold: 12, capacity: 40 },
    { tourId: 'cata', date: TODAY, departure: 'day', sold: 7, capacity: null },
  ]);

  it('sums up the next 14 days and lists every tour in a table, in Spanish', async () => {
    renderDashboard('es', { tours: [saona, catamaran], seats });
    const figure = await screen.findByRole('figure', {
      name: 'Plazas vendidas por tour, próximos 14 días',
    });
    // Two Mondays run, one 40-seat departure each.
    expect(figure).toHaveAccessibleDescription(
      expect.stringMatching(
        /^Próximos 14 días: 42 de 80 plazas vendidas\. Además, 7 plazas vendidas en tours sin límite de plazas\./,
      ),
    );
    const table = within(figure).getByRole('table', {
      name: 'Plazas vendidas por tour, próximos 14 días',
    });
    expect(within(table).getAllByRole('row').map(cells)).toEqual([
      ['Tour', 'Vendidas', 'Plazas'],
      ['Catamarán', '7', 'Sin límite'],
      ['Isla Saona', '42', '80'],
    ]);
  });

  it('says so when no tour runs, in English', async () => {
    renderDashboard('en', { seats: answered([]) });
    const figure = await screen.findByRole('figure', { name: 'Seats sold per tour, next 14 days' });
    expect(within(figure).getByText('No tour runs in the next 14 days.')).toBeInTheDocument();
    expect(within(figure).queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows why the figures are missing when they cannot be read', async () => {
    renderDashboard('en', {
      tours: [saona],
      seats: { status: 'error', message: 'offline', items: [] },
    });
    expect(await screen.findByText('Could not load the chart data: offline')).toBeInTheDocument();
  });
});

describe('the sales chart', () => {
  const made = (orderId: string, instant: string, changes: Partial<StoredBooking> = {}) =>
    makeBooking(orderId, { createdAt: Date.parse(instant), ...changes });
  const bookings = answered([
    made('LA-A0000001', '2027-03-15T03:30:00Z', { total: 100 }),
    made('LA-B0000001', '2027-03-15T14:00:00Z', { total: 190 }),
    made('LA-C0000001', '2027-03-15T15:00:00Z', { total: 500, status: 'cancelled' }),
  ]);

  it('sums up the last 30 days, revenue without cancelled or expired bookings, in English', async () => {
    renderDashboard('en', { bookings });
    const figure = await screen.findByRole('figure', {
      name: 'Bookings and revenue per day, last 30 days',
    });
    expect(figure).toHaveAccessibleDescription(
      'Last 30 days: 3 bookings, $290 revenue. Days in Punta Cana time. Bookings count every booking received; revenue leaves out cancelled and expired (unpaid) bookings.',
    );
    const rows = within(within(figure).getByRole('table')).getAllByRole('row');
    // A header and one row per day, every day shown; the 03:30 UTC booking is the 14th's.
    expect(rows).toHaveLength(31);
    expect(cells(rows[1]!)).toEqual(['Feb 14', '0', '$0']);
    expect(cells(rows.at(-2)!)).toEqual(['Mar 14', '1', '$100']);
    expect(cells(rows.at(-1)!)).toEqual(['Mar 15', '2', '$190']);
  });

  it('names its figures in Spanish', async () => {
    renderDashboard('es', { bookings });
    const figure = await screen.findByRole('figure', {
      name: 'Reservas e ingresos por día, últimos 30 días',
    });
    expect(figure).toHaveAccessibleDescription(
      expect.stringMatching(/^Últimos 30 días: 3 reservas, \$290 de ingresos\./),
    );
    expect(within(figure).getByRole('columnheader', { name: 'Ingresos (USD)' })).toBeVisible();
  });

  it('shows a spinner while the bookings load', async () => {
    renderDashboard('en', {});
    const figure = await screen.findByRole('figure', {
      name: 'Bookings and revenue per day, last 30 days',
    });
    expect(within(figure).getByRole('progressbar')).toBeInTheDocument();
  });
});
