import { describe, expect, it } from 'vitest';
import { storedBookingSchema } from '../../src/domain/booking';
import { isOrderId } from '../../src/domain/order-id';
import { departureSeatsSchema } from '../../src/domain/tour-schedule-schema';
import { demoDay } from './seed-demo-day';

import { startOfDayAtDestination } from '../../src/domain/calendar-date';

describe("the local stack's nearly full day", () => {
  const { bookings, seats } = demoDay('2026-11-23');

  it('books 8 of the 10 buggies at 08:00 three days ahead, counted in the seats', () => {
    expect(seats).toEqual({
      tourId: 'buggies-macao',
      date: '2026-11-26',
      departure: '08:00',
      sold: 8,
      capacity: 10,
    });
    expect(departureSeatsSchema.parse(seats)).toEqual(seats);
    expect(bookings.map((booking) => booking.tour!.adults).reduce((a, b) => a + b)).toBe(8);
  });

  it('stores bookings the app reads as they are, with valid and stable order ids', () => {
    for (const booking of bookings) {
      expect(storedBookingSchema.parse(booking)).toEqual(booking);
      expect(isOrderId(booking.orderId)).toBe(true);
      expect(booking.tour).toMatchObject({ date: '2026-11-26', departure: '08:00' });
    }
    expect(new Set(bookings.map((booking) => booking.orderId)).size).toBe(8);
    expect(demoDay('2026-12-01').bookings.map((b) => b.orderId)).toEqual(
      bookings.map((b) => b.orderId),
    );
  });

  it('dates every booking before today, so the dashboard counts none as made today', () => {
    for (const booking of bookings)
      expect(booking.createdAt).toBeLessThan(startOfDayAtDestination('2026-11-23').getTime());
  });
});
