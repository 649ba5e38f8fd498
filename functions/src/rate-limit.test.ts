// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  RATE_WINDOW_MS,
  clientIp,
  exemptIpsFromEnv,
  lookupRateKeys,
  nextCounter,
  rateKeys,
} from './rate-limit';

const t0 = Date.parse('2026-11-23T10:00:00Z');

describe('the hourly booking counter', () => {
  it('starts a window at the first booking', () => {
    expect(nextCounter(null, 5, t0)).toEqual({ count: 1, windowStart: t0 });
  });

  it('counts up to the limit inside the window, then refuses', () => {
    let counter = nextCounter(null, 3, t0);
    counter = nextCounter(counter, 3, t0 + 1000);
    counter = nextCounter(counter, 3, t0 + 2000);
    expect(counter).toEqual({ count: 3, windowStart: t0 });
    expect(nextCounter(counter, 3, t0 + RATE_WINDOW_MS - 1)).toBeNull();
  });

  it('starts again once the hour has passed', () => {
    const full = { count: 3, windowStart: t0 };
    expect(nextCounter(full, 3, t0 + RATE_WINDOW_MS)).toEqual({
      count: 1,
      windowStart: t0 + RATE_WINDOW_MS,
    });
  });
});

describe('who the client is', () => {
  it("takes the address Google's front end appended last, not one the client wrote", () => {
    expect(clientIp('6.6.6.6, 203.0.113.7', '10.0.0.1')).toBe('203.0.113.7');
    expect(clientIp(['1.1.1.1', '198.51.100.2'], undefined)).toBe('198.51.100.2');
  });

  it('falls back to the socket address without a forwarded header', () => {
    expect(clientIp(undefined, '127.0.0.1')).toBe('127.0.0.1');
    expect(clientIp('', undefined)).toBe('unknown');
  });

  it('counts a booking against its address, its e-mail (any case) and its phone (digits)', () => {
    expect(
      rateKeys('203.0.113.7', { email: ' Ana@Example.com ', phone: '+1 (809) 555-0199' }, []),
    ).toEqual([
      { kind: 'ip', value: '203.0.113.7' },
      { kind: 'email', value: 'ana@example.com' },
      { kind: 'phone', value: '18095550199' },
    ]);
  });

  it('skips only the address check for an exempt address', () => {
    const keys = rateKeys('127.0.0.1', { email: 'a@b.co', phone: '8095550199' }, ['127.0.0.1']);
    expect(keys.map((key) => key.kind)).toEqual(['email', 'phone']);
  });

  it('reads the exempt addresses from a comma-separated setting, none by default', () => {
    expect(exemptIpsFromEnv(undefined)).toEqual([]);
    expect(exemptIpsFromEnv(' 127.0.0.1, ::1 ')).toEqual(['127.0.0.1', '::1']);
  });
});

describe('booking lookups', () => {
  it('count against the address, unless it is exempt', () => {
    expect(lookupRateKeys('203.0.113.7', [])).toEqual([{ kind: 'lookupIp', value: '203.0.113.7' }]);
    expect(lookupRateKeys('127.0.0.1', ['127.0.0.1'])).toEqual([]);
  });
});
