import { describe, expect, it } from 'vitest';
import { makeBooking } from '../testing/make-booking';
import { toBookingView } from './booking-lookup';
import {
  REMEMBERED_BOOKING_VERSION,
  parseRememberedBooking,
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
