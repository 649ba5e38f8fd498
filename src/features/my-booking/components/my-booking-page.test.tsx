import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toBookingView, type BookingView } from '@/domain/booking-lookup';
import type { BookingStatusMirror } from '@/domain/booking-status';
import {
  REMEMBERED_BOOKING_KEY,
  parseRememberedBooking,
  serializeRememberedBooking,
} from '@/domain/remembered-booking';
import { makeBooking } from '@/testing/make-booking';
import { renderWithProviders } from '@/testing/render';
import { lookupBooking } from '../api/lookup-booking';
import { listenToBookingStatus } from '../api/status-listener';
import MyBookingPage from './my-booking-page';

vi.mock('../api/lookup-booking', () => ({ lookupBooking: vi.fn() }));
vi.mock('../api/status-listener', () => ({ listenToBookingStatus: vi.fn() }));
const lookupMock = vi.mocked(lookupBooking);
const listenMock = vi.mocked(listenToBookingStatus);

const TOKEN = 'Zm9vYmFyYmF6cXV4MTIzNA';
const KEY = 'k'.repeat(43);
const saona: BookingView = toBookingView(
  makeBooking('LA-AB12CXYZ', {
    tour: {
      tourId: 'isla-saona',
      title: 'Isla Saona',
      adults: 2,
      children: 1,
      unitPrice: 95,
      childUnitPrice: 65,
      subtotal: 255,
      date: '2026-12-05',
      departure: '07:30',
      pickup: 'Barceló Bávaro Palace',
    },
    transfer: {
      routeId: 'aeropuerto-puj-bavaro',
      type: 'Aeropuerto',
      origin: 'Aeropuerto de Punta Cana (PUJ)',
      destination: 'Bávaro (zona hotelera)',
      date: '2026-12-04',
      time: '10:30',
      passengerGroup: 'price3to5',
      passengers: '3-5 Pasajeros',
      price: 40,
      flightNumber: 'AA 1234',
      arrivalTime: '09:55',
    },
    total: 295,
  }),
  TOKEN,
);
/** 14:05 on 3 December, on the device's clock. */
const CHECKED_AT = new Date(2026, 11, 3, 14, 5).getTime();
/** The page opens an hour later: the bookings above are ahead, whatever day the tests run. */
const NOW = CHECKED_AT + 60 * 60 * 1000;

function remember(booking: BookingView = saona, checkedAt = CHECKED_AT) {
  localStorage.setItem(
    REMEMBERED_BOOKING_KEY,
    serializeRememberedBooking({ contact: 'ana@example.com', booking, checkedAt }),
  );
}

const remembered = () => parseRememberedBooking(localStorage.getItem(REMEMBERED_BOOKING_KEY));

/** The live status callbacks the page registered, by token. */
let liveStatus: Map<string, (mirror: BookingStatusMirror) => void>;

function renderPage(route = '/reserva', language: 'es' | 'en' = 'en') {
  return renderWithProviders(<MyBookingPage />, { route, language });
}

