import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY, initialCart, serializeCart } from '@/domain/cart';
import { deserializeCart } from '@/domain/cart-storage';
import type { Tour } from '@/domain/tour';
import { renderWithProviders } from '@/testing/render';
import { makeTour } from '@/testing/make-tour';
import { useSoldSeats } from '../api/use-sold-seats';
import { BookingCard } from './booking-card';

vi.mock('../api/use-sold-seats', () => ({ useSoldSeats: vi.fn() }));

/** `query`: what the address carries after the path, e.g. the hero search's '?date=…&adults=…'. */
function renderCard(tour: Tour, onTransferRequested = vi.fn(), query = '') {
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route
        path="/tours/:slug"
        element={<BookingCard tour={tour} onTransferRequested={onTransferRequested} />}
      />
      <Route path="/checkout" element={<h1>Checkout</h1>} />
    </Routes>,
    { route: `/tours/${tour.slug}${query}` },
  );
  return { user, onTransferRequested };
}

function counter(label: 'Adultos' | 'Niños') {
  const group = within(screen.getByRole('group', { name: label }));
  return {
    plus: group.getByRole('button', { name: `Añadir uno: ${label}` }),
    minus: group.getByRole('button', { name: `Quitar uno: ${label}` }),
    value: () => Number(group.getByText(/^\d+$/).textContent),
  };
}

const total = () => screen.getByTestId('booking-total').textContent;
const bookNow = () => screen.getByRole('button', { name: 'Reservar ahora' });
const storedCart = () => deserializeCart(localStorage.getItem(CART_STORAGE_KEY));

beforeEach(() => {
  localStorage.clear();
  // Today in Punta Cana is Saturday 15 June 2030: bookings open on the 16th.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-06-15T15:00:00Z'));
  vi.mocked(useSoldSeats).mockReturnValue({});
});
afterEach(() => {
  vi.useRealTimers();
});

