import { describe, it, expect } from 'vitest';
import {
  addDays,
  calendarDateLabel,
  destinationDateTimeLabel,
  isIsoDate,
  isPastDate,
  startOfDayAtDestination,
  todayAtDestination,
  weekdayName,
  DESTINATION_TIME_ZONE,
} from './calendar-date';

describe('isIsoDate', () => {
  it('accepts real dates written YYYY-MM-DD', () => {
    expect(isIsoDate('2025-03-14')).toBe(true);
    expect(isIsoDate('2024-02-29')).toBe(true);
  });

  it('rejects impossible dates', () => {
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2025-13-01')).toBe(false);
    expect(isIsoDate('2025-04-31')).toBe(false);
  });

  it('rejects other ways of writing a date', () => {
    expect(isIsoDate('14/03/2025')).toBe(false);
    expect(isIsoDate('2025-3-14')).toBe(false);
    expect(isIsoDate('2025-03-14T10:00')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });
});

describe('isPastDate', () => {
  it('is true for any day before today', () => {
    expect(isPastDate('2025-03-13', '2025-03-14')).toBe(true);
    expect(isPastDate('2024-12-31', '2025-01-01')).toBe(true);
  });

  it('is false for today and later days', () => {
    expect(isPastDate('2025-03-14', '2025-03-14')).toBe(false);
    expect(isPastDate('2025-03-15', '2025-03-14')).toBe(false);
    expect(isPastDate('2026-01-01', '2025-12-31')).toBe(false);
  });
});

describe('todayAtDestination', () => {
  it('gives the Punta Cana date, four hours behind UTC', () => {
    expect(todayAtDestination(new Date('2025-03-15T03:59:00Z'))).toBe('2025-03-14');
    expect(todayAtDestination(new Date('2025-03-15T04:00:00Z'))).toBe('2025-03-15');
  });

  it('does not shift for summer time, which the Dominican Republic does not observe', () => {
    expect(todayAtDestination(new Date('2025-07-01T03:30:00Z'))).toBe('2025-06-30');
  });

  it('writes the date as YYYY-MM-DD', () => {
    expect(todayAtDestination()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("agrees with the time zone database's date for Punta Cana, hour by hour over two years", () => {
    const zoned = new Intl.DateTimeFormat('en-CA', { timeZone: DESTINATION_TIME_ZONE });
    for (let hour = 0; hour < 2 * 365 * 24; hour += 1) {
      const instant = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000);
      expect(todayAtDestination(instant)).toBe(zoned.format(instant));
    }
  });
});

describe('addDays', () => {
  it('moves by calendar days across months and leap days', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });
});

describe('startOfDayAtDestination', () => {
  it('is the first instant of that day in Punta Cana', () => {
    const start = startOfDayAtDestination('2026-03-14');
    expect(start.toISOString()).toBe('2026-03-14T04:00:00.000Z');
    expect(todayAtDestination(start)).toBe('2026-03-14');
    expect(todayAtDestination(new Date(start.getTime() - 1))).toBe('2026-03-13');
  });

  it('starts today before now and less than a day ago, in summer and winter', () => {
    for (const now of [new Date('2026-01-10T03:30:00Z'), new Date('2026-07-10T23:59:00Z')]) {
      const start = startOfDayAtDestination(todayAtDestination(now)).getTime();
      expect(start).toBeLessThanOrEqual(now.getTime());
      expect(now.getTime() - start).toBeLessThan(24 * 60 * 60 * 1000);
    }
  });
});

describe('calendarDateLabel', () => {
  it('writes the same calendar day in each language', () => {
    expect(calendarDateLabel('2026-03-14', 'en')).toBe('Mar 14, 2026');
    expect(calendarDateLabel('2026-03-14', 'en', 'long')).toBe('March 14, 2026');
    expect(calendarDateLabel('2026-03-14', 'es', 'long')).toBe('14 de marzo de 2026');
  });

  it('shows anything that is not a date as it was stored', () => {
    expect(calendarDateLabel('mañana', 'es')).toBe('mañana');
  });

  // The labels come from a table, not Intl (a page's first Intl.DateTimeFormat is a long task on
  // a phone): they must stay what Intl writes, Chromium and Node alike.
  it('writes every month as Intl.DateTimeFormat does, in both languages and both lengths', () => {
    for (const language of ['es', 'en'])
      for (const style of ['medium', 'long'] as const)
        for (let month = 1; month <= 12; month++) {
          const date = `2026-${String(month).padStart(2, '0')}-0${(month % 9) + 1}`;
          const intl = new Intl.DateTimeFormat(language, { dateStyle: style, timeZone: 'UTC' });
          expect(calendarDateLabel(date, language, style)).toBe(
            intl.format(new Date(`${date}T12:00:00Z`)),
          );
        }
  });
});

describe('destinationDateTimeLabel', () => {
  it("writes Punta Cana's date and time as Intl.DateTimeFormat does, at every hour of the day", () => {
    for (const language of ['es', 'en'])
      for (let hour = 0; hour < 24; hour++) {
        // 03:xx UTC is still the day before in Punta Cana (UTC-4), 04:00 the next day.
        const instant = Date.UTC(2026, 8, 30, hour, hour % 2 === 0 ? 5 : 45);
        const intl = new Intl.DateTimeFormat(language, {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: DESTINATION_TIME_ZONE,
        });
        expect(destinationDateTimeLabel(instant, language)).toBe(intl.format(instant));
      }
  });

  it('writes a booking made late at night on the day it is in Punta Cana', () => {
    expect(destinationDateTimeLabel(Date.UTC(2026, 2, 15, 3, 5), 'es')).toBe('14 mar 2026, 23:05');
    expect(destinationDateTimeLabel(Date.UTC(2026, 2, 16, 4, 0), 'en')).toBe(
      'Mar 16, 2026, 12:00 AM',
    );
  });
});

describe('weekdayName', () => {
  it('names every weekday as Intl.DateTimeFormat does, in both languages and both widths', () => {
    for (const language of ['es', 'en'])
      for (const width of ['short', 'long'] as const)
        for (let weekday = 0; weekday < 7; weekday++) {
          const intl = new Intl.DateTimeFormat(language, { weekday: width, timeZone: 'UTC' });
          // 7 January 2024 was a Sunday.
          expect(weekdayName(weekday, language, width)).toBe(
            intl.format(new Date(Date.UTC(2024, 0, 7 + weekday))),
          );
        }
  });
});
