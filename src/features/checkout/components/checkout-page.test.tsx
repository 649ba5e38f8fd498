import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingRequest } from '@/domain/booking-request';
import type { StoredBooking } from '@/domain/booking';
import { CART_STORAGE_KEY, initialCart, serializeCart, type Cart } from '@/domain/cart';
import { deserializeCart } from '@/domain/cart-storage';
import type { SiteContent } from '@/domain/site-content';
import ToastStack from '@/components/toast-stack';
import type { Tour } from '@/domain/tour';
import { CartProvider } from '@/features/cart/cart-provider';
import { StaticCatalogProvider } from '@/testing/static-catalog';
import { initI18n } from '@/lib/i18n';
import { makeTour } from '@/testing/make-tour';
import { createBooking, type SaveBookingResult } from '../api/create-booking';
import { CONTACT_DRAFT_KEY } from '../hooks/use-contact-draft';
import { REMEMBERED_BOOKING_KEY, parseRememberedBooking } from '@/domain/remembered-booking';
import { makeTourDay } from '@/testing/make-tour-day';
import { addDays, todayAtDestination } from '@/domain/calendar-date';
import CheckoutPage from './checkout-page';

vi.mock('../api/create-booking', () => ({ createBooking: vi.fn() }));
const createBookingMock = vi.mocked(createBooking);

/** The request the page sent with its first createBooking call; fails the test when it made none. */
function firstBookingRequest(): BookingRequest {
  const call = createBookingMock.mock.calls[0];
  if (!call) throw new Error('createBooking was not called');
  return call[0];
}

const i18n = initI18n();

const saona: Tour = makeTour('isla-saona', {
  title: 'Isla Saona',
  image: null,
  descriptionEs: '',
  descriptionEn: '',
  priceChild: 65,
  hasChildPrice: true,
  duration: 'Día completo',
  maxParticipants: 60,
});

const cartWithTourAndTransfer: Cart = {
  tour: { ...saona, calculatedPrice: 255 },
  // A day a few weeks ahead: within the tour's booking horizon whenever the tests run.
  tourDay: makeTourDay({ date: addDays(todayAtDestination(), 20), departure: 'day' }),
  transfer: {
    routeId: 'aeropuerto-puj-bavaro',
    transferType: 'Aeropuerto',
    origin: 'Aeropuerto de Punta Cana (PUJ)',
    destination: 'Bávaro (zona hotelera)',
    date: '2099-03-14',
    time: '10:30',
    passengerGroup: 'price3to5',
    passengers: '3-5 Pasajeros',
    price: 40,
    flightNumber: 'AA 1234',
    arrivalTime: '10:05',
  },
  participants: { adults: 2, children: 1, total: 3 },
  orderId: 'LA-AB12CXYZ',
};

const paymentSettings: SiteContent = {
  payment_paypal_link: 'https://paypal.me/puntacanatoursdemo',
  payment_zelle_details: 'Punta Cana Tours SRL · reservas@example.com',
  payment_whatsapp_number: '+1 (809) 555-0123',
};

const ana = {
  firstName: 'Ana',
  lastName: 'Pérez',
  email: 'ana@example.com',
  phone: '+1 809 555 0199',
};

function storedBooking(request: BookingRequest): StoredBooking {
  return {
    orderId: request.orderId,
    contact: request.contact,
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
      routeId: 'aeropuerto-puj-bavaro',
      type: 'Aeropuerto',
      origin: 'Aeropuerto de Punta Cana (PUJ)',
      destination: 'Bávaro (zona hotelera)',
      date: '2099-03-14',
      time: '10:30',
      passengerGroup: 'price3to5',
      passengers: '3-5 Pasajeros',
      price: 40,
      flightNumber: 'AA 1234',
      arrivalTime: '10:05',
    },
    total: 295,
    paymentMethod: request.paymentMethod,
    status: 'pending',
    language: request.language,
    createdAt: 0,
  };
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.hash}</output>;
}

/** Fills the contact form and books with the WhatsApp tab, as a visitor does. */
async function bookViaWhatsapp(user: ReturnType<typeof userEvent.setup>) {
  await fillContact(user);
  await user.click(screen.getByRole('tab', { name: 'WhatsApp' }));
  await user.click(screen.getByRole('button', { name: 'Book via WhatsApp' }));
}

/**
 * Opens checkout as a visitor does, and waits for it to read the cart stored on the device: the
 * order summary shows, or an empty cart sends the visitor home.
 */
