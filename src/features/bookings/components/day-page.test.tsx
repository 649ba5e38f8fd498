import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingStatus, BookingTourLine, StoredBooking } from '@/domain/booking';
import { ANY_DEPARTURE, type TourDay } from '@/domain/tour-schedule';
import { makeBooking } from '@/testing/make-booking';
import { makeTourDay } from '@/testing/make-tour-day';
import { renderWithProviders } from '@/testing/render';
import type { DepartureSeats } from '@/domain/tour-schedule';
import { useDay } from '../api/use-day';
import DayPage from './day-page';

vi.mock('../api/use-day', () => ({ useDay: vi.fn() }));

const DAY = '2026-03-14';

function booked(
  orderId: string,
  day: Partial<TourDay>,
  {
    status = 'pending',
    firstName = 'Ana',
    tour = {},
  }: { status?: BookingStatus; firstName?: string; tour?: Partial<BookingTourLine> } = {},
): StoredBooking {
  const base = makeBooking(orderId);
  return makeBooking(orderId, {
    status,
    contact: { ...base.contact, firstName },
    tour: { ...base.tour!, ...makeTourDay({ date: DAY, departure: '08:00', ...day }), ...tour },
  });
}

function seats(tourId: string, departure: string, sold: number, capacity: number | null) {
  return { tourId, date: DAY, departure, sold, capacity } satisfies DepartureSeats;
}

const buggies = { tourId: 'buggies', title: 'Buggies en Macao' };
const bookings = [
  booked('LA-SAONA014', { departure: '14:00', pickup: 'Hotel Riu Palace' }),
  booked('LA-SAONA001', { pickup: 'Hotel Riu Palace' }, { firstName: 'Luis' }),
  booked('LA-SAONA002', { pickup: 'Aloft Bávaro' }, { status: 'cancelled', firstName: 'Marta' }),
  booked('LA-SAONA003', { pickup: 'Barceló Bávaro' }, { status: 'confirmed', firstName: 'Jorge' }),
  booked('LA-SAONA004', { pickup: 'Ámbar Resort' }, { firstName: 'Sofía' }),
  booked('LA-BUGGY001', { departure: ANY_DEPARTURE, pickup: 'Dreams Macao' }, { tour: buggies }),
];
const sold = [
  seats('isla-saona', '08:00', 12, 40),
  seats('isla-saona', '14:00', 2, null),
  seats('buggies', ANY_DEPARTURE, 2, 20),
  seats('isla-saona', '10:00', 0, 40),
];

const departures = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const orderIds = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => within(item).getByText(/^LA-/).textContent);

