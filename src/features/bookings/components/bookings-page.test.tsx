import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredBooking } from '@/domain/booking';
import { renderWithProviders } from '@/testing/render';
import { updateBookingStatus } from '../api/update-booking-status';
import { useBooking, useBookings } from '../api/use-bookings';
import BookingsPage from './bookings-page';

vi.mock('../api/use-bookings', () => ({ useBookings: vi.fn(), useBooking: vi.fn() }));
vi.mock('../api/update-booking-status', () => ({ updateBookingStatus: vi.fn() }));

const ana: StoredBooking = {
  orderId: 'LA-ANA01XYZ',
  contact: {
    firstName: 'Ana',
    lastName: 'Pérez',
    email: 'ana@example.com',
    phone: '+1 809 555 0199',
  },
  tour: {
    tourId: 'isla-saona',
    title: 'Isla Saona',
    adults: 2,
    children: 1,
    unitPrice: 95,
    childUnitPrice: 65,
    subtotal: 255,
  },
  transfer: {
    routeId: 'puj-bavaro',
    type: 'Aeropuerto',
    origin: 'Aeropuerto PUJ',
    destination: 'Bávaro',
    date: '2026-04-02',
    time: '10:30',
    passengerGroup: 'price3to5',
    passengers: '3-5 Pasajeros',
    price: 40,
    flightNumber: 'AA 1234',
    arrivalTime: '14:35',
  },
  total: 295,
  paymentMethod: 'whatsapp',
  status: 'pending',
  language: 'en',
  createdAt: Date.parse('2026-03-14T15:00:00Z'),
};
const luis: StoredBooking = {
  ...ana,
  orderId: 'LA-LUIS2XYZ',
  contact: { ...ana.contact, firstName: 'Luis', lastName: 'Gómez' },
  status: 'confirmed',
};

