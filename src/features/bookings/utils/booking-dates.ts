// When a booking was made, in Punta Cana time (a transfer's day: calendarDateLabel in the domain).
import { DESTINATION_TIME_ZONE } from '@/domain/calendar-date';

export function formatBookedAt(millis: number, language: string): string {
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: DESTINATION_TIME_ZONE,
  }).format(new Date(millis));
}
