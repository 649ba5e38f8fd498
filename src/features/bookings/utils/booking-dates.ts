// Dates on the bookings screens: when a booking was made (Punta Cana time) and the day of a transfer.
import { DESTINATION_TIME_ZONE, isIsoDate } from '@/domain/calendar-date';

export function formatBookedAt(millis: number, language: string): string {
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: DESTINATION_TIME_ZONE,
  }).format(new Date(millis));
}

/** '2026-03-14' → '14 mar 2026' / 'Mar 14, 2026'; anything else is shown as stored. */
export function formatTripDate(date: string, language: string): string {
  if (!isIsoDate(date)) return date;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}