async function renderCheckout(siteContent: SiteContent = paymentSettings, loading = false) {
  const rendered = render(
    <>
      <ToastStack />
      <StaticCatalogProvider catalog={{ tours: [saona], siteContent, loading }}>
        <CartProvider>
          <MemoryRouter initialEntries={['/checkout']}>
            <Routes>
              <Route path="/checkout" element={<CheckoutPage />} />
              <Route path="/home" element={<p>home page</p>} />
            </Routes>
            <Location />
          </MemoryRouter>
        </CartProvider>
      </StaticCatalogProvider>
    </>,
  );
  await waitFor(() =>
    expect(screen.queryByTestId('order-summary') ?? screen.queryByText('home page')).not.toBeNull(),
  );
  return rendered;
}

function storedCart(): Cart {
  return deserializeCart(localStorage.getItem(CART_STORAGE_KEY));
}

async function fillContact(user: ReturnType<typeof userEvent.setup>, contact = ana) {
  await user.type(screen.getByLabelText(/first name/i), contact.firstName);
  await user.type(screen.getByLabelText(/last name/i), contact.lastName);
  await user.type(screen.getByLabelText(/email/i), contact.email);
  await user.type(screen.getByLabelText(/phone/i), contact.phone);
}

function fakeTab() {
  return {
    opener: {},
    closed: false,
    close: vi.fn(),
    location: { href: '' },
    document: { title: '', body: { textContent: '' } },
  };
}

let openSpy: ReturnType<typeof vi.spyOn>;
let tab: ReturnType<typeof fakeTab>;

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

beforeEach(() => {
  localStorage.clear();
  createBookingMock.mockReset();
  tab = fakeTab();
  openSpy = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
});

