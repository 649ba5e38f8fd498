import { describe, expect, it } from 'vitest';
import {
  DEFAULT_HOLD_SETTINGS,
  departureInstant,
  extendedHoldUntil,
  holdSettingProblem,
  holdSettingsOf,
  holdUntilOf,
} from './booking-hold';

const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);

describe('how long a pending booking keeps its seats', () => {
  it('departs on Punta Cana’s clock (UTC-4); a tour without set times at the day’s start', () => {
    expect(departureInstant('2027-03-14', '07:30').toISOString()).toBe('2027-03-14T11:30:00.000Z');
    expect(departureInstant('2027-03-14', 'day').toISOString()).toBe('2027-03-14T04:00:00.000Z');
  });

  it('holds the admin’s hours when the departure is far', () => {
    const now = at('2027-03-01T12:00:00Z');
    expect(
      holdUntilOf(now, { date: '2027-03-14', departure: '07:30' }, DEFAULT_HOLD_SETTINGS),
    ).toEqual(new Date(now.getTime() + 24 * HOUR));
  });

  it('never holds past the departure less the cutoff, nor ends before it was made', () => {
    const tour = { date: '2027-03-14', departure: '07:30' };
    // Booked at 20:00 the evening before: the hold ends at 05:30, two hours before the departure.
    expect(
      holdUntilOf(at('2027-03-14T00:00:00Z'), tour, DEFAULT_HOLD_SETTINGS)?.toISOString(),
    ).toBe('2027-03-14T09:30:00.000Z');
    // Booked inside the cutoff: it ends at once.
    const late = at('2027-03-14T10:00:00Z');
    expect(holdUntilOf(late, tour, DEFAULT_HOLD_SETTINGS)).toEqual(late);
  });

  it('holds nothing for a booking without a dated tour', () => {
    expect(holdUntilOf(new Date(), null, DEFAULT_HOLD_SETTINGS)).toBeNull();
    expect(holdUntilOf(new Date(), { date: '2027-03-14' }, DEFAULT_HOLD_SETTINGS)).toBeNull();
  });

  it('extends by a day from its end, up to the cutoff, or not at all', () => {
    const tour = { date: '2027-03-14', departure: '07:30' };
    const end = at('2027-03-10T12:00:00Z').getTime();
    expect(extendedHoldUntil(end, end - HOUR, tour, DEFAULT_HOLD_SETTINGS)).toBe(end + 24 * HOUR);
    const nearEnd = at('2027-03-14T08:00:00Z').getTime();
    expect(extendedHoldUntil(nearEnd, nearEnd - HOUR, tour, DEFAULT_HOLD_SETTINGS)).toBe(
      at('2027-03-14T09:30:00Z').getTime(),
    );
    const atCutoff = at('2027-03-14T09:30:00Z').getTime();
    expect(extendedHoldUntil(atCutoff, atCutoff - HOUR, tour, DEFAULT_HOLD_SETTINGS)).toBeNull();
  });
});

describe('the hold settings', () => {
  it('are whole hours within their limits', () => {
    expect(holdSettingProblem('holdHours', '24')).toBeNull();
    expect(holdSettingProblem('holdHours', '')).toBe('required');
    expect(holdSettingProblem('holdHours', '0')).toBe('outOfRange');
    expect(holdSettingProblem('holdHours', '2.5')).toBe('notWhole');
    expect(holdSettingProblem('cutoffHours', '0')).toBeNull();
    expect(holdSettingProblem('cutoffHours', '73')).toBe('outOfRange');
  });

  it('fall back to a day and 2 hours where unset or unusable', () => {
    expect(holdSettingsOf({})).toEqual({ holdHours: 24, cutoffHours: 2 });
    expect(holdSettingsOf({ booking_hold_hours: '6', booking_hold_cutoff_hours: 'soon' })).toEqual({
      holdHours: 6,
      cutoffHours: 2,
    });
  });
});
