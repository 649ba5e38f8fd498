// When an idle admin session ends, and the last-activity time that all admin tabs of the device share.

/** localStorage key: epoch milliseconds of the last pointer, keyboard or tab-visible event in any admin tab. */
export const LAST_ACTIVITY_KEY = 'puntaCana.admin.lastActivity';

const HOUR_MS = 3_600_000;

export function hoursToMs(hours: number): number {
  return hours * HOUR_MS;
}

/** True once `limitMs` or more have passed since the last activity (a clock set back counts as none). */
export function isIdleExpired(lastActivity: number, now: number, limitMs: number): boolean {
  return now - lastActivity >= limitMs;
}

/** The shared last-activity time; null when none is stored or what is stored is not a time. */
export function readLastActivity(storage: Storage): number | null {
  try {
    const stored = Number(storage.getItem(LAST_ACTIVITY_KEY) ?? Number.NaN);
    return Number.isFinite(stored) && stored > 0 ? stored : null;
  } catch {
    return null;
  }
}

export function writeLastActivity(storage: Storage, now: number): void {
  try {
    storage.setItem(LAST_ACTIVITY_KEY, String(now));
  } catch (error) {
    // Private mode or a full disk: other tabs will not see it, this tab still goes by its own.
    console.warn('Could not record admin activity', error);
  }
}
