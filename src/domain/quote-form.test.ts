import { describe, it, expect } from 'vitest';
import {
  emptyQuoteForm,
  flightProblems,
  isPastDate,
  isQuoteComplete,
  quoteNeedsFlight,
  quoteTransfer,
  type QuoteForm,
} from './quote-form';
import type { PricingRoute } from './pricing-route';

const routes: PricingRoute[] = [
  {
    id: 'puj-bavaro',
    type: 'Aeropuerto',
    from: 'Aeropuerto PUJ',
    to: 'Bávaro',
    price1to2: 30,
    price3to5: 40,
    price5to9: null,
  },
  {
    id: 'bavaro-puj',
    type: 'Hotel',
    from: 'Bávaro',
    to: 'Aeropuerto PUJ',
    price1to2: 35,
    price3to5: 45,
    price5to9: 60,
  },
  {
    id: 'cocobongo-bavaro',
    type: 'Discoteca',
    from: 'Coco Bongo',
    to: 'Bávaro',
    price1to2: 25,
    price3to5: 35,
    price5to9: 45,
  },
];

const today = '2025-03-14';

const form: QuoteForm = {
  type: 'Aeropuerto',
  origin: 'Aeropuerto PUJ',
  destination: 'Bávaro',
  date: '2025-03-20',
  time: '10:30',
  passengerGroup: 'price1to2',
  flightNumber: 'aa1234',
  arrivalTime: '09:55',
};

/** Coco Bongo → Bávaro: no airport on the way. */
const clubForm: QuoteForm = {
  ...form,
  type: 'Discoteca',
  origin: 'Coco Bongo',
  flightNumber: '',
  arrivalTime: '',
};

const REQUIRED: (keyof QuoteForm)[] = [
  'type',
  'origin',
  'destination',
  'date',
  'time',
  'passengerGroup',
];

describe('isQuoteComplete', () => {
  it('is true when every field is chosen', () => {
    expect(isQuoteComplete(form)).toBe(true);
  });

  it('is false for the empty form', () => {
    expect(isQuoteComplete(emptyQuoteForm)).toBe(false);
  });

  it.each(REQUIRED)('is false without %s', (field) => {
    expect(isQuoteComplete({ ...form, [field]: '' })).toBe(false);
    expect(isQuoteComplete({ ...form, [field]: '  ' })).toBe(false);
  });

  it('leaves the flight to the route: the form is complete without it', () => {
    expect(isQuoteComplete({ ...form, flightNumber: '', arrivalTime: '' })).toBe(true);
  });
});

describe('quoteTransfer', () => {
  it('quotes a cart transfer from the matching route', () => {
    expect(quoteTransfer(routes, form, today)).toEqual({
      ok: true,
      transfer: {
        routeId: 'puj-bavaro',
        transferType: 'Aeropuerto',
        origin: 'Aeropuerto PUJ',
        destination: 'Bávaro',
        date: '2025-03-20',
        time: '10:30',
        passengerGroup: 'price1to2',
        passengers: '1-2 Pasajeros',
        price: 30,
        flightNumber: 'AA 1234',
        arrivalTime: '09:55',
      },
    });
  });

  it('prices the chosen passenger group', () => {
    const result = quoteTransfer(routes, { ...form, passengerGroup: 'price3to5' }, today);
    expect(result.ok && result.transfer.price).toBe(40);
  });

  it('reports an incomplete form before anything else', () => {
    expect(quoteTransfer([], { ...form, time: '' }, today)).toEqual({
      ok: false,
      error: 'incomplete',
    });
    expect(quoteTransfer(routes, { ...emptyQuoteForm }, today)).toEqual({
      ok: false,
      error: 'incomplete',
    });
  });

  it('treats values outside the offered choices as not filled', () => {
    expect(quoteTransfer(routes, { ...form, type: 'Bus' }, today)).toEqual({
      ok: false,
      error: 'incomplete',
    });
    expect(quoteTransfer(routes, { ...form, time: '10:15' }, today)).toEqual({
      ok: false,
      error: 'incomplete',
    });
    expect(quoteTransfer(routes, { ...form, passengerGroup: '1-2 Pasajeros' }, today)).toEqual({
      ok: false,
      error: 'incomplete',
    });
  });

  it('accepts a transfer for today', () => {
    expect(quoteTransfer(routes, { ...form, date: today }, today).ok).toBe(true);
  });

  it('rejects a date before today', () => {
    expect(quoteTransfer(routes, { ...form, date: '2025-03-13' }, today)).toEqual({
      ok: false,
      error: 'invalid_date',
    });
  });

  it('rejects a malformed or impossible date', () => {
    expect(quoteTransfer(routes, { ...form, date: '20/03/2025' }, today)).toEqual({
      ok: false,
      error: 'invalid_date',
    });
    expect(quoteTransfer(routes, { ...form, date: '2025-02-30' }, today)).toEqual({
      ok: false,
      error: 'invalid_date',
    });
  });

  it('reports an unavailable route when no route matches type, origin and destination', () => {
    expect(quoteTransfer(routes, { ...form, destination: 'Cap Cana' }, today)).toEqual({
      ok: false,
      error: 'route_unavailable',
    });
    expect(quoteTransfer(routes, { ...form, type: 'Hotel' }, today)).toEqual({
      ok: false,
      error: 'route_unavailable',
    });
  });

  it('reports an unavailable route when the route has no price for the group', () => {
    expect(quoteTransfer(routes, { ...form, passengerGroup: 'price5to9' }, today)).toEqual({
      ok: false,
      error: 'route_unavailable',
    });
  });

  it('uses today in Punta Cana when no date is given for today', () => {
    expect(quoteTransfer(routes, { ...form, date: '2000-01-01' })).toEqual({
      ok: false,
      error: 'invalid_date',
    });
    expect(quoteTransfer(routes, { ...form, date: '2999-12-31' }).ok).toBe(true);
  });
});

