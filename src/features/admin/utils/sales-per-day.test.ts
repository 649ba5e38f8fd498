import { describe, expect, it } from 'vitest';
import { makeBooking } from '@/testing/make-booking';
import { salesPerDay, salesTotals } from './sales-per-day';

const madeAt = (orderId: string, instant: string, changes = {}) =>
  makeBooking(orderId, { createdAt: Date.parse(instant), ...changes });

describe('sales per day', () => {
  it('fills the days without bookings with zeros, oldest day first', () => {
    expect(salesPerDay([], '2027-03-01', 3)).toEqual([
      { date: '2027-02-27', bookings: 0, revenue: 0 },
      { date: '2027-02-28', bookings: 0, revenue: 0 },
      { date: '2027-03-01', bookings: 0, revenue: 0 },
    ]);
  });

  it("puts a booking on Punta Cana's day (UTC-4), not the UTC one", () => {
    const days = salesPerDay(
      [
        madeAt('LA-LATE0001', '2027-03-15T03:59:00Z', { total: 100 }),
        madeAt('LA-EARLY001', '2027-03-15T04:00:00Z', { total: 50 }),
      ],
      '2027-03-15',
      2,
    );
    expect(days).toEqual([
      { date: '2027-03-14', bookings: 1, revenue: 100 },
      { date: '2027-03-15', bookings: 1, revenue: 50 },
    ]);
  });

  it('counts a cancelled booking as made but leaves it out of the revenue', () => {
    const [day] = salesPerDay(
      [
        madeAt('LA-KEPT0001', '2027-03-15T15:00:00Z', { total: 95.1 }),
        madeAt('LA-KEPT0002', '2027-03-15T16:00:00Z', { total: 0.2, status: 'confirmed' }),
        madeAt('LA-GONE0001', '2027-03-15T17:00:00Z', { total: 400, status: 'cancelled' }),
      ],
      '2027-03-15',
      1,
    );
    expect(day).toEqual({ date: '2027-03-15', bookings: 3, revenue: 95.3 });
  });

  it('leaves out bookings made before the window', () => {
    const days = salesPerDay([madeAt('LA-OLD00001', '2027-03-10T15:00:00Z')], '2027-03-15', 5);
    expect(salesTotals(days)).toEqual({ bookings: 0, revenue: 0 });
  });

  it('adds up the window', () => {
    const days = salesPerDay(
      [
        madeAt('LA-A0000001', '2027-03-14T15:00:00Z', { total: 10.1 }),
        madeAt('LA-B0000001', '2027-03-15T15:00:00Z', { total: 20.2 }),
      ],
      '2027-03-15',
      2,
    );
    expect(salesTotals(days)).toEqual({ bookings: 2, revenue: 30.3 });
  });
});
