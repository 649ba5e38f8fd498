// Calendar dates as 'YYYY-MM-DD' strings, and what day it is at the destination.

/** Punta Cana's time zone (UTC-4 all year); "today" for bookings means today there. */
export const DESTINATION_TIME_ZONE = 'America/Santo_Domingo';

/** True for a real calendar date written YYYY-MM-DD (2024-02-29 yes, 2023-02-29 no). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  // Date.UTC rolls an impossible day over into the next month: 2023-02-29 comes back as 03-01.
  const [year = 0, month = 0, day = 0] = value.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day)).toISOString().startsWith(value);
}

/** A time of day on the 24-hour clock, 'HH:mm' from 00:00 to 23:59. */
export const CLOCK_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Both dates as YYYY-MM-DD, whose text order is their calendar order. */
export function isPastDate(date: string, today: string): boolean {
  return date < today;
}

/** Punta Cana's offset from UTC: the Dominican Republic keeps UTC-4 all year, with no summer time. */
const DESTINATION_UTC_OFFSET_MS = -4 * 3_600_000;

/**
 * Today's date in Punta Cana, the same on a tourist's phone and on the server. Plain arithmetic on
 * the fixed offset: a time-zone-aware Intl formatter costs a phone about 15 ms to build (its zone
 * data), on every page's start.
 */
export function todayAtDestination(now: Date = new Date()): string {
  return new Date(now.getTime() + DESTINATION_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** `date` plus `days` calendar days (negative goes back): '2026-02-28' + 1 → '2026-03-01'. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The instant a calendar day begins in Punta Cana: '2026-03-14' → 2026-03-14T04:00:00Z. */
export function startOfDayAtDestination(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - DESTINATION_UTC_OFFSET_MS);
}

/**
 * The words of a date in the site's two languages, as Intl.DateTimeFormat writes them (CLDR; the
 * test compares every month, weekday and hour with Intl). Written from a table, not by Intl: the
 * first Intl.DateTimeFormat a page makes loads the browser's date data, one task of 145-170 ms at
 * a phone's CPU (4× slowdown, measured in Chromium 156), on checkout's first draw, My booking's,
 * the admin's lists and a tour card's first opening.
 */
const words = (list: string) => list.split(' ');
const DATE_WORDS = {
  es: {
    months: {
      medium: words('ene feb mar abr may jun jul ago sept oct nov dic'),
      long: words(
        'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre',
      ),
    },
    weekdays: {
      short: words('dom lun mar mié jue vie sáb'),
      long: words('domingo lunes martes miércoles jueves viernes sábado'),
    },
  },
  en: {
    months: {
      medium: words('Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'),
      long: words(
        'January February March April May June July August September October November December',
      ),
    },
    weekdays: {
      short: words('Sun Mon Tue Wed Thu Fri Sat'),
      long: words('Sunday Monday Tuesday Wednesday Thursday Friday Saturday'),
    },
  },
};

const isEnglish = (language: string) => language.startsWith('en');

/** A day of the calendar in words: '14 mar 2026', '14 de marzo de 2026', 'Mar 14, 2026'. */
function dayText(
  language: string,
  style: 'medium' | 'long',
  year: number,
  monthIndex: number,
  day: number,
): string {
  if (isEnglish(language)) return `${DATE_WORDS.en.months[style][monthIndex]} ${day}, ${year}`;
  const month = DATE_WORDS.es.months[style][monthIndex];
  return style === 'long' ? `${day} de ${month} de ${year}` : `${day} ${month} ${year}`;
}

/**
 * An instant as people in Punta Cana read it: date and time on its clock, e.g. '15 mar 2026,
 * 8:30' (es) or 'Mar 15, 2026, 8:30 AM' (en).
 */
export function destinationDateTimeLabel(millis: number, language: string): string {
  const there = new Date(millis + DESTINATION_UTC_OFFSET_MS);
  const hour = there.getUTCHours();
  const minutes = String(there.getUTCMinutes()).padStart(2, '0');
  const time = isEnglish(language)
    ? `${hour % 12 || 12}:${minutes} ${hour < 12 ? 'AM' : 'PM'}`
    : `${hour}:${minutes}`;
  const day = dayText(
    language,
    'medium',
    there.getUTCFullYear(),
    there.getUTCMonth(),
    there.getUTCDate(),
  );
  return `${day}, ${time}`;
}

/**
 * A calendar date for people: '2026-03-14' → '14 mar 2026' (es, medium) or 'March 14, 2026'
 * (en, long). It is the same day in every time zone; anything that is not a date is shown as is.
 */
export function calendarDateLabel(
  date: string,
  language: string,
  style: 'medium' | 'long' = 'medium',
): string {
  if (!isIsoDate(date)) return date;
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return dayText(language, style, year, month - 1, day);
}

/** A weekday's name (0 Sunday … 6 Saturday): 'lun' / 'lunes' for 1 in Spanish, 'Mon' / 'Monday'. */
export function weekdayName(weekday: number, language: string, width: 'short' | 'long'): string {
  return DATE_WORDS[isEnglish(language) ? 'en' : 'es'].weekdays[width][weekday] ?? '';
}

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * One Intl.DateTimeFormat per language and options for the page's life (the dashboard's sales
 * chart). Making one costs about 10 ms at a phone's CPU (4× slowdown), the page's first one far
 * more (above): a list of 50 bookings made one per row on each draw.
 */
export function dateTimeFormat(
  language: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, options);
    formats.set(key, format);
  }
  return format;
}
