// Day names for a tour schedule's weekday numbers (0 Sunday … 6 Saturday), in the admin's language.
import { WEEKDAYS } from '@/domain/tour-schedule';

/** The operator's week: Monday first, Sunday last. */
export const WEEKDAYS_MONDAY_FIRST = [...WEEKDAYS.slice(1), WEEKDAYS[0]];

/**
 * One formatter per language and width for the page's life: making one costs about 10 ms at a
 * phone's CPU (4× slowdown), and each tour card opened asked for fourteen (136 ms in the tap's
 * next task, measured with `npm run bench:tasks -- tour-card`).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** 'lun' / 'lunes' for 1 in Spanish, 'Mon' / 'Monday' in English. */
export function weekdayName(weekday: number, language: string, width: 'short' | 'long'): string {
  const key = `${language} ${width}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { weekday: width, timeZone: 'UTC' });
    formatters.set(key, format);
  }
  // 7 January 2024 was a Sunday; in UTC it is that day for every reader.
  return format.format(new Date(Date.UTC(2024, 0, 7 + weekday)));
}
