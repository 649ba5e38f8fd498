// The operator's week for a tour schedule (weekday numbers: 0 Sunday … 6 Saturday); their names
// are weekdayName's (src/domain/calendar-date.ts).
import { WEEKDAYS } from '@/domain/tour-schedule';

/** The operator's week: Monday first, Sunday last. */
export const WEEKDAYS_MONDAY_FIRST = [...WEEKDAYS.slice(1), WEEKDAYS[0]];