describe('the bookings screen', () => {
  beforeEach(() => {
    vi.mocked(useBookings).mockReturnValue({
      status: 'success',
      bookings: [ana, luis],
      hasMore: false,
      complete: true,
    });
    vi.mocked(useBooking).mockReturnValue(null);
    vi.mocked(updateBookingStatus).mockReset().mockResolvedValue();
  });

  it('lists bookings and narrows them by search and by status', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<BookingsPage />);
    const list = screen.getByRole('list', { name: 'Lista de reservas' });
    const shown = () =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label'));
    expect(shown()).toEqual(['LA-ANA01XYZ', 'LA-LUIS2XYZ']);

    await user.type(screen.getByRole('searchbox', { name: 'Buscar por pedido o nombre' }), 'gomez');
    await waitFor(() => expect(shown()).toEqual(['LA-LUIS2XYZ']));

    await user.clear(screen.getByRole('searchbox'));
    await waitFor(() => expect(shown()).toEqual(['LA-ANA01XYZ', 'LA-LUIS2XYZ']));
    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(await screen.findByRole('option', { name: 'Pendiente' }));
    await waitFor(() => expect(shown()).toEqual(['LA-ANA01XYZ']));
  });

  it('shows a booking in detail, confirms it and offers a WhatsApp chat in the customer language', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<BookingsPage />);
    await user.click(screen.getByRole('button', { name: 'Ver la reserva LA-ANA01XYZ' }));
    const dialog = await screen.findByRole('dialog', { name: /Reserva LA-ANA01XYZ/ });
    expect(within(dialog).getByText('Aeropuerto PUJ → Bávaro')).toBeInTheDocument();
    expect(within(dialog).getByText('AA 1234 (llega 14:35)')).toBeInTheDocument();
    expect(within(dialog).getByText('Adultos: 2 · Niños: 1')).toBeInTheDocument();
    expect(within(dialog).getByText('$295 USD')).toBeInTheDocument();

    const chat = within(dialog).getByRole('link', { name: 'Escribir por WhatsApp' });
    expect(chat).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/18095550199\?text=/),
    );
    expect(decodeURIComponent(chat.getAttribute('href')!)).toContain(
      'Hello Ana, this is Punta Cana Tours writing about your booking LA-ANA01XYZ.',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Confirmar reserva' }));
    expect(
      await screen.findByText('La reserva LA-ANA01XYZ ahora está: Confirmada.'),
    ).toBeInTheDocument();
    expect(updateBookingStatus).toHaveBeenCalledWith('LA-ANA01XYZ', 'pending', 'confirmed');
  });

  it('shows the flight of an airport transfer, and says when a booking from before flights has none', async () => {
    const user = userEvent.setup({ delay: null });
    const { flightNumber: _f, arrivalTime: _a, ...noFlight } = ana.transfer!;
    const oldBooking: StoredBooking = { ...luis, transfer: noFlight };
    vi.mocked(useBookings).mockReturnValue({
      status: 'success',
      bookings: [{ ...ana, transfer: { ...ana.transfer!, arrivalTime: undefined } }, oldBooking],
      hasMore: false,
      complete: true,
    });
    renderWithProviders(<BookingsPage />, { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Open booking LA-ANA01XYZ' }));
    let transfer = within(await screen.findByRole('dialog')).getByRole('region', {
      name: 'Transfer',
    });
    expect(transfer).toHaveTextContent('FlightAA 1234');
    await user.click(screen.getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Open booking LA-LUIS2XYZ' }));
    transfer = within(await screen.findByRole('dialog')).getByRole('region', { name: 'Transfer' });
    expect(transfer).toHaveTextContent('FlightNo flight number');
  });

  it('filters by status on the server and loads 50 more bookings on demand', async () => {
    const user = userEvent.setup({ delay: null });
    vi.mocked(useBookings).mockReturnValue({
      status: 'success',
      bookings: [ana],
      hasMore: true,
      complete: true,
    });
    renderWithProviders(<BookingsPage />, { language: 'en' });
    expect(screen.getByText('Newest first, 50 a page.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 booking.');
    expect(useBookings).toHaveBeenLastCalledWith({ status: 'all', pages: 1 });

    await user.click(screen.getByRole('button', { name: 'Show 50 more' }));
    expect(useBookings).toHaveBeenLastCalledWith({ status: 'all', pages: 2 });

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Pending' }));
    await waitFor(() =>
      expect(useBookings).toHaveBeenLastCalledWith({ status: 'pending', pages: 1 }),
    );
  });

  it('holds back the count and "load more" while the first answer is only what the device had', () => {
    // The server's answer will add the rest of the page below: a count said now would be wrong,
    // and the line holding it would be pushed off the screen as the rows arrive.
    vi.mocked(useBookings).mockReturnValue({
      status: 'success',
      bookings: [ana],
      hasMore: false,
      complete: false,
    });
    const { rerender } = renderWithProviders(<BookingsPage />, { language: 'en' });
    const list = screen.getByRole('list', { name: 'Bookings list' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show 50 more' })).not.toBeInTheDocument();

    vi.mocked(useBookings).mockReturnValue({
      status: 'success',
      bookings: [ana, luis],
      hasMore: true,
      complete: true,
    });
    rerender(<BookingsPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 bookings.');
    expect(screen.getByRole('button', { name: 'Show 50 more' })).toBeEnabled();
  });

  it('finds a booking by its order id even when it is older than the pages shown', async () => {
    const user = userEvent.setup({ delay: null });
    const old: StoredBooking = { ...ana, orderId: 'LA-OLD12345', createdAt: 0 };
    vi.mocked(useBookings).mockReturnValue({
      status: 'success',
      bookings: [ana],
      hasMore: true,
      complete: true,
    });
    vi.mocked(useBooking).mockImplementation((orderId) => (orderId === old.orderId ? old : null));
    renderWithProviders(<BookingsPage />, { language: 'en' });

    await user.type(screen.getByRole('searchbox', { name: 'Search by order or name' }), 'pere');
    expect(
      screen.getByText(
        'The search looks through the bookings shown; an order id (LA-…) finds any booking.',
      ),
    ).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), ' la-old12345 ');
    const list = await screen.findByRole('list', { name: 'Bookings list' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.ariaLabel),
      ).toEqual(['LA-OLD12345']),
    );
  });

  it('shows why the list could not load', () => {
    // A live read that fails throws during render, as reactfire does; React logs what it catches.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(useBookings).mockImplementation(() => {
      throw new Error('Missing or insufficient permissions.');
    });
    renderWithProviders(<BookingsPage />, { language: 'en' });
    expect(
      screen.getByText('Could not load the bookings: Missing or insufficient permissions.'),
    ).toBeInTheDocument();
    quiet.mockRestore();
  });
});
