import { describe, expect, it } from 'vitest';
import { makeBooking } from '../testing/make-booking';
import { toBookingView } from './booking-lookup';
import {
  REMEMBERED_BOOKING_VERSION,
  isRememberedBookingOver,
  parseRememberedBooking,
  rememberedUntil,
  serializeRememberedBooking,
  withStatus,
  type RememberedBooking,
} from './remembered-booking';

const entry: RememberedBooking = {
  contact: 'ana@example.com',
  booking: toBookingView(makeBooking('LA-AB12CXYZ'), 'abcdefghijklmnopqrstuv'),
  checkedAt: Date.parse('2026-12-03T14:05:00Z'),
};

describe('the booking remembered on the device', () => {
  it('reads back what was stored', () => {
    expect(parseRememberedBooking(serializeRememberedBooking(entry))).toEqual(entry);
  });

  it('reads back a booking without a status token', () => {
    const old = { ...entry, booking: { ...entry.booking, statusToken: null } };
    expect(parseRememberedBooking(serializeRememberedBooking(old))).toEqual(old);
  });

  it.each([
    ['nothing stored', null],
    ['corrupt JSON', '{"version":1,'],
    ['another version', JSON.stringify({ ...entry, version: REMEMBERED_BOOKING_VERSION + 1 })],
    ['no version', JSON.stringify(entry)],
    [
      'an unknown status',
      serializeRememberedBooking({
        ...entry,
        booking: { ...entry.booking, status: 'lost' as never },
      }),
    ],
    ['a booking that is not one', JSON.stringify({ version: 1, ...entry, booking: 'LA-AB12CXYZ' })],
    ['a JSON number', '42'],
  ])('is none when there is %s', (_, raw) => {
    expect(parseRememberedBooking(raw)).toBeNull();
  });

  it('takes a new status with the time it was checked', () => {
    const later = entry.checkedAt + 60_000;
    expect(withStatus(entry, 'confirmed', later)).toEqual({
      ...entry,
      booking: { ...entry.booking, status: 'confirmed' },
      checkedAt: later,
    });
  });
});

describe('how long the device keeps it', () => {
  const tourOn = (date: string) => ({ ...entry.booking.tour!, date });
  const transferOn = (date: string) => ({
    routeId: 'aeropuerto-puj-bavaro',
    type: 'Aeropuerto' as const,
    origin: 'Aeropuerto de Punta Cana (PUJ)',
    destination: 'Bávaro (zona hotelera)',
    date,
    time: '10:30',
    passengerGroup: 'price1to2' as const,
    passengers: '1-2 Pasajeros',
    price: 30,
  });
  const dated = { ...entry, booking: { ...entry.booking, tour: tourOn('2026-12-05') } };

  it('until a week after the last day of the booking, tour or transfer', () => {
    expect(rememberedUntil(dated)).toBe('2026-12-12');
    const later = { ...dated, booking: { ...dated.booking, transfer: transferOn('2026-12-09') } };
    expect(rememberedUntil(later)).toBe('2026-12-16');
  });

  it('to the end of that day in Punta Cana, not on the device', () => {
    // Midnight in Punta Cana (UTC-4) is 04:00 UTC.
    expect(isRememberedBookingOver(dated, Date.parse('2026-12-13T03:59:59Z'))).toBe(false);
    expect(isRememberedBookingOver(dated, Date.parse('2026-12-13T04:00:00Z'))).toBe(true);
  });

  it('a week after it was last checked when the booking has no day', () => {
    expect(entry.booking.tour?.date).toBeUndefined();
    expect(rememberedUntil(entry)).toBe('2026-12-10');
  });
});
