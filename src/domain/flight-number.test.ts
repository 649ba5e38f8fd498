import { describe, expect, it } from 'vitest';
import {
  FLIGHT_NUMBER_MESSAGE,
  flightFields,
  flightNumberProblem,
  isClockTime,
  normalizeFlightNumber,
  touchesAirport,
} from './flight-number';
import {
  arrivalTimeSchema,
  flightNumberSchema,
  transferFlightSchema,
} from './flight-number-schema';

describe('touchesAirport', () => {
  it('is true for every airport route, whatever its places', () => {
    expect(touchesAirport('Aeropuerto', 'Bávaro', 'Cap Cana')).toBe(true);
  });

  it.each([
    ['Aeropuerto de Punta Cana (PUJ)', 'Bávaro (zona hotelera)'],
    ['Los Corales (Bávaro)', 'Aeropuerto de Punta Cana (PUJ)'],
    ['Hotel Riu', 'Punta Cana Airport'],
    ['PUJ', 'Hotel Riu'],
  ])('is true for another type when a place names an airport: %s → %s', (from, to) => {
    expect(touchesAirport('Airbnb', from, to)).toBe(true);
  });

  it('is false for a route between places that are not airports', () => {
    expect(
      touchesAirport('Hotel', 'Hard Rock Hotel & Casino Punta Cana', 'Downtown Punta Cana'),
    ).toBe(false);
    expect(touchesAirport('Discoteca', 'Coco Bongo', 'Pujols Beach Club')).toBe(false);
  });
});

describe('normalizeFlightNumber', () => {
  it.each([
    ['AA 1234', 'AA 1234'],
    ['AA1234', 'AA 1234'],
    ['aa1234', 'AA 1234'],
    [' aa 1234 ', 'AA 1234'],
    ['B61234', 'B6 1234'],
    ['b6 1234', 'B6 1234'],
    ['2K 123', '2K 123'],
    ['U2-8', 'U2 8'],
    ['DL  456', 'DL 456'],
    ['ib6501a', 'IB 6501A'],
  ])('reads %j as %j', (input, expected) => {
    expect(normalizeFlightNumber(input)).toBe(expected);
  });

  it.each([
    ['', 'empty'],
    ['1234', 'no airline code'],
    ['12 345', 'an airline code of two digits'],
    ['A 12', 'a one-letter airline code'],
    ['AAA1234', 'a three-letter code'],
    ['AA', 'no number'],
    ['AA 12345', 'five digits'],
    ['AA 12AB', 'a suffix of two letters'],
    ['AA 1234 5', 'a second number'],
    ['AA/1234', 'a slash'],
    ['<b>AA1</b>', 'markup'],
  ])('refuses %j (%s)', (input) => {
    expect(normalizeFlightNumber(input)).toBeNull();
  });
});

describe('flightNumberProblem', () => {
  it('says a blank flight number is required, and a malformed one has the wrong format', () => {
    expect(flightNumberProblem('  ')).toBe('required');
    expect(flightNumberProblem('A 12')).toBe('format');
    expect(flightNumberProblem('aa1234')).toBeNull();
  });
});

describe('flightNumberSchema', () => {
  it('parses to the normalized flight number', () => {
    expect(flightNumberSchema.parse('b61234')).toBe('B6 1234');
  });

  it('refuses a malformed one with a message giving examples', () => {
    const result = flightNumberSchema.safeParse('AAA1234');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(FLIGHT_NUMBER_MESSAGE);
    expect(FLIGHT_NUMBER_MESSAGE).toBe(
      'Must be an airline code and 1 to 4 digits, like AA 1234 or B6 1234',
    );
  });

  it('refuses what is not text', () => {
    expect(flightNumberSchema.safeParse(1234).success).toBe(false);
  });
});

describe('the arrival time', () => {
  it.each(['00:00', '09:05', '14:35', '23:59'])('accepts %s', (time) => {
    expect(isClockTime(time)).toBe(true);
    expect(arrivalTimeSchema.safeParse(time).success).toBe(true);
  });

  it.each(['24:00', '9:05', '14:60', '14:35:00', '2pm', ''])('refuses %j', (time) => {
    expect(isClockTime(time)).toBe(false);
    expect(arrivalTimeSchema.safeParse(time).error?.issues[0]?.message).toBe(
      'Must be a time from 00:00 to 23:59',
    );
  });
});

describe('transferFlightSchema', () => {
  it('takes a transfer without a flight (carts and bookings from before flights)', () => {
    expect(transferFlightSchema.parse({})).toEqual({});
  });

  it('normalizes the flight number and keeps the arrival time', () => {
    expect(transferFlightSchema.parse({ flightNumber: 'aa1234', arrivalTime: '14:35' })).toEqual({
      flightNumber: 'AA 1234',
      arrivalTime: '14:35',
    });
  });
});

describe('flightFields', () => {
  it('leaves out the fields that are not there, so none is stored as undefined', () => {
    expect(flightFields({ flightNumber: 'AA 1234', arrivalTime: undefined })).toEqual({
      flightNumber: 'AA 1234',
    });
    expect(Object.keys(flightFields({}))).toEqual([]);
  });
});
