// @vitest-environment node
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  RATE_LIMITS,
  RATE_LIMIT_COLLECTION,
  RATE_LIMIT_EXPIRY_FIELD,
  addressGroup,
  clientIp,
  counterId,
  exemptIpsFromEnv,
  lookupOrderKey,
  lookupRateKeys,
  nextCounter,
  rateKeys,
} from './rate-limit';

const t0 = Date.parse('2026-11-23T10:00:00Z');
const HOUR = 60 * 60 * 1000;
const rule = (limit: number) => ({ limit, windowMs: HOUR });

describe('the hourly booking counter', () => {
  it('starts a window at the first booking', () => {
    expect(nextCounter(null, rule(5), t0)).toEqual({ count: 1, windowStart: t0 });
  });

  it('counts up to the limit inside the window, then refuses', () => {
    let counter = nextCounter(null, rule(3), t0);
    counter = nextCounter(counter, rule(3), t0 + 1000);
    counter = nextCounter(counter, rule(3), t0 + 2000);
    expect(counter).toEqual({ count: 3, windowStart: t0 });
    expect(nextCounter(counter, rule(3), t0 + HOUR - 1)).toBeNull();
  });

  it('starts again once the hour has passed', () => {
    const full = { count: 3, windowStart: t0 };
    expect(nextCounter(full, rule(3), t0 + HOUR)).toEqual({
      count: 1,
      windowStart: t0 + HOUR,
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

describe('an address as a per-address limit counts it', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const network = '2001:db8:85a3:42::/64';
    for (const ip of [
      '2001:db8:85a3:42::1',
      '2001:0DB8:85A3:0042:ffff:ffff:ffff:ffff',
      '2001:db8:85a3:42:1:2:3.4.5.6',
      '2001:db8:85a3:42::1%eth0',
    ]) {
      expect(addressGroup(ip)).toBe(network);
    }
    expect(addressGroup('2001:db8:85a3:43::1')).toBe('2001:db8:85a3:43::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(addressGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('leaves what is not an address as it is', () => {
    expect(addressGroup('unknown')).toBe('unknown');
  });

  it('groups the addresses of bookings and lookups alike', () => {
    const contact = { email: 'a@b.co', phone: '8095550199' };
    expect(rateKeys('2001:db8::7', contact, [])[0]).toEqual({
      kind: 'ip',
      value: '2001:db8:0:0::/64',
    });
    expect(lookupRateKeys('2001:db8::7', [])).toEqual([
      { kind: 'lookupIp', value: '2001:db8:0:0::/64' },
    ]);
  });
});

describe('booking lookups', () => {
  it('count against the address, unless it is exempt', () => {
    expect(lookupRateKeys('203.0.113.7', [])).toEqual([{ kind: 'lookupIp', value: '203.0.113.7' }]);
    expect(lookupRateKeys('127.0.0.1', ['127.0.0.1'])).toEqual([]);
  });

  it('that miss count against the order id for the day at the destination', () => {
    // 02:00 UTC is still the evening before in Punta Cana (UTC-4).
    expect(lookupOrderKey('LA-AB12CXYZ', new Date('2026-11-24T02:00:00Z'))).toEqual({
      kind: 'lookupOrderId',
      value: 'LA-AB12CXYZ 2026-11-23',
    });
    expect(RATE_LIMITS.lookupOrderId).toEqual({ limit: 10, windowMs: 24 * HOUR });
  });
});

describe('a counter id', () => {
  const key = { kind: 'email', value: 'ana@example.com' } as const;

  it('is keyed by the secret, not the plain hash of what it counts', () => {
    const plain = createHash('sha256').update(`${key.kind}:${key.value}`).digest('hex');
    expect(counterId('secret-a', key)).toMatch(/^[0-9a-f]{64}$/);
    expect(counterId('secret-a', key)).not.toBe(plain);
    expect(counterId('secret-a', key)).not.toBe(counterId('secret-b', key));
    expect(counterId('secret-a', key)).toBe(counterId('secret-a', { ...key }));
  });
});

describe('the TTL policy', () => {
  it('is declared in firestore.indexes.json on the counters and the field they expire by', () => {
    const config = JSON.parse(
      readFileSync(new URL('../../firestore.indexes.json', import.meta.url), 'utf8'),
    ) as { fieldOverrides: { collectionGroup: string; fieldPath: string; ttl?: boolean }[] };
    expect(config.fieldOverrides).toContainEqual({
      collectionGroup: RATE_LIMIT_COLLECTION,
      fieldPath: RATE_LIMIT_EXPIRY_FIELD,
      ttl: true,
      indexes: [],
    });
  });
});
