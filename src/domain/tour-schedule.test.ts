import { describe, expect, it } from 'vitest';
import { todayAtDestination } from './calendar-date';
import {
  ANY_DEPARTURE,
  DEFAULT_SCHEDULE,
  addMonths,
  availabilityId,
  dateProblem,
  pickupProblem,
  departuresOf,
  weekdayOf,
  type TourSchedule,
} from './tour-schedule';
import { pickupSchema, tourScheduleSchema } from './tour-schedule-schema';

const weekends: TourSchedule = {
  ...DEFAULT_SCHEDULE,
  weekdays: [0, 6],
  closedDates: ['2026-12-26'],
  horizonMonths: 3,
};

describe('dateProblem', () => {
  const today = '2026-11-23'; // a Monday

  it('refuses today and the days before it: bookings start tomorrow', () => {
    expect(dateProblem(DEFAULT_SCHEDULE, '2026-11-22', today)).toBe('past');
    expect(dateProblem(DEFAULT_SCHEDULE, today, today)).toBe('past');
    expect(dateProblem(DEFAULT_SCHEDULE, '2026-11-24', today)).toBeNull();
  });

  it('refuses the days the tour does not run', () => {
    expect(weekdayOf('2026-11-28')).toBe(6);
    expect(dateProblem(weekends, '2026-11-28', today)).toBeNull();
    expect(dateProblem(weekends, '2026-11-29', today)).toBeNull();
    expect(dateProblem(weekends, '2026-11-30', today)).toBe('not_running');
  });

  it('refuses closed dates', () => {
    expect(dateProblem(weekends, '2026-12-26', today)).toBe('closed');
    expect(dateProblem(weekends, '2026-12-27', today)).toBeNull();
  });

  it('refuses dates beyond the booking horizon, in calendar months', () => {
    expect(dateProblem(weekends, '2027-02-21', today)).toBeNull();
    expect(dateProblem(weekends, '2027-02-27', today)).toBe('beyond_horizon');
    expect(dateProblem(DEFAULT_SCHEDULE, '2027-11-23', today)).toBeNull();
    expect(dateProblem(DEFAULT_SCHEDULE, '2027-11-24', today)).toBe('beyond_horizon');
  });

  it("counts days by Punta Cana's calendar, whatever the device's zone", () => {
    // 02:30 UTC on the 24th is still the evening of the 23rd in Punta Cana: the 24th is bookable.
    const lateEvening = todayAtDestination(new Date('2026-11-24T02:30:00Z'));
    expect(lateEvening).toBe('2026-11-23');
    expect(dateProblem(DEFAULT_SCHEDULE, '2026-11-24', lateEvening)).toBeNull();
    // 04:30 UTC is the morning of the 24th there: the 24th is today, no longer bookable.
    const morning = todayAtDestination(new Date('2026-11-24T04:30:00Z'));
    expect(dateProblem(DEFAULT_SCHEDULE, '2026-11-24', morning)).toBe('past');
  });
});

describe('addMonths', () => {
  it('keeps the day, or the month’s last day when it has fewer', () => {
    expect(addMonths('2026-11-23', 12)).toBe('2027-11-23');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2027-12-31', 2)).toBe('2028-02-29');
  });
});

describe('departures', () => {
  it('are sorted, or the one whole-day departure when the tour has no times', () => {
    expect(departuresOf({ ...DEFAULT_SCHEDULE, departures: ['14:00', '08:30'] })).toEqual([
      '08:30',
      '14:00',
    ]);
    expect(departuresOf(DEFAULT_SCHEDULE)).toEqual([ANY_DEPARTURE]);
  });

  it('each have an availability document of their own', () => {
    expect(availabilityId('isla-saona', '2026-12-05', '08:30')).toBe('isla-saona_2026-12-05_0830');
    expect(availabilityId('isla-saona', '2026-12-05', ANY_DEPARTURE)).toBe(
      'isla-saona_2026-12-05_day',
    );
  });
});

describe('the schedule schema', () => {
  it('accepts the default and refuses bad times, seats and weekdays', () => {
    expect(tourScheduleSchema.safeParse(DEFAULT_SCHEDULE).success).toBe(true);
    const bad = (changes: Partial<Record<keyof TourSchedule, unknown>>) =>
      tourScheduleSchema.safeParse({ ...DEFAULT_SCHEDULE, ...changes }).success;
    expect(bad({ departures: ['25:00'] })).toBe(false);
    expect(bad({ departures: ['8:30'] })).toBe(false);
    expect(bad({ seats: 0 })).toBe(false);
    expect(bad({ seats: 2.5 })).toBe(false);
    expect(bad({ weekdays: [7] })).toBe(false);
    expect(bad({ closedDates: ['2026-02-30'] })).toBe(false);
  });
});

describe('pickupProblem', () => {
  it('wants a place, and refuses markup', () => {
    expect(pickupProblem('Hotel Riu Palace')).toBeNull();
    expect(pickupProblem('   ')).toBe('required');
    expect(pickupProblem('<b>Hotel</b>')).toBe('markup');
  });

  it('accepts exactly what the booking request’s pickup schema accepts', () => {
    for (const text of [
      'Hotel Riu',
      '  Riu Palace  ',
      '',
      '  ',
      '<b>Riu</b>',
      'a'.repeat(200),
      'a'.repeat(201),
    ]) {
      expect(pickupProblem(text) === null, JSON.stringify(text)).toBe(
        pickupSchema.safeParse(text).success,
      );
    }
  });
});
