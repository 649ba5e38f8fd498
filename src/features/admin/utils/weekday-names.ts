// Day names for a tour schedule's weekday numbers (0 Sunday … 6 Saturday), in the admin's language.
import { dateTimeFormat } from '@/domain/calendar-date';
import { WEEKDAYS } from '@/domain/tour-schedule';

/** The operator's week: Monday first, Sunday last. */
export const WEEKDAYS_MONDAY_FIRST = [...WEEKDAYS.slice(1), WEEKDAYS[0]];

/** 'lun' / 'lunes' for 1 in Spanish, 'Mon' / 'Monday' in English. */
export function weekdayName(weekday: number, language: string, width: 'short' | 'long'): string {
  const format = dateTimeFormat(language, { weekday: width, timeZone: 'UTC' });
  // 7 January 2024 was a Sunday; in UTC it is that day for every reader.
  return format.format(new Date(Date.UTC(2024, 0, 7 + weekday)));
}