describe('the day view', () => {
  beforeEach(() => {
    vi.mocked(useDay).mockReset().mockReturnValue({ status: 'success', bookings, seats: sold });
  });
  afterEach(() => vi.useRealTimers());

  it('lists the departures in the order they leave, all-day tours first', () => {
    renderWithProviders(<DayPage />, { route: `/admin/day?date=${DAY}` });
    expect(useDay).toHaveBeenLastCalledWith(DAY);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Tours del 14 de marzo de 2026' }),
    ).toBeInTheDocument();
    expect(departures()).toEqual([
      'Todo el día · Buggies en Macao',
      '08:00 · Isla Saona',
      '14:00 · Isla Saona',
    ]);
  });

  it('shows the seats sold of each departure, with or without a limit', () => {
    renderWithProviders(<DayPage />, { route: `/admin/day?date=${DAY}` });
    const departure = (name: string) => screen.getByRole('region', { name });
    expect(departure('08:00 · Isla Saona')).toHaveTextContent('12 de 40 plazas vendidas');
    expect(departure('14:00 · Isla Saona')).toHaveTextContent('2 plazas vendidas (sin límite)');
  });

  it('lists the passengers by pickup place, accents sorted as the language sorts them, cancelled last', () => {
    renderWithProviders(<DayPage />, { route: `/admin/day?date=${DAY}` });
    const manifest = screen.getByRole('list', { name: 'Pasajeros: 08:00 · Isla Saona' });
    expect(orderIds(manifest)).toEqual([
      'LA-SAONA004',
      'LA-SAONA003',
      'LA-SAONA001',
      'LA-SAONA002',
    ]);
    const rows = within(manifest).getAllByRole('listitem');
    expect(within(rows[0]!).getByText('Ámbar Resort')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Sofía Pérez')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Adultos: 2 · Niños: 0')).toBeInTheDocument();
    const cancelled = rows[3]!;
    expect(within(cancelled).getByText('Cancelada')).toBeInTheDocument();
    expect(within(cancelled).getByText('Marta Pérez')).toHaveStyle({
      textDecoration: 'line-through',
    });
  });

  it("offers a one-tap WhatsApp chat in the customer's language", () => {
    renderWithProviders(<DayPage />, { route: `/admin/day?date=${DAY}` });
    const chat = screen.getByRole('link', {
      name: 'Escribir por WhatsApp a Luis Pérez, +1 809 555 0199',
    });
    expect(chat).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/18095550199\?text=/),
    );
    expect(decodeURIComponent(chat.getAttribute('href')!)).toContain(
      'Hola Luis, le escribimos de Punta Cana Tours sobre su reserva LA-SAONA001.',
    );
  });

  it('moves to the previous and next day, and jumps to a date', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<DayPage />, { route: `/admin/day?date=${DAY}` });
    await user.click(screen.getByRole('button', { name: 'Día siguiente' }));
    expect(useDay).toHaveBeenLastCalledWith('2026-03-15');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('15 de marzo de 2026');
    await user.click(screen.getByRole('button', { name: 'Día anterior' }));
    await user.click(screen.getByRole('button', { name: 'Día anterior' }));
    expect(useDay).toHaveBeenLastCalledWith('2026-03-13');

    fireEvent.change(screen.getByLabelText('Fecha'), { target: { value: '2026-12-31' } });
    expect(useDay).toHaveBeenLastCalledWith('2026-12-31');
  });

  it('opens on today in Punta Cana when no day is asked for', () => {
    // 02:00 UTC on the 15th is still the 14th in Punta Cana (UTC-4).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-15T02:00:00Z'));
    renderWithProviders(<DayPage />, { route: '/admin/day?date=not-a-day' });
    expect(useDay).toHaveBeenLastCalledWith('2026-03-14');
  });

  it('says so when no tour is booked that day', () => {
    vi.mocked(useDay).mockReturnValue({ status: 'success', bookings: [], seats: [] });
    renderWithProviders(<DayPage />, { route: `/admin/day?date=${DAY}` });
    expect(screen.getByText('No hay tours reservados este día.')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('prints the page', async () => {
    const user = userEvent.setup({ delay: null });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderWithProviders(<DayPage />, { route: `/admin/day?date=${DAY}` });
    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  });
});

describe('the day view in English', () => {
  beforeEach(() => {
    vi.mocked(useDay).mockReset().mockReturnValue({ status: 'success', bookings, seats: sold });
  });

  it('names the day, the departures and the seats in English', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<DayPage />, { route: `/admin/day?date=${DAY}`, language: 'en' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tours on March 14, 2026');
    expect(departures()[0]).toBe('All day · Buggies en Macao');
    expect(screen.getByRole('region', { name: '08:00 · Isla Saona' })).toHaveTextContent(
      '12 of 40 seats sold',
    );
    expect(screen.getByRole('region', { name: '14:00 · Isla Saona' })).toHaveTextContent(
      '2 seats sold (no limit)',
    );
    expect(
      screen.getByRole('link', { name: 'Message Luis Pérez on WhatsApp, +1 809 555 0199' }),
    ).toHaveAttribute('href', expect.stringContaining('wa.me/18095550199'));
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(useDay).toHaveBeenLastCalledWith('2026-03-13');
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(useDay).toHaveBeenLastCalledWith(DAY);
  });

  it('says so when no tour is booked that day', () => {
    vi.mocked(useDay).mockReturnValue({ status: 'success', bookings: [], seats: [] });
    renderWithProviders(<DayPage />, { route: `/admin/day?date=${DAY}`, language: 'en' });
    expect(screen.getByText('No tours booked this day.')).toBeInTheDocument();
  });
});