describe('the flight of a transfer', () => {
  it('is asked for when the type is Aeropuerto or a chosen place names the airport', () => {
    expect(quoteNeedsFlight({ ...emptyQuoteForm, type: 'Aeropuerto' })).toBe(true);
    expect(
      quoteNeedsFlight({ ...emptyQuoteForm, type: 'Hotel', destination: 'Aeropuerto PUJ' }),
    ).toBe(true);
    expect(quoteNeedsFlight(clubForm)).toBe(false);
    expect(quoteNeedsFlight(emptyQuoteForm)).toBe(false);
  });

  it('is required for a route to or from the airport', () => {
    expect(quoteTransfer(routes, { ...form, flightNumber: '  ' }, today)).toEqual({
      ok: false,
      error: 'flight_required',
    });
    expect(flightProblems({ ...form, flightNumber: '' }).flightNumber).toBe('required');
  });

  it('is required on another type of route whose place is the airport', () => {
    const toAirport = { ...form, type: 'Hotel', origin: 'Bávaro', destination: 'Aeropuerto PUJ' };
    expect(quoteTransfer(routes, { ...toAirport, flightNumber: '' }, today)).toEqual({
      ok: false,
      error: 'flight_required',
    });
    expect(quoteTransfer(routes, toAirport, today)).toMatchObject({
      ok: true,
      transfer: { routeId: 'bavaro-puj', flightNumber: 'AA 1234' },
    });
  });

  it('refuses a flight number of the wrong form', () => {
    for (const flightNumber of ['1234', 'A 12', 'AAA1234']) {
      expect(quoteTransfer(routes, { ...form, flightNumber }, today)).toEqual({
        ok: false,
        error: 'flight_format',
      });
    }
  });

  it('takes no arrival time, but refuses one that is not a time of day', () => {
    const result = quoteTransfer(routes, { ...form, arrivalTime: '' }, today);
    expect(result.ok && result.transfer).not.toHaveProperty('arrivalTime');
    expect(quoteTransfer(routes, { ...form, arrivalTime: '25:00' }, today)).toEqual({
      ok: false,
      error: 'arrival_format',
    });
  });

  it('reports an unpriced group before a missing flight', () => {
    expect(
      quoteTransfer(routes, { ...form, passengerGroup: 'price5to9', flightNumber: '' }, today),
    ).toEqual({ ok: false, error: 'route_unavailable' });
  });

  it('is neither asked for nor kept on a route away from the airport', () => {
    expect(flightProblems(clubForm)).toEqual({ flightNumber: null, arrivalTime: null });
    const result = quoteTransfer(routes, { ...clubForm, flightNumber: 'AA 1234' }, today);
    expect(result).toMatchObject({ ok: true, transfer: { routeId: 'cocobongo-bavaro' } });
    expect(result.ok && result.transfer).not.toHaveProperty('flightNumber');
  });
});

describe('isPastDate from the quote form', () => {
  it('is the calendar rule the form applies', () => {
    expect(isPastDate('2025-03-13', today)).toBe(true);
    expect(isPastDate(today, today)).toBe(false);
  });
});
