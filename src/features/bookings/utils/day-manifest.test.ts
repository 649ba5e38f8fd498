import { describe, expect, it } from 'vitest';
import { makeBooking } from '@/testing/make-booking';
import { makeTourDay } from '@/testing/make-tour-day';
import { dayManifest } from './day-manifest';

const saona = makeBooking('LA-SAONA001').tour!;
const at = (orderId: string, departure: string, changes: Partial<typeof saona> = {}) =>
  makeBooking(orderId, { tour: { ...saona, ...makeTourDay({ departure }), ...changes } });

describe('the day manifest', () => {
  it('orders tours leaving at the same time by title', () => {
    const manifest = dayManifest(
      [
        at('LA-SAONA001', '08:00'),
        at('LA-CATA0001', '08:00', { tourId: 'catalina', title: 'Catalina' }),
        at('LA-SAONA002', '07:30'),
      ],
      [],
      'es',
    );
    expect(manifest.map(({ departure, title }) => `${departure} ${title}`)).toEqual([
      '07:30 Isla Saona',
      '08:00 Catalina',
      '08:00 Isla Saona',
    ]);
  });

  it('counts the seats of the active bookings when no seat count is stored', () => {
    const [departure] = dayManifest(
      [
        at('LA-SAONA001', '08:00', { adults: 2, children: 1 }),
        makeBooking('LA-SAONA002', {
          status: 'cancelled',
          tour: { ...saona, ...makeTourDay({ departure: '08:00' }) },
        }),
      ],
      [],
      'es',
    );
    expect(departure).toMatchObject({ sold: 3, capacity: 'unknown' });
  });

  it('shows seats sold with no booking to show for them, under the tour id', () => {
    const seats = {
      tourId: 'catalina',
      date: '2027-03-14',
      departure: '09:00',
      sold: 4,
      capacity: 10,
    };
    expect(dayManifest([], [seats], 'es')).toEqual([
      {
        tourId: 'catalina',
        title: 'catalina',
        departure: '09:00',
        sold: 4,
        capacity: 10,
        bookings: [],
        attendance: { checkedIn: 0, expected: 0, noShow: 0 },
      },
    ]);
  });
});

describe('the attendance of a departure', () => {
  const checkIn = (outcome: 'checkedIn' | 'noShow', adults: number, children = 0) => ({
    outcome,
    adults,
    children,
    at: 0,
    by: 'guide',
    byEmail: 'guia@example.com',
  });

  it('counts the people checked in of those of confirmed bookings, and the no-shows', () => {
    const confirmed = (orderId: string, changes = {}) => ({
      ...at(orderId, '08:00', { adults: 2, children: 1 }),
      status: 'confirmed' as const,
      ...changes,
    });
    const [departure] = dayManifest(
      [
        confirmed('LA-CAME0001', { checkIn: checkIn('checkedIn', 2, 0) }),
        confirmed('LA-NOSHOW01', { checkIn: checkIn('noShow', 0) }),
        confirmed('LA-WAITING1'),
        { ...at('LA-PENDING1', '08:00'), status: 'pending' },
        { ...at('LA-CANCEL01', '08:00'), status: 'cancelled' },
      ],
      [],
      'es',
    );
    expect(departure!.attendance).toEqual({ checkedIn: 2, expected: 9, noShow: 3 });
  });
});