describe('the checkout page', () => {
  it('sends a visitor with an empty cart to the services section with a Booking Error toast', async () => {
    localStorage.setItem(CART_STORAGE_KEY, serializeCart(initialCart));
    await renderCheckout();
    expect(await screen.findByText('Booking Error')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/home#servicios');
  });

  it('gives an order without an id a new LA- order id on load', async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      serializeCart({ ...cartWithTourAndTransfer, orderId: '' }),
    );
    await renderCheckout();
    await waitFor(() => expect(storedCart().orderId).toMatch(/^LA-[A-Z0-9]{8}$/));
    expect(screen.getByTestId('order-id')).toHaveTextContent(storedCart().orderId);
  });

  it('summarises the tour, the transfer and the total in USD', async () => {
    localStorage.setItem(CART_STORAGE_KEY, serializeCart(cartWithTourAndTransfer));
    await renderCheckout();
    const summary = screen.getByTestId('order-summary');
    expect(within(summary).getByText('2 adults × $95 USD')).toBeInTheDocument();
    expect(within(summary).getByText('1 child × $65 USD')).toBeInTheDocument();
    expect(within(summary).getByText('$255 USD')).toBeInTheDocument();
    expect(
      within(summary).getByText('Aeropuerto de Punta Cana (PUJ) → Bávaro (zona hotelera)'),
    ).toBeInTheDocument();
    expect(within(summary).getByText('March 14, 2099, 10:30')).toBeInTheDocument();
    expect(within(summary).getByText('Flight AA 1234, landing at 10:05')).toBeInTheDocument();
    expect(within(summary).getByText('3-5 passengers')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('$295 USD');
  });

  it('asks for every contact field before PayPal', async () => {
    const user = userEvent.setup();
    localStorage.setItem(CART_STORAGE_KEY, serializeCart(cartWithTourAndTransfer));
    await renderCheckout();
    await user.type(screen.getByLabelText(/first name/i), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
    expect(await screen.findByText('Incomplete Fields')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all your contact details.')).toBeInTheDocument();
    expect(createBookingMock).not.toHaveBeenCalled();
    expect(openSpy).not.toHaveBeenCalled();
  });

  it('says when the email cannot be used', async () => {
    const user = userEvent.setup();
    localStorage.setItem(CART_STORAGE_KEY, serializeCart(cartWithTourAndTransfer));
    await renderCheckout();
    await fillContact(user, { ...ana, email: 'ana@' });
    await user.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
    expect(await screen.findByText('Check your details')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email, e.g. name@example.com')).toBeInTheDocument();
    expect(createBookingMock).not.toHaveBeenCalled();
  });

  it('waits for the payment settings before any payment button can be used', async () => {
    localStorage.setItem(CART_STORAGE_KEY, serializeCart(cartWithTourAndTransfer));
    await renderCheckout(paymentSettings, true);
    expect(screen.getByRole('button', { name: 'Pay with PayPal' })).toBeDisabled();
  });

  it('shows an Error toast when no PayPal link is configured', async () => {
    const user = userEvent.setup();
    localStorage.setItem(CART_STORAGE_KEY, serializeCart(cartWithTourAndTransfer));
    await renderCheckout({ ...paymentSettings, payment_paypal_link: 'javascript:alert(1)' });
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
    expect(await screen.findByText('The PayPal link is not configured.')).toBeInTheDocument();
    expect(createBookingMock).not.toHaveBeenCalled();
    expect(openSpy).not.toHaveBeenCalled();
  });

  // One rule with the footer and admin settings: a number with letters is no usable number.
  it.each(['', '809-CALL-NOW 5550123'])(
    'closes the WhatsApp path, saying so, when the agency has no usable WhatsApp number (%j)',
    async (number) => {
      const user = userEvent.setup();
      localStorage.setItem(CART_STORAGE_KEY, serializeCart(cartWithTourAndTransfer));
      await renderCheckout({ ...paymentSettings, payment_whatsapp_number: number });
      await user.click(screen.getByRole('tab', { name: 'WhatsApp' }));
      expect(
        screen.getByText(
          'Booking via WhatsApp is not available right now. Please choose another payment method.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Book via WhatsApp' })).toBeDisabled();
    },
  );

  it('opens the PayPal tab during the click, then sends it to PayPal once the booking is stored', async () => {
    const user = userEvent.setup();
    localStorage.setItem(CART_STORAGE_KEY, serializeCart(cartWithTourAndTransfer));
    let finish: (result: SaveBookingResult) => void = () => {};
    createBookingMock.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    await renderCheckout();
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Pay with PayPal' }));

    expect(openSpy).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(tab.location.href).toBe('');
    const request = firstBookingRequest();
    expect(request).toEqual({
      orderId: 'LA-AB12CXYZ',
      paymentMethod: 'paypal',
      language: 'en',
      contact: ana,
      tour: { tourId: 'isla-saona', adults: 2, children: 1, ...cartWithTourAndTransfer.tourDay },
      transfer: {
        routeId: 'aeropuerto-puj-bavaro',
        passengerGroup: 'price3to5',
        date: '2099-03-14',
        time: '10:30',
        flightNumber: 'AA 1234',
        arrivalTime: '10:05',
      },
    });

    // The server priced it differently from the cart: PayPal opens with the stored total.
    await act(async () =>
      finish({ status: 'saved', booking: { ...storedBooking(request), total: 310.5 } }),
    );
    await waitFor(() =>
      expect(tab.location.href).toBe('https://paypal.me/puntacanatoursdemo/310.5USD'),
    );
    expect(await screen.findByText('Processing payment')).toBeInTheDocument();
    expect(screen.getByText('Booking registered!')).toBeInTheDocument();
    await waitFor(() => expect(storedCart()).toEqual(initialCart));
    await waitFor(() => expect(localStorage.getItem(CONTACT_DRAFT_KEY)).not.toContain('Ana'));
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
  });

  it('opens WhatsApp with the booking message built from the stored booking', async () => {
    const user = userEvent.setup();
    localStorage.setItem(CART_STORAGE_KEY, serializeCart(cartWithTourAndTransfer));
    createBookingMock.mockImplementation(async (request) => ({
      status: 'saved',
      booking: storedBooking(request),
    }));
    await renderCheckout();
    await bookViaWhatsapp(user);

    await waitFor(() => expect(tab.location.href).toMatch(/^https:\/\/wa\.me\/18095550123\?text=/));
    const message = new URL(tab.location.href).searchParams.get('text');
    expect(message).toContain('Pedido: LA-AB12CXYZ');
    expect(message).toContain('Participantes: 2 adultos y 1 niño');
    expect(message).toContain('Vuelo: AA 1234 (llega 10:05)');
    expect(message).toContain('Total: $295 USD');
    expect(firstBookingRequest().paymentMethod).toBe('whatsapp');
  });

  it('keeps the cart and the form and closes the tab when the booking cannot be saved', async () => {
    const user = userEvent.setup();
    localStorage.setItem(CART_STORAGE_KEY, serializeCart(cartWithTourAndTransfer));
    createBookingMock.mockResolvedValue({ status: 'failed' });
    await renderCheckout();
    await bookViaWhatsapp(user);

    expect(await screen.findByText('Error Saving Booking')).toBeInTheDocument();
    expect(
      screen.getByText('There was a problem registering your booking. Please try again.'),
    ).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(storedCart()).toEqual(cartWithTourAndTransfer);
    expect(screen.getByLabelText(/email/i)).toHaveValue(ana.email);
    expect(screen.getByRole('button', { name: 'Book via WhatsApp' })).toBeEnabled();
  });

  it('says when this tourist has made too many bookings this hour, keeping cart and form', async () => {
    const user = userEvent.setup();
    localStorage.setItem(CART_STORAGE_KEY, serializeCart(cartWithTourAndTransfer));
    createBookingMock.mockResolvedValue({ status: 'rateLimited' });
    await renderCheckout();
    await bookViaWhatsapp(user);

    expect(await screen.findByText('Too many bookings in a row')).toBeInTheDocument();
    expect(screen.queryByText('Error Saving Booking')).not.toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(storedCart()).toEqual(cartWithTourAndTransfer);
    expect(screen.getByLabelText(/email/i)).toHaveValue(ana.email);
  });

  it('says when the departure sold out meanwhile, keeping cart and form', async () => {
    const user = userEvent.setup();
    localStorage.setItem(CART_STORAGE_KEY, serializeCart(cartWithTourAndTransfer));
    createBookingMock.mockResolvedValue({ status: 'soldOut' });
    await renderCheckout();
    await bookViaWhatsapp(user);

    expect(await screen.findByText('Not enough seats')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(storedCart()).toEqual(cartWithTourAndTransfer);
    expect(screen.getByLabelText(/email/i)).toHaveValue(ana.email);
  });

  it('shows the tour day and pickup, and sends a cart without a day back to the tour page', async () => {
    const user = userEvent.setup();
    localStorage.setItem(CART_STORAGE_KEY, serializeCart(cartWithTourAndTransfer));
    const first = await renderCheckout();
    expect(screen.getByTestId('order-summary')).toHaveTextContent('Pickup: Barceló Bávaro Palace');
    first.unmount();

    localStorage.setItem(
      CART_STORAGE_KEY,
      serializeCart({ ...cartWithTourAndTransfer, tourDay: null }),
    );
    await renderCheckout();
    expect(
      screen.getByText(/The tour's date, departure time or pickup place is missing/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose date' })).toHaveAttribute(
      'href',
      '/tours/isla-saona',
    );
    await bookViaWhatsapp(user);
    expect(await screen.findByText('Choose the tour date')).toBeInTheDocument();
    expect(createBookingMock).not.toHaveBeenCalled();
  });

  it('refuses an airport transfer stored without a flight number, saying how to fix it', async () => {
    const user = userEvent.setup();
    const { flightNumber: _f, arrivalTime: _a, ...oldTransfer } = cartWithTourAndTransfer.transfer!;
    // A cart stored before flights were asked for: it still loads.
    localStorage.setItem(
      CART_STORAGE_KEY,
      serializeCart({ ...cartWithTourAndTransfer, transfer: oldTransfer }),
    );
    await renderCheckout();
    expect(
      screen.getByText(/This transfer from or to the airport has no flight number/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a transfer quote' })).toHaveAttribute(
      'href',
      '/home#servicios',
    );
    await bookViaWhatsapp(user);
    expect(await screen.findByText('Flight number missing')).toBeInTheDocument();
    expect(createBookingMock).not.toHaveBeenCalled();
    expect(openSpy).not.toHaveBeenCalled();
    expect(storedCart().transfer).toEqual(oldTransfer);
    expect(screen.getByLabelText(/email/i)).toHaveValue(ana.email);
  });

  it('records a Zelle booking after the four steps, awaiting receipt verification', async () => {
    const user = userEvent.setup();
    localStorage.setItem(CART_STORAGE_KEY, serializeCart(cartWithTourAndTransfer));
    createBookingMock.mockImplementation(async (request) => ({
      status: 'saved',
      booking: storedBooking(request),
    }));
    await renderCheckout();
    await fillContact(user);
    await user.click(screen.getByRole('tab', { name: 'Zelle' }));

    await waitFor(() =>
      expect(within(screen.getByRole('tabpanel')).getAllByRole('listitem')).toHaveLength(4),
    );
    const steps = within(screen.getByRole('tabpanel')).getAllByRole('listitem');
    expect(steps[1]).toHaveTextContent(
      'Send $295 USD to: Punta Cana Tours SRL · reservas@example.com',
    );
    expect(steps[2]).toHaveTextContent('LA-AB12CXYZ');
    await user.click(within(steps[1]!).getByRole('button', { name: 'Copy amount' }));
    expect(await navigator.clipboard.readText()).toBe('295');
    await user.click(within(steps[2]!).getByRole('button', { name: 'Copy order number' }));
    expect(await navigator.clipboard.readText()).toBe('LA-AB12CXYZ');

    await user.click(
      screen.getByRole('button', { name: "I've sent the payment: register my booking" }),
    );
    expect(
      await screen.findByText(/awaiting verification of your Zelle receipt/),
    ).toBeInTheDocument();
    // The stored booking's total, with the order id, one tap each to copy.
    const copy = within(screen.getByTestId('zelle-copy'));
    expect(copy.getByText('Amount: $295 USD')).toBeInTheDocument();
    await user.click(copy.getByRole('button', { name: 'Copy amount' }));
    expect(await navigator.clipboard.readText()).toBe('295');
    await user.click(copy.getByRole('button', { name: 'Copy order number' }));
    expect(await navigator.clipboard.readText()).toBe('LA-AB12CXYZ');
    expect(firstBookingRequest().paymentMethod).toBe('zelle');
    expect(openSpy).not.toHaveBeenCalled();
  });

  it('keeps everything offline and lets the visitor retry once the connection is back', async () => {
    const user = userEvent.setup();
    localStorage.setItem(CART_STORAGE_KEY, serializeCart(cartWithTourAndTransfer));
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    createBookingMock.mockImplementation(async (request) => ({
      status: 'saved',
      booking: storedBooking(request),
    }));
    await renderCheckout();
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByTestId('offline-notice')).toHaveTextContent('You are offline');
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Pay with PayPal' }));

    expect(await screen.findByText('No connection')).toBeInTheDocument();
    expect(createBookingMock).not.toHaveBeenCalled();
    expect(openSpy).not.toHaveBeenCalled();
    expect(storedCart()).toEqual(cartWithTourAndTransfer);

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await user.click(
      within(screen.getByTestId('offline-notice')).getByRole('button', { name: 'Try again' }),
    );
    expect(await screen.findByText('Booking registered!')).toBeInTheDocument();
    expect(firstBookingRequest().paymentMethod).toBe('paypal');
    await waitFor(() =>
      expect(tab.location.href).toBe('https://paypal.me/puntacanatoursdemo/295USD'),
    );
  });

  it('says the booking was not sent for lack of network, not that PayPal is missing, when the network went before the payment settings came', async () => {
    const user = userEvent.setup();
    localStorage.setItem(CART_STORAGE_KEY, serializeCart(cartWithTourAndTransfer));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderCheckout({});
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Pay with PayPal' }));

    expect(await screen.findByText('No connection')).toBeInTheDocument();
    expect(screen.queryByText('The PayPal link is not configured.')).not.toBeInTheDocument();
    expect(createBookingMock).not.toHaveBeenCalled();
  });

  it('keeps what the visitor typed across a reload', async () => {
    const user = userEvent.setup();
    localStorage.setItem(CART_STORAGE_KEY, serializeCart(cartWithTourAndTransfer));
    const first = await renderCheckout();
    await fillContact(user);
    first.unmount();

    await renderCheckout();
    expect(screen.getByLabelText(/first name/i)).toHaveValue('Ana');
    expect(screen.getByLabelText(/phone/i)).toHaveValue(ana.phone);
  });

  it('remembers the booking on the device and links to My booking from the confirmation and the message', async () => {
    const user = userEvent.setup();
    const statusToken = 'Zm9vYmFyYmF6cXV4MTIzNA';
    localStorage.setItem(CART_STORAGE_KEY, serializeCart(cartWithTourAndTransfer));
    createBookingMock.mockImplementation(async (request) => ({
      status: 'saved',
      booking: { ...storedBooking(request), statusToken },
    }));
    await renderCheckout();
    await bookViaWhatsapp(user);

    expect(await screen.findByRole('link', { name: 'See my booking' })).toHaveAttribute(
      'href',
      '/reserva?id=LA-AB12CXYZ',
    );
    await waitFor(() => expect(tab.location.href).toMatch(/^https:\/\/wa\.me\//));
    const message = new URL(tab.location.href).searchParams.get('text') ?? '';
    expect(
      message.endsWith(`Ver mi reserva: ${window.location.origin}/reserva?id=LA-AB12CXYZ`),
    ).toBe(true);
    const remembered = localStorage.getItem(REMEMBERED_BOOKING_KEY);
    expect(parseRememberedBooking(remembered)).toMatchObject({
      contact: ana.email,
      booking: { orderId: 'LA-AB12CXYZ', status: 'pending', total: 295, statusToken },
    });
    expect(remembered).not.toContain(ana.phone);
  });
});
