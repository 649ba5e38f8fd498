// How long a pending booking keeps its seats: the admin's two settings (siteContent, as text), their
// limits, and the instant a hold ends. The same code decides it in createBooking and in the forms.
import { startOfDayAtDestination } from './calendar-date';
import { HOLD_SETTING_KEYS, type HoldSettingField, type SiteContent } from './site-content';
import { ANY_DEPARTURE } from './tour-schedule';

export { HOLD_SETTING_KEYS, type HoldSettingField };
export type HoldSettings = Record<HoldSettingField, number>;

/** A day to pay by default; and no hold reaches closer than 2 hours to the departure. */
export const DEFAULT_HOLD_SETTINGS: Readonly<HoldSettings> = Object.freeze({
  holdHours: 24,
  cutoffHours: 2,
});

/** Whole hours; firestore.rules holds the same bounds. */
export const HOLD_SETTING_LIMITS: Readonly<Record<HoldSettingField, { min: number; max: number }>> =
  Object.freeze({ holdHours: { min: 1, max: 168 }, cutoffHours: { min: 0, max: 72 } });

/** How much staff add to a hold at a time from the booking detail. */
export const HOLD_EXTENSION_HOURS = 24;

const HOUR_MS = 3_600_000;

export type HoldSettingProblem = 'required' | 'notWhole' | 'outOfRange';

/** Why a typed setting cannot be saved, or null: whole hours within its limits. */
export function holdSettingProblem(
  field: HoldSettingField,
  text: string,
): HoldSettingProblem | null {
  const value = text.trim();
  if (value === '') return 'required';
  if (!/^\d{1,3}$/.test(value)) return 'notWhole';
  const hours = Number(value);
  const { min, max } = HOLD_SETTING_LIMITS[field];
  return hours < min || hours > max ? 'outOfRange' : null;
}

/** The stored settings; a missing or unusable one takes its default. */
export function holdSettingsOf(content: SiteContent): HoldSettings {
  const settings = { ...DEFAULT_HOLD_SETTINGS };
  for (const field of Object.keys(HOLD_SETTING_KEYS) as HoldSettingField[]) {
    const stored = content[HOLD_SETTING_KEYS[field]];
    if (stored !== undefined && holdSettingProblem(field, stored) === null) {
      settings[field] = Number(stored.trim());
    }
  }
  return settings;
}

/** The instant a tour departs: its day and time in Punta Cana; a tour without set times, at the day's start. */
export function departureInstant(date: string, departure: string): Date {
  const start = startOfDayAtDestination(date);
  if (departure === ANY_DEPARTURE || !/^\d{2}:\d{2}$/.test(departure)) return start;
  const [hours = 0, minutes = 0] = departure.split(':').map(Number);
  return new Date(start.getTime() + hours * HOUR_MS + minutes * 60_000);
}

/** The latest a hold on this departure may last: its departure less the cutoff. */
export function latestHoldEnd(
  tour: { date: string; departure: string },
  settings: Pick<HoldSettings, 'cutoffHours'>,
): Date {
  return new Date(
    departureInstant(tour.date, tour.departure).getTime() - settings.cutoffHours * HOUR_MS,
  );
}

/**
 * When a pending booking made at `now` stops holding its seats: the hold's hours later, but never
 * past its departure less the cutoff (nor before `now`: a booking made inside the cutoff holds its
 * seats only until the next expiry run, unless staff confirm it). Null for a booking that holds no
 * seats (a transfer alone, or a tour without a day and departure): it has nothing to give back.
 */
export function holdUntilOf(
  now: Date,
  tour: { date?: string; departure?: string } | null,
  settings: HoldSettings,
): Date | null {
  if (!tour?.date || !tour.departure) return null;
  const byHours = now.getTime() + settings.holdHours * HOUR_MS;
  const latest = latestHoldEnd({ date: tour.date, departure: tour.departure }, settings).getTime();
  return new Date(Math.max(now.getTime(), Math.min(byHours, latest)));
}

/**
 * A hold staff extend from the booking detail: HOLD_EXTENSION_HOURS more from when it ends (or
 * from now, if it has already ended), never past the departure less the cutoff. Null when that
 * leaves nothing to add.
 */
export function extendedHoldUntil(
  holdUntil: number,
  now: number,
  tour: { date?: string; departure?: string } | null,
  settings: Pick<HoldSettings, 'cutoffHours'>,
): number | null {
  const extended = Math.max(holdUntil, now) + HOLD_EXTENSION_HOURS * HOUR_MS;
  const latest =
    tour?.date && tour.departure
      ? latestHoldEnd({ date: tour.date, departure: tour.departure }, settings).getTime()
      : extended;
  const until = Math.min(extended, latest);
  return until > holdUntil && until > now ? until : null;
}
