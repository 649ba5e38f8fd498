// Day names for a tour schedule's weekday numbers (0 Sunday … 6 Saturday), in the admin's language.
import { WEEKDAYS } from '@/domain/tour-schedule';

/** The operator's week: Monday first, Sunday last. */
export const WEEKDAYS_MONDAY_FIRST = [...WEEKDAYS.slice(1), WEEKDAYS[0]];

/** 'lun' / 'lunes' for 1 in Spanish, 'Mon' / 'Monday' in English. */
export { weekdayName } from '@/domain/calendar-date';