/** The date picker is loaded on demand: its button appears once the chunk has arrived. */
async function pickDay(user: ReturnType<typeof userEvent.setup>, day: string) {
  await user.click(await screen.findByRole('button', { name: /Elige fecha/ }));
  await user.click(await screen.findByRole('gridcell', { name: day }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

async function chooseDayAndPickup(user: ReturnType<typeof userEvent.setup>, day = '20') {
  await pickDay(user, day);
  await user.type(
    screen.getByRole('combobox', { name: 'Hotel o lugar de recogida' }),
    'Barceló Bávaro Palace',
  );
}

describe('the booking card counters', () => {
  const saona = makeTour('isla-saona', {
    price: 95,
    priceChild: 65,
    hasChildPrice: true,
    maxParticipants: 3,
  });

  it('start at 1 adult and 0 children, and price them live', async () => {
    const { user } = renderCard(saona);
    expect(counter('Adultos').value()).toBe(1);
    expect(counter('Niños').value()).toBe(0);
    expect(total()).toBe('$95 USD');
    await user.click(counter('Adultos').plus);
    await user.click(counter('Niños').plus);
    await waitFor(() => expect(total()).toBe('$255 USD'));
    expect(counter('Adultos').value()).toBe(2);
    expect(counter('Niños').value()).toBe(1);
  });

  it('never go below 1 adult or 0 children', () => {
    renderCard(saona);
    expect(counter('Adultos').minus).toBeDisabled();
    expect(counter('Niños').minus).toBeDisabled();
  });

  it('stop adding once adults and children reach the maximum', async () => {
    const { user } = renderCard(saona);
    await user.click(counter('Adultos').plus);
    await user.click(counter('Niños').plus);
    await waitFor(() => expect(counter('Adultos').plus).toBeDisabled());
    expect(counter('Niños').plus).toBeDisabled();
    await user.click(counter('Niños').minus);
    await waitFor(() => expect(counter('Adultos').plus).toBeEnabled());
  });

  it('allow up to 99 people when the tour sets no maximum', async () => {
    const { user } = renderCard(makeTour('open', { maxParticipants: null }));
    for (let i = 1; i < 99; i += 1) await user.click(counter('Adultos').plus);
    await waitFor(() => expect(counter('Adultos').value()).toBe(99));
    expect(counter('Adultos').plus).toBeDisabled();
  }, 30_000);

  it('show the child counter only for tours with a child price', () => {
    renderCard(makeTour('adults-only', { hasChildPrice: false }));
    expect(screen.getByRole('group', { name: 'Adultos' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Niños' })).not.toBeInTheDocument();
  });
});

describe('the minimum number of participants', () => {
  const privateTrip = makeTour('private', { minParticipants: 3, price: 50 });

  it('disables book now while the group is below it, and keeps adults from dropping under it', async () => {
    const { user } = renderCard(privateTrip);
    expect(bookNow()).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Este tour requiere al menos 3 participantes.',
    );
    await user.click(counter('Adultos').plus);
    await waitFor(() => expect(counter('Adultos').value()).toBe(2));
    expect(bookNow()).toBeDisabled();
    await user.click(counter('Adultos').plus);
    await waitFor(() => expect(bookNow()).toBeEnabled());
    expect(counter('Adultos').minus).toBeDisabled();
    expect(total()).toBe('$150 USD');
  });
});

describe('a per-group tour', () => {
  const buggy = makeTour('buggies-macao', {
    price: 65,
    priceType: 'per_group',
    priceText: 'USD por buggy (2 personas)',
    minParticipants: 2,
    hasChildPrice: true,
  });

  it('has no counters and costs its price, booked as one unit', async () => {
    const { user } = renderCard(buggy);
    expect(screen.queryByRole('group', { name: 'Adultos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Niños' })).not.toBeInTheDocument();
    expect(screen.getByText('USD por buggy (2 personas)')).toBeInTheDocument();
    expect(total()).toBe('$65 USD');
    await chooseDayAndPickup(user);
    await user.click(bookNow());
    await waitFor(() => expect(storedCart().tour?.calculatedPrice).toBe(65));
    expect(storedCart().participants).toEqual({ adults: 1, children: 0, total: 1 });
  });
});

describe('the booking actions', () => {
  const saona = makeTour('isla-saona', { price: 95, priceChild: 65, hasChildPrice: true });

  it('book now puts the tour and counts in the cart and opens checkout', async () => {
    const { user } = renderCard(saona);
    await user.click(counter('Adultos').plus);
    await user.click(counter('Niños').plus);
    await chooseDayAndPickup(user);
    await user.click(bookNow());
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
    await waitFor(() => expect(storedCart().tour?.id).toBe('isla-saona'));
    const cart = storedCart();
    expect(cart.tour?.id).toBe('isla-saona');
    expect(cart.participants).toEqual({ adults: 2, children: 1, total: 3 });
    expect(cart.tour?.calculatedPrice).toBe(255);
    expect(cart.tourDay).toEqual({
      date: '2030-06-20',
      departure: 'day',
      pickup: 'Barceló Bávaro Palace',
    });
  });

  it('asks for the day and the pickup place before booking, and keeps the counts', async () => {
    const { user } = renderCard(saona);
    await user.click(counter('Adultos').plus);
    await user.click(bookNow());
    expect(await screen.findByText('Elige la fecha del tour.')).toBeInTheDocument();
    expect(screen.getByText('Indica dónde te recogemos.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Checkout' })).not.toBeInTheDocument();
    expect(storedCart().tour).toBeNull();
    expect(counter('Adultos').value()).toBe(2);
  });

  it('the transfer button puts the tour in the cart, keeping a quoted transfer, and asks for the transfer form', async () => {
    const transfer = {
      routeId: 'r1',
      transferType: 'Aeropuerto' as const,
      origin: 'PUJ',
      destination: 'Bávaro',
      date: '2030-06-16',
      time: '10:00',
      passengerGroup: 'price1to2' as const,
      passengers: '1-2 Pasajeros',
      price: 30,
    };
    localStorage.setItem(CART_STORAGE_KEY, serializeCart({ ...initialCart, transfer }));
    const { user, onTransferRequested } = renderCard(saona);
    await chooseDayAndPickup(user);
    await user.click(screen.getByRole('button', { name: 'Añadir traslado' }));
    await waitFor(() => expect(storedCart().tour?.id).toBe('isla-saona'));
    expect(onTransferRequested).toHaveBeenCalledOnce();
    expect(storedCart().transfer).toEqual(transfer);
  });

  it('starts from the counts already in the cart for this tour', async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      serializeCart({
        ...initialCart,
        tour: { ...saona, calculatedPrice: 350 },
        participants: { adults: 3, children: 1, total: 4 },
      }),
    );
    renderCard(saona);
    // Once the cart stored on the device has been read.
    await waitFor(() => expect(counter('Adultos').value()).toBe(3));
    expect(counter('Niños').value()).toBe(1);
    expect(total()).toBe('$350 USD');
  });
});

describe('the day and departure', () => {
  const catamaran = makeTour('catamaran', {
    price: 80,
    maxParticipants: 20,
    schedule: {
      weekdays: [1, 2, 3, 4, 5, 6],
      departures: ['14:00', '09:00'],
      seats: 40,
      closedDates: ['2030-06-21'],
      horizonMonths: 12,
    },
  });

  it('disables today, Sundays, closed and sold-out days', async () => {
    vi.mocked(useSoldSeats).mockReturnValue({ '2030-06-22': { '09:00': 40, '14:00': 40 } });
    const { user } = renderCard(catamaran);
    await user.click(await screen.findByRole('button', { name: /Elige fecha/ }));
    expect(await screen.findByRole('gridcell', { name: '15' })).toBeDisabled();
    expect(screen.getByRole('gridcell', { name: '16' })).toBeDisabled(); // Sunday
    expect(screen.getByRole('gridcell', { name: '17' })).toBeEnabled();
    expect(screen.getByRole('gridcell', { name: '21' })).toBeDisabled(); // closed
    expect(screen.getByRole('gridcell', { name: '22' })).toBeDisabled(); // sold out
  });

  it('offers the departures in order, shows the few seats left and refuses more people than remain', async () => {
    vi.mocked(useSoldSeats).mockReturnValue({ '2030-06-20': { '09:00': 37, '14:00': 40 } });
    const { user } = renderCard(catamaran);
    await pickDay(user, '20');
    // The departure picker's code loads on demand, beside the card.
    await user.click(await screen.findByRole('combobox', { name: 'Hora de salida' }));
    const listbox = within(await screen.findByRole('listbox'));
    expect(listbox.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '09:00',
      '14:00 (agotado)',
    ]);
    expect(listbox.getByRole('option', { name: '14:00 (agotado)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(listbox.getByRole('option', { name: '09:00' }));
    expect(await screen.findByText('Quedan 3 plazas')).toBeInTheDocument();
    for (let i = 0; i < 3; i += 1) await user.click(counter('Adultos').plus);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Solo quedan 3 plazas para esta salida.',
    );
    expect(bookNow()).toBeDisabled();
  });

  it('suggests the places of the transfer routes as pickup', () => {
    renderWithProviders(<BookingCard tour={catamaran} onTransferRequested={vi.fn()} />, {
      catalog: {
        pricing: [
          {
            id: 'r',
            type: 'Hotel',
            from: 'Hard Rock Hotel',
            to: 'Bávaro',
            price1to2: 1,
            price3to5: 1,
            price5to9: 1,
          },
        ],
      },
    });
    const pickup = screen.getByRole('combobox', { name: 'Hotel o lugar de recogida' });
    const list = document.getElementById(pickup.getAttribute('list')!);
    expect([...list!.querySelectorAll('option')].map((option) => option.value)).toEqual([
      'Bávaro',
      'Hard Rock Hotel',
    ]);
  });
});

describe('the hero search carried in the address', () => {
  const catamaran = makeTour('catamaran', {
    price: 80,
    maxParticipants: 6,
    schedule: {
      weekdays: [1, 2, 3, 4, 5, 6],
      departures: [],
      seats: 40,
      closedDates: ['2030-06-21'],
      horizonMonths: 12,
    },
  });
  const pickup = (user: ReturnType<typeof userEvent.setup>) =>
    user.type(
      screen.getByRole('combobox', { name: 'Hotel o lugar de recogida' }),
      'Barceló Bávaro Palace',
    );

  it('starts with the searched day and adults, ready to book', async () => {
    const { user } = renderCard(catamaran, vi.fn(), '?date=2030-06-20&adults=4');
    expect(counter('Adultos').value()).toBe(4);
    expect(total()).toBe('$320 USD');
    await pickup(user);
    await user.click(bookNow());
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
    await waitFor(() => expect(storedCart().tourDay?.date).toBe('2030-06-20'));
    expect(storedCart().participants).toEqual({ adults: 4, children: 0, total: 4 });
  });

  it('takes the search over what the cart holds for the tour', async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      serializeCart({
        ...initialCart,
        tour: { ...catamaran, calculatedPrice: 160 },
        tourDay: { date: '2030-06-18', departure: 'day', pickup: 'Hotel Riu' },
        participants: { adults: 2, children: 0, total: 2 },
      }),
    );
    const { user } = renderCard(catamaran, vi.fn(), '?date=2030-06-20&adults=3');
    // The pickup comes from the cart, once it has been read; the day and adults from the search.
    expect(await screen.findByDisplayValue('Hotel Riu')).toBeInTheDocument();
    expect(counter('Adultos').value()).toBe(3);
    await user.click(bookNow());
    await waitFor(() => expect(storedCart().tourDay?.date).toBe('2030-06-20'));
  });

  it("keeps the adults within the tour's maximum", () => {
    renderCard(catamaran, vi.fn(), '?adults=12');
    expect(counter('Adultos').value()).toBe(6);
    expect(counter('Adultos').plus).toBeDisabled();
  });

  it('starts without a day, and without an error, when the tour cannot be booked that day', async () => {
    // Closed, a Sunday, today, past the horizon, and a day that turns out sold out.
    vi.mocked(useSoldSeats).mockReturnValue({ '2030-06-22': { day: 40 } });
    for (const date of ['2030-06-21', '2030-06-16', '2030-06-15', '2031-07-01', '2030-06-22']) {
      const { user } = renderCard(catamaran, vi.fn(), `?date=${date}&adults=2`);
      expect(counter('Adultos').value()).toBe(2);
      expect(screen.queryByText('Elige la fecha del tour.')).not.toBeInTheDocument();
      await pickup(user);
      await user.click(bookNow());
      expect(await screen.findByText('Elige la fecha del tour.')).toBeInTheDocument();
      expect(storedCart().tour).toBeNull();
      cleanup();
    }
  });

  it('ignores a search it cannot read', () => {
    renderCard(catamaran, vi.fn(), '?date=mañana&adults=muchos');
    expect(counter('Adultos').value()).toBe(1);
    expect(screen.queryByText('Elige la fecha del tour.')).not.toBeInTheDocument();
  });
});
