import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY } from '@/domain/cart';
import { deserializeCart } from '@/domain/cart-storage';
import type { PricingRoute } from '@/domain/pricing-route';
import { renderWithProviders } from '@/testing/render';
import { TransferQuoteForm } from './transfer-quote-form';

function route(
  id: string,
  type: PricingRoute['type'],
  from: string,
  to: string,
  prices: [number | null, number | null, number | null],
): PricingRoute {
  const [price1to2, price3to5, price5to9] = prices;
  return { id, type, from, to, price1to2, price3to5, price5to9 };
}

const pricing = [
  route('puj-bavaro', 'Aeropuerto', 'Aeropuerto PUJ', 'Bávaro', [30, 40, 55]),
  route('puj-capcana', 'Aeropuerto', 'Aeropuerto PUJ', 'Cap Cana', [35, 45, null]),
  route('lasamericas-bavaro', 'Aeropuerto', 'Aeropuerto Las Américas', 'Bávaro', [120, 140, 170]),
  route('cocobongo-bavaro', 'Discoteca', 'Coco Bongo', 'Bávaro', [25, 35, 45]),
];

function renderForm() {
  const user = userEvent.setup();
  renderWithProviders(<TransferQuoteForm />, { catalog: { pricing } });
  return user;
}

const field = (name: string) => screen.getByRole('combobox', { name });
const flightField = (name = 'Número de vuelo') => screen.getByRole('textbox', { name });

async function choose(user: ReturnType<typeof userEvent.setup>, fieldName: string, option: string) {
  await user.click(field(fieldName));
  await user.click(
    within(await screen.findByRole('listbox')).getByRole('option', { name: option }),
  );
}

/** The date picker is loaded on demand: its button appears once the chunk has arrived. */
const dateButton = () => screen.findByRole('button', { name: /Choose date|Elige fecha/ });

async function pickDay(user: ReturnType<typeof userEvent.setup>, day: string) {
  await user.click(await dateButton());
  await user.click(await screen.findByRole('gridcell', { name: day }));
}

function options() {
  return within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);
}

/** Waits until the open drop-down lists exactly these options. */
async function expectOptions(expected: string[]) {
  await waitFor(() => expect(options()).toEqual(expected));
}

beforeEach(() => {
  localStorage.clear();
  // Only the clock is faked: 15 June 2030, late morning in Punta Cana.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-06-15T15:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the cascading fields', () => {
  it('keep origin closed until a type is chosen, and destination until an origin is', async () => {
    const user = renderForm();
    expect(field('Origen')).toHaveAttribute('aria-disabled', 'true');
    expect(field('Destino')).toHaveAttribute('aria-disabled', 'true');
    await choose(user, 'Tipo de traslado', 'Aeropuerto');
    expect(field('Origen')).not.toHaveAttribute('aria-disabled');
    expect(field('Destino')).toHaveAttribute('aria-disabled', 'true');
    await choose(user, 'Origen', 'Aeropuerto PUJ');
    expect(field('Destino')).not.toHaveAttribute('aria-disabled');
  });

  it('offer the origins of the chosen type and the destinations of the chosen origin', async () => {
    const user = renderForm();
    await choose(user, 'Tipo de traslado', 'Aeropuerto');
    await user.click(field('Origen'));
    await expectOptions(['Aeropuerto Las Américas', 'Aeropuerto PUJ']);
    await user.click(screen.getByRole('option', { name: 'Aeropuerto PUJ' }));
    await user.click(field('Destino'));
    await expectOptions(['Bávaro', 'Cap Cana']);
  });

  it('clear origin and destination when the type changes, and destination when the origin changes', async () => {
    const user = renderForm();
    await choose(user, 'Tipo de traslado', 'Aeropuerto');
    await choose(user, 'Origen', 'Aeropuerto PUJ');
    await choose(user, 'Destino', 'Cap Cana');

    await choose(user, 'Origen', 'Aeropuerto Las Américas');
    expect(field('Origen')).toHaveTextContent('Aeropuerto Las Américas');
    expect(field('Destino')).not.toHaveTextContent('Cap Cana');

    await choose(user, 'Destino', 'Bávaro');
    await choose(user, 'Tipo de traslado', 'Discoteca');
    expect(field('Origen')).not.toHaveTextContent('Aeropuerto');
    expect(field('Destino')).toHaveAttribute('aria-disabled', 'true');
    await user.click(field('Origen'));
    await expectOptions(['Coco Bongo']);
  });

  it('name the transfer types in the page language', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TransferQuoteForm />, { catalog: { pricing }, language: 'en' });
    await user.click(screen.getByRole('combobox', { name: 'Transfer type' }));
    await expectOptions(['Airport', 'Hotel', 'Club', 'Restaurant', 'Airbnb']);
  });
});

