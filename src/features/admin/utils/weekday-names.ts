// Day names for a tour schedule's weekday numbers (0 Sunday … 6 Saturday), in the admin's language.
import { WEEKDAYS } from '@/domain/tour-schedule';

/** The operator's week: Monday first, Sunday last. */
export const WEEKDAYS_MONDAY_FIRST = [...WEEKDAYS.slice(1), WEEKDAYS[0]];

/** 'lun' / 'lunes' for 1 in Spanish, 'Mon' / 'Monday' in English. */
export function weekdayName(weekday: number, language: string, width: 'short' | 'long'): string {
  // 7 January 2024 was a Sunday; in UTC it is that day for every reader.
  const day = new Date(Date.UTC(2024, 0, 7 + weekday));
  return new Intl.DateTimeFormat(language, { weekday: width, timeZone: 'UTC' }).format(day);
}