async function search(user: ReturnType<typeof userEvent.setup>, orderId: string, contact: string) {
  const id = screen.getByRole('textbox', { name: /Order number|Número de pedido/ });
  const who = screen.getByRole('textbox', { name: /Email or phone|Correo o teléfono/ });
  await user.clear(id);
  if (orderId) await user.type(id, orderId);
  await user.clear(who);
  if (contact) await user.type(who, contact);
  await user.click(screen.getByRole('button', { name: /See my booking|Ver mi reserva/ }));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  localStorage.clear();
  liveStatus = new Map();
  lookupMock.mockReset();
  listenMock.mockReset();
  listenMock.mockImplementation((token, onNext) => {
    liveStatus.set(token, onNext);
    return () => liveStatus.delete(token);
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the My booking page', () => {
  it('fills in the order id from the link and waits for the contact', () => {
    renderPage('/reserva?id=LA-AB12CXYZ');
    expect(screen.getByRole('heading', { level: 1, name: 'My booking' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Order number' })).toHaveValue('LA-AB12CXYZ');
    expect(screen.getByRole('textbox', { name: 'Email or phone' })).toHaveValue('');
    expect(screen.queryByTestId('booking-status')).not.toBeInTheDocument();
  });

  it('says what is missing or wrong under each field, and sends nothing', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'See my booking' }));
    expect(screen.getByText('Enter your order number')).toBeInTheDocument();
    expect(screen.getByText('Enter the email or phone you gave when booking')).toBeInTheDocument();

    await search(user, 'AB12', 'ana@');
    expect(screen.getByText(/The order number is LA- followed by 8 letters/)).toBeInTheDocument();
    expect(
      screen.getByText(/Enter a valid email \(name@example.com\) or a phone/),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Order number' })).toHaveValue('AB12');
    expect(lookupMock).not.toHaveBeenCalled();
  });

  it.each([
    ['en', 'We found no booking with that order number and contact. Check both and try again.'],
    [
      'es',
      'No encontramos ninguna reserva con ese número de pedido y contacto. Revisa ambos e inténtalo de nuevo.',
    ],
  ] as const)(
    'says generically that nothing was found (%s), keeping what was typed',
    async (language, text) => {
      const user = userEvent.setup();
      lookupMock.mockResolvedValue({ status: 'notFound' });
      renderPage('/reserva', language);
      await search(user, 'la-zz99zz99', '+1 809 555 0100');

      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(lookupMock).toHaveBeenCalledWith({
        orderId: 'LA-ZZ99ZZ99',
        contact: '+1 809 555 0100',
      });
      expect(screen.getByRole('textbox', { name: /Order number|Número de pedido/ })).toHaveValue(
        'la-zz99zz99',
      );
      expect(screen.getByRole('textbox', { name: /Email or phone|Correo o teléfono/ })).toHaveValue(
        '+1 809 555 0100',
      );
      expect(screen.queryByTestId('booking-status')).not.toBeInTheDocument();
    },
  );

  it('shows the booking found, its status and what comes next, in English', async () => {
    const user = userEvent.setup();
    lookupMock.mockResolvedValue({ status: 'found', booking: { ...saona, statusToken: null } });
    renderPage('/reserva?id=LA-AB12CXYZ');
    await search(user, 'LA-AB12CXYZ', 'ana@example.com');

    const status = await screen.findByTestId('booking-status');
    expect(status).toHaveTextContent('Status: Pending');
    expect(status).toHaveTextContent('We are verifying your Zelle payment.');
    const details = screen.getByTestId('my-booking-details');
    expect(within(details).getByRole('heading', { name: 'Booking LA-AB12CXYZ' })).toBeVisible();
    const tour = within(details).getByRole('region', { name: 'Tour: Isla Saona' });
    expect(tour).toHaveTextContent('December 5, 2026');
    expect(tour).toHaveTextContent('07:30');
    expect(tour).toHaveTextContent('Barceló Bávaro Palace');
    expect(tour).toHaveTextContent('2 adults, 1 child');
    const transfer = within(details).getByRole('region', { name: 'Transfer · Airport' });
    expect(transfer).toHaveTextContent('Aeropuerto de Punta Cana (PUJ) → Bávaro (zona hotelera)');
    expect(transfer).toHaveTextContent('December 4, 2026, 10:30');
    expect(transfer).toHaveTextContent('3-5 passengers');
    expect(transfer).toHaveTextContent('FlightAA 1234, lands at 09:55');
    expect(details).toHaveTextContent('Zelle');
    expect(screen.getByTestId('my-booking-total')).toHaveTextContent('$295 USD');
    await waitFor(() =>
      expect(remembered()).toMatchObject({
        contact: 'ana@example.com',
        booking: { orderId: 'LA-AB12CXYZ', status: 'pending' },
      }),
    );
  });

  it('shows the status in Spanish, coloured by what it means', async () => {
    const confirmed = { ...saona, status: 'confirmed' as const };
    remember(confirmed);
    lookupMock.mockResolvedValue({ status: 'found', booking: confirmed });
    renderPage('/reserva', 'es');
    const status = screen.getByTestId('booking-status');
    expect(status).toHaveTextContent('Estado: Confirmada');
    expect(status).toHaveTextContent('Tu reserva está confirmada.');
    expect(status).toHaveClass('MuiAlert-colorSuccess');
    expect(screen.getByRole('region', { name: 'Tour: Isla Saona' })).toHaveTextContent(
      '2 adultos, 1 niño',
    );
  });

  it('shows the booking remembered on the device at once, then follows its status live', async () => {
    remember();
    // Confirmed: looked up again for its voucher (below).
    lookupMock.mockResolvedValue({ status: 'found', booking: { ...saona, status: 'confirmed' } });
    renderPage();
    expect(screen.getByTestId('booking-status')).toHaveTextContent('Status: Pending');
    expect(screen.getByRole('textbox', { name: 'Email or phone' })).toHaveValue('ana@example.com');

    await waitFor(() => expect(liveStatus.has(TOKEN)).toBe(true));
    act(() => liveStatus.get(TOKEN)!({ status: 'confirmed', updatedAt: Date.now() }));
    expect(screen.getByTestId('booking-status')).toHaveTextContent('Status: Confirmed');
    expect(screen.getByTestId('booking-status')).toHaveTextContent(
      'This page updates by itself while it is open.',
    );
    await waitFor(() => expect(remembered()?.booking.status).toBe('confirmed'));
  });

  it('once the booking is confirmed, looks it up again and shows its voucher with a QR code', async () => {
    remember();
    lookupMock.mockResolvedValue({
      status: 'found',
      booking: { ...saona, status: 'confirmed', voucher: { name: 'Ana Pérez', checkInKey: KEY } },
    });
    renderPage();
    expect(screen.queryByTestId('my-booking-voucher')).not.toBeInTheDocument();

    await waitFor(() => expect(liveStatus.has(TOKEN)).toBe(true));
    act(() => liveStatus.get(TOKEN)!({ status: 'confirmed', updatedAt: Date.now() }));
    const voucher = await screen.findByRole('region', { name: 'Your voucher' });
    expect(lookupMock).toHaveBeenCalledWith({ orderId: 'LA-AB12CXYZ', contact: 'ana@example.com' });
    expect(voucher).toHaveTextContent('LA-AB12CXYZ');
    expect(voucher).toHaveTextContent('Booked underAna Pérez');
    expect(voucher).toHaveTextContent('Barceló Bávaro Palace');
    expect(voucher).toHaveTextContent('2 adults, 1 child');
    expect(
      await within(voucher).findByRole('img', { name: 'QR code to check in booking LA-AB12CXYZ' }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    await waitFor(() => expect(remembered()?.booking.voucher?.checkInKey).toBe(KEY));
  });

  it('offline, shows the voucher the device keeps, in Spanish', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    remember({ ...saona, status: 'confirmed', voucher: { name: 'Ana Pérez', checkInKey: KEY } });
    renderPage('/reserva', 'es');
    const voucher = await screen.findByRole('region', { name: 'Tu bono' });
    expect(
      await within(voucher).findByRole('img', {
        name: 'Código QR para registrar la llegada de la reserva LA-AB12CXYZ',
      }),
    ).toBeInTheDocument();
    expect(lookupMock).not.toHaveBeenCalled();
  });

  it('shows no voucher for a booking that is not confirmed, even with one kept', () => {
    remember({ ...saona, status: 'cancelled', voucher: { name: 'Ana Pérez', checkInKey: KEY } });
    renderPage();
    expect(screen.getByTestId('booking-status')).toHaveTextContent('Status: Cancelled');
    expect(screen.queryByTestId('my-booking-voucher')).not.toBeInTheDocument();
  });

  it('offline, shows the last known status with the time it was checked', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    remember({ ...saona, status: 'confirmed' });
    renderPage('/reserva?id=LA-AB12CXYZ');

    const status = screen.getByTestId('booking-status');
    expect(status).toHaveTextContent('Status: Confirmed');
    expect(status).toHaveTextContent('Checked at 14:05, 03/12');
    expect(status).toHaveTextContent('You are offline: this is the last status we know.');
    expect(listenMock).not.toHaveBeenCalled();
  });

  it('offline, says so in Spanish too', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    remember();
    renderPage('/reserva', 'es');
    const status = screen.getByTestId('booking-status');
    expect(status).toHaveTextContent('Comprobado a las 14:05, 03/12');
    expect(status).toHaveTextContent('Estás sin conexión: este es el último estado que conocemos.');
  });

  it('looks up again a remembered booking that has no live status', async () => {
    remember({ ...saona, statusToken: null });
    lookupMock.mockResolvedValue({
      status: 'found',
      booking: { ...saona, statusToken: null, status: 'cancelled' },
    });
    renderPage();
    expect(screen.getByTestId('booking-status')).toHaveTextContent('Status: Pending');
    await waitFor(() =>
      expect(screen.getByTestId('booking-status')).toHaveTextContent('Status: Cancelled'),
    );
    expect(lookupMock).toHaveBeenCalledWith({ orderId: 'LA-AB12CXYZ', contact: 'ana@example.com' });
    expect(listenMock).not.toHaveBeenCalled();
  });

  it('shows only the order id of the link when it names another booking than the remembered one', () => {
    remember();
    renderPage('/reserva?id=LA-OTHER123');
    expect(screen.getByRole('textbox', { name: 'Order number' })).toHaveValue('LA-OTHER123');
    expect(screen.getByRole('textbox', { name: 'Email or phone' })).toHaveValue('');
    expect(screen.queryByTestId('booking-status')).not.toBeInTheDocument();
  });

  it('still shows the remembered booking on the seventh day after its last day', () => {
    // The tour on 5 December is its last day; noon in Punta Cana (UTC-4) on the 12th.
    vi.setSystemTime(new Date('2026-12-12T16:00:00Z'));
    remember();
    renderPage();
    expect(screen.getByTestId('booking-status')).toBeInTheDocument();
  });

  it('forgets the remembered booking a week after its last day and opens with an empty form', () => {
    vi.setSystemTime(new Date('2026-12-13T04:00:00Z'));
    remember();
    renderPage();
    expect(screen.getByRole('textbox', { name: 'Order number' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Email or phone' })).toHaveValue('');
    expect(screen.queryByTestId('booking-status')).not.toBeInTheDocument();
    expect(localStorage.getItem(REMEMBERED_BOOKING_KEY)).toBeNull();
  });

  it('forgets the booking on this device when asked', async () => {
    const user = userEvent.setup();
    remember();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Forget this booking on this device' }));
    expect(screen.queryByTestId('booking-status')).not.toBeInTheDocument();
    expect(localStorage.getItem(REMEMBERED_BOOKING_KEY)).toBeNull();
  });

  it('says when this connection has looked up too often', async () => {
    const user = userEvent.setup();
    lookupMock.mockResolvedValue({ status: 'rateLimited' });
    renderPage();
    await search(user, 'LA-AB12CXYZ', 'ana@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(/Too many searches/);
  });
});
