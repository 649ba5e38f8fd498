import { describe, expect, it } from 'vitest';
import { DEFAULT_SCHEDULE, type DepartureSeats, type TourSchedule } from '@/domain/tour-schedule';
import { makeTour } from '@/testing/make-tour';
import { calendarDays, seatsPerTour, seatsTotals } from './seats-per-tour';

/** Monday 15 March 2027: the window is that week, Monday to Sunday. */
const MONDAY = '2027-03-15';

const tourWith = (id: string, title: string, schedule: Partial<TourSchedule>) =>
  makeTour(id, { title, schedule: { ...DEFAULT_SCHEDULE, ...schedule } });

const sold = (
  tourId: string,
  date: string,
  departure: string,
  count: number,
  capacity: number | null = 40,
): DepartureSeats => ({ tourId, date, departure, sold: count, capacity });

describe('seats per tour', () => {
  it('lists every day of the window, across a month end', () => {
    expect(calendarDays('2027-02-27', 3)).toEqual(['2027-02-27', '2027-02-28', '2027-03-01']);
  });

  it("counts the schedule's seats on each running day and departure, booked or not", () => {
    const saona = tourWith('saona', 'Isla Saona', {
      weekdays: [1, 3, 5],
      departures: ['07:30', '09:00'],
      seats: 40,
      closedDates: ['2027-03-17'],
    });
    const rows = seatsPerTour(
      [saona],
      [sold('saona', MONDAY, '07:30', 12), sold('saona', '2027-03-19', '09:00', 3)],
      MONDAY,
      7,
      'es',
    );
    // Monday and Friday run (Wednesday is closed): 2 days × 2 departures × 40 seats.
    expect(rows).toEqual([{ tourId: 'saona', title: 'Isla Saona', sold: 15, capacity: 160 }]);
  });

  it('leaves out seats sold outside the window', () => {
    const saona = tourWith('saona', 'Isla Saona', { seats: 10 });
    const rows = seatsPerTour(
      [saona],
      [sold('saona', '2027-03-14', 'day', 4), sold('saona', '2027-03-22', 'day', 5)],
      MONDAY,
      7,
      'es',
    );
    expect(rows[0]).toMatchObject({ sold: 0, capacity: 70 });
  });

  it('shows a tour without a seat limit as sold only', () => {
    const catamaran = tourWith('cata', 'Catamarán', { seats: null });
    const [row] = seatsPerTour(
      [catamaran],
      [sold('cata', MONDAY, 'day', 9, null)],
      MONDAY,
      7,
      'es',
    );
    expect(row).toMatchObject({ sold: 9, capacity: null });
    expect(seatsTotals([row!])).toEqual({ sold: 0, capacity: 0, soldWithoutLimit: 9 });
  });

  it('counts a departure sold before it was closed against the capacity it was sold with', () => {
    const saona = tourWith('saona', 'Isla Saona', {
      weekdays: [1],
      seats: 20,
      closedDates: [MONDAY],
    });
    const [row] = seatsPerTour([saona], [sold('saona', MONDAY, 'day', 6, 30)], MONDAY, 7, 'es');
    expect(row).toMatchObject({ sold: 6, capacity: 30 });
  });

  it('leaves out a tour that does not run in the window and sold nothing', () => {
    const closed = tourWith('closed', 'Cerrado', { weekdays: [] });
    expect(seatsPerTour([closed], [], MONDAY, 7, 'es')).toEqual([]);
  });

  it('shows seats of a tour no longer in the catalog under its id', () => {
    const rows = seatsPerTour(
      [],
      [sold('gone', MONDAY, '07:30', 2, 10), sold('gone', '2027-03-16', '07:30', 1, 10)],
      MONDAY,
      7,
      'es',
    );
    expect(rows).toEqual([{ tourId: 'gone', title: 'gone', sold: 3, capacity: 20 }]);
  });

  it('orders tours by title and adds up the limited ones apart from the unlimited', () => {
    const rows = seatsPerTour(
      [
        tourWith('saona', 'Isla Saona', { weekdays: [1], seats: 40 }),
        tourWith('buggy', 'Buggies', { weekdays: [1], seats: 10 }),
        tourWith('cata', 'Catamarán', { weekdays: [1], seats: null }),
      ],
      [
        sold('saona', MONDAY, 'day', 30),
        sold('buggy', MONDAY, 'day', 10, 10),
        sold('cata', MONDAY, 'day', 5, null),
      ],
      MONDAY,
      7,
      'es',
    );
    expect(rows.map((row) => row.title)).toEqual(['Buggies', 'Catamarán', 'Isla Saona']);
    expect(seatsTotals(rows)).toEqual({ sold: 40, capacity: 50, soldWithoutLimit: 5 });
  });
});