describe('the other fields', () => {
  it('offer 48 pickup times, every 30 minutes from 00:00 to 23:30', async () => {
    const user = renderForm();
    await user.click(field('Hora de recogida'));
    await waitFor(() => expect(options()).toHaveLength(48));
    const times = options();
    expect(times.slice(0, 3)).toEqual(['00:00', '00:30', '01:00']);
    expect(times.at(-1)).toBe('23:30');
  });

  it('offer the three passenger groups', async () => {
    const user = renderForm();
    await user.click(field('Pasajeros'));
    await expectOptions(['1-2 pasajeros', '3-5 pasajeros', '5-9 pasajeros']);
  });

  it('do not let a day before today be picked', async () => {
    const user = renderForm();
    await user.click(await dateButton());
    expect(await screen.findByRole('gridcell', { name: '14' })).toBeDisabled();
    expect(screen.getByRole('gridcell', { name: '15' })).toBeEnabled();
    expect(screen.getByRole('gridcell', { name: '16' })).toBeEnabled();
  });
});

describe('quoting', () => {
  async function fillForm(
    user: ReturnType<typeof userEvent.setup>,
    destination: string,
    group: string,
  ) {
    await choose(user, 'Tipo de traslado', 'Aeropuerto');
    await choose(user, 'Origen', 'Aeropuerto PUJ');
    await choose(user, 'Destino', destination);
    await pickDay(user, '16');
    await choose(user, 'Hora de recogida', '14:30');
    await choose(user, 'Pasajeros', group);
    await user.type(flightField(), 'aa1234');
  }

  it("says 'Incomplete Form' while a field is missing", async () => {
    const user = renderForm();
    await choose(user, 'Tipo de traslado', 'Aeropuerto');
    await user.click(screen.getByRole('button', { name: 'Obtener cotización' }));
    expect(await screen.findByText('Formulario incompleto')).toBeInTheDocument();
    expect(
      screen.getByText('Por favor, completa todos los campos para obtener tu cotización.'),
    ).toBeInTheDocument();
    expect(deserializeCart(localStorage.getItem(CART_STORAGE_KEY)).transfer).toBeNull();
  });

  it("says 'Route not available' when the route has no price for the group", async () => {
    const user = userEvent.setup();
    renderWithProviders(<TransferQuoteForm />, { catalog: { pricing }, language: 'en' });
    await choose(user, 'Transfer type', 'Airport');
    await choose(user, 'Origin', 'Aeropuerto PUJ');
    await choose(user, 'Destination', 'Cap Cana');
    await pickDay(user, '16');
    await choose(user, 'Pick-up time', '14:30');
    await choose(user, 'Passengers', '5-9 passengers');
    await user.click(screen.getByRole('button', { name: 'Get quote' }));
    expect(await screen.findByText('Route not available')).toBeInTheDocument();
    expect(
      screen.getByText("Sorry, we don't have a quote for the selected route."),
    ).toBeInTheDocument();
    expect(deserializeCart(localStorage.getItem(CART_STORAGE_KEY)).transfer).toBeNull();
  });

  it('puts a good quote in the cart and shows its price with the way to checkout', async () => {
    const user = renderForm();
    await fillForm(user, 'Bávaro', '3-5 pasajeros');
    await user.click(screen.getByRole('button', { name: 'Obtener cotización' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Tu traslado: $40 USD'),
    );
    const result = screen.getByRole('status');
    await waitFor(() =>
      expect(deserializeCart(localStorage.getItem(CART_STORAGE_KEY)).transfer).toEqual({
        routeId: 'puj-bavaro',
        transferType: 'Aeropuerto',
        origin: 'Aeropuerto PUJ',
        destination: 'Bávaro',
        date: '2030-06-16',
        time: '14:30',
        passengerGroup: 'price3to5',
        passengers: '3-5 Pasajeros',
        price: 40,
        flightNumber: 'AA 1234',
      }),
    );
    expect(result).toHaveTextContent('Vuelo AA 1234.');
    expect(within(result).getByRole('link', { name: 'Ir al pago' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    expect(await screen.findByText('Traslado añadido al carrito')).toBeInTheDocument();
  });
});

describe('the flight of an airport transfer', () => {
  const storedTransfer = () => deserializeCart(localStorage.getItem(CART_STORAGE_KEY)).transfer;

  async function fillRoute(
    user: ReturnType<typeof userEvent.setup>,
    names: { type: string; origin: string; destination: string; time: string; group: string },
    route: [string, string, string],
  ) {
    const [type, origin, destination] = route;
    await choose(user, names.type, type);
    await choose(user, names.origin, origin);
    await choose(user, names.destination, destination);
    await pickDay(user, '16');
    await choose(user, names.time, '14:30');
    await choose(
      user,
      names.group,
      names.group === 'Pasajeros' ? '1-2 pasajeros' : '1-2 passengers',
    );
  }

  const SPANISH = {
    type: 'Tipo de traslado',
    origin: 'Origen',
    destination: 'Destino',
    time: 'Hora de recogida',
    group: 'Pasajeros',
  };

  it('is asked for only once the route touches the airport', async () => {
    const user = renderForm();
    expect(screen.queryByRole('textbox', { name: 'Número de vuelo' })).not.toBeInTheDocument();
    await choose(user, 'Tipo de traslado', 'Aeropuerto');
    expect(flightField()).toBeRequired();
    expect(screen.getByLabelText('Hora de llegada del vuelo')).not.toBeRequired();
  });

  it('is required: without it the quote is refused beside the field, and nothing typed is lost', async () => {
    const user = renderForm();
    await fillRoute(user, SPANISH, ['Aeropuerto', 'Aeropuerto PUJ', 'Bávaro']);
    await user.click(screen.getByRole('button', { name: 'Obtener cotización' }));

    const flight = flightField();
    await waitFor(() => expect(flight).toHaveFocus());
    expect(flight).toHaveAttribute('aria-invalid', 'true');
    expect(flight).toHaveAccessibleDescription(
      'Indica tu número de vuelo: el conductor lo sigue para esperarte aunque el vuelo se retrase.',
    );
    expect(storedTransfer()).toBeNull();
    expect(field('Destino')).toHaveTextContent('Bávaro');
    expect(field('Pasajeros')).toHaveTextContent('1-2 pasajeros');

    await user.type(flight, 'b61234');
    expect(flight).toHaveAttribute('aria-invalid', 'false');
    await user.click(screen.getByRole('button', { name: 'Obtener cotización' }));
    await waitFor(() => expect(storedTransfer()).toMatchObject({ flightNumber: 'B6 1234' }));
  });

  it('says so in English', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TransferQuoteForm />, { catalog: { pricing }, language: 'en' });
    await fillRoute(
      user,
      {
        type: 'Transfer type',
        origin: 'Origin',
        destination: 'Destination',
        time: 'Pick-up time',
        group: 'Passengers',
      },
      ['Airport', 'Aeropuerto PUJ', 'Bávaro'],
    );
    await user.click(screen.getByRole('button', { name: 'Get quote' }));
    const flight = flightField('Flight number');
    await waitFor(() =>
      expect(flight).toHaveAccessibleDescription(
        'Enter your flight number: the driver follows it to wait for you even if the flight is late.',
      ),
    );
    await user.type(flight, 'A 12');
    expect(flight).toHaveAccessibleDescription(
      'Write the airline code and the flight number, e.g. AA 1234 or B6 1234.',
    );
    expect(storedTransfer()).toBeNull();
  });

  it('refuses a flight number of the wrong form, keeping it as typed', async () => {
    const user = renderForm();
    await fillRoute(user, SPANISH, ['Aeropuerto', 'Aeropuerto PUJ', 'Bávaro']);
    await user.type(flightField(), 'AAA1234');
    await user.click(screen.getByRole('button', { name: 'Obtener cotización' }));
    await waitFor(() =>
      expect(flightField()).toHaveAccessibleDescription(
        'Escribe el código de la aerolínea y el número del vuelo, p. ej. AA 1234 o B6 1234.',
      ),
    );
    expect(flightField()).toHaveValue('AAA1234');
    expect(storedTransfer()).toBeNull();
  });

  it('goes into the cart normalized, with the optional arrival time', async () => {
    const user = renderForm();
    await fillRoute(user, SPANISH, ['Aeropuerto', 'Aeropuerto PUJ', 'Bávaro']);
    await user.type(flightField(), 'aa 1234');
    await user.type(screen.getByLabelText('Hora de llegada del vuelo'), '14:35');
    await user.click(screen.getByRole('button', { name: 'Obtener cotización' }));
    await waitFor(() =>
      expect(storedTransfer()).toMatchObject({ flightNumber: 'AA 1234', arrivalTime: '14:35' }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Vuelo AA 1234, llega a las 14:35.');
  });

  it('is not asked for on a route away from the airport, and stays typed for when it comes back', async () => {
    const user = renderForm();
    await choose(user, 'Tipo de traslado', 'Aeropuerto');
    await user.type(flightField(), 'DL 456');
    await fillRoute(user, SPANISH, ['Discoteca', 'Coco Bongo', 'Bávaro']);
    expect(screen.queryByRole('textbox', { name: 'Número de vuelo' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Obtener cotización' }));
    await waitFor(() => expect(storedTransfer()).toMatchObject({ routeId: 'cocobongo-bavaro' }));
    expect(storedTransfer()).not.toHaveProperty('flightNumber');

    await choose(user, 'Tipo de traslado', 'Aeropuerto');
    expect(flightField()).toHaveValue('DL 456');
  });
});
