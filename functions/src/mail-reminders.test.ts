// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MAX_MAIL_ATTEMPTS, retryDelayMs } from './mail-delivery';
import { reminderDate } from './mail-reminders';

describe('the day whose reminders go out', () => {
  it('is tomorrow in Punta Cana (UTC-4), not tomorrow in UTC', () => {
    // 18:00 in Punta Cana on 10 June: the scheduled run.
    expect(reminderDate(new Date('2026-06-10T22:00:00Z'))).toBe('2026-06-11');
    // 23:30 there is already 11 June in UTC.
    expect(reminderDate(new Date('2026-06-11T03:30:00Z'))).toBe('2026-06-11');
    // Just after midnight there.
    expect(reminderDate(new Date('2026-06-11T04:00:00Z'))).toBe('2026-06-12');
    expect(reminderDate(new Date('2026-12-31T22:00:00Z'))).toBe('2027-01-01');
  });
});

describe('the wait before a failed e-mail is tried again', () => {
  it('doubles from 5 minutes, and stops after the last attempt', () => {
    const minutes = Array.from({ length: MAX_MAIL_ATTEMPTS }, (_, index) => {
      const delay = retryDelayMs(index + 1);
      return delay === null ? null : delay / 60_000;
    });
    expect(minutes).toEqual([5, 10, 20, 40, 80, null]);
  });
});
