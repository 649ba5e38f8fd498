import { describe, expect, it } from 'vitest';
import { weekdayName } from '@/domain/calendar-date';
import { WEEKDAYS_MONDAY_FIRST } from './weekday-names';

describe('weekday names', () => {
  it('list the week Monday first', () => {
    expect(WEEKDAYS_MONDAY_FIRST).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });

  it('name each weekday number in the given language', () => {
    expect(weekdayName(1, 'es', 'long')).toBe('lunes');
    expect(weekdayName(0, 'es', 'short')).toBe('dom');
    expect(weekdayName(6, 'en', 'long')).toBe('Saturday');
    expect(weekdayName(3, 'en', 'short')).toBe('Wed');
  });
});
