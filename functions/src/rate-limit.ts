// How many bookings and booking lookups one client (and one order id) may make per window,
// counted in Firestore in a transaction, under ids no one can reverse without the secret.
import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import {
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { defineSecret } from 'firebase-functions/params';
import { todayAtDestination } from '../../src/domain/calendar-date';
import { RateLimitedError } from './errors';

const HOUR_MS = 60 * 60 * 1000;

/** Where the counters live, and the field firestore.indexes.json names for their TTL policy. */
export const RATE_LIMIT_COLLECTION = 'rateLimits';
export const RATE_LIMIT_EXPIRY_FIELD = 'expiresAt';

/**
 * Bookings per hour. Hotel Wi-Fi puts many tourists behind one address, hence the wider IP figure.
 * lookupIp: "My booking" lookups per address, enough for a family rechecking, too few to guess.
 * lookupOrderId: failed lookups of one order id per day at the destination, from anywhere: the
 * order id travels in messages and links, so the contact must not be guessable by rotating
 * addresses. Its key holds the day, so the lock ends when the day does.
 */
export interface RateRule {
  limit: number;
  windowMs: number;
}

export const RATE_LIMITS = {
  ip: { limit: 20, windowMs: HOUR_MS },
  email: { limit: 5, windowMs: HOUR_MS },
  phone: { limit: 5, windowMs: HOUR_MS },
  lookupIp: { limit: 30, windowMs: HOUR_MS },
  lookupOrderId: { limit: 10, windowMs: 24 * HOUR_MS },
} as const satisfies Record<string, RateRule>;
export type RateLimitKind = keyof typeof RATE_LIMITS;

/** What each limit counts, for the message of a refused request. */
export const RATE_LIMITED_ACTIONS: Record<RateLimitKind, string> = {
  ip: 'bookings',
  email: 'bookings',
  phone: 'bookings',
  lookupIp: 'booking lookups',
  lookupOrderId: 'failed lookups of this order',
};

/**
 * Keys the counter ids (HMAC-SHA256): a plain hash of an address, e-mail or phone is reversed by
 * hashing candidates. Set with `firebase functions:secrets:set RATE_LIMIT_SECRET`; the local
 * stack writes a fixed one (scripts/lib/local-stack.ts).
 */
export const rateLimitSecret = defineSecret('RATE_LIMIT_SECRET');

export interface RateKey {
  kind: RateLimitKind;
  value: string;
}

/** A counter as stored in rateLimits/{id}: requests counted since the window began. */
export interface RateCounter {
  count: number;
  windowStart: number;
}

/**
 * The counter after one more request at `now`, or null when the client already used its share.
 * A window lasts from its first request; after it the count starts again.
 */
export function nextCounter(
  counter: RateCounter | null,
  rule: RateRule,
  now: number,
): RateCounter | null {
  if (counter === null || now - counter.windowStart >= rule.windowMs) {
    return { count: 1, windowStart: now };
  }
  return counter.count < rule.limit
    ? { count: counter.count + 1, windowStart: counter.windowStart }
    : null;
}

/** The client's address as Google's front end saw it: the last X-Forwarded-For entry it appended. */
export function clientIp(
  forwardedFor: string | string[] | undefined,
  socketIp: string | undefined,
): string {
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const last = header
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .at(-1);
  return last ?? socketIp ?? 'unknown';
}

/** The eight 16-bit groups of an IPv6 address, '::' expanded and a dotted IPv4 tail split in two. */
function ipv6Groups(ip: string): number[] {
  const [head = '', tail] = ip.split('::');
  const groupsOf = (part: string) =>
    part
      .split(':')
      .filter(Boolean)
      .flatMap((group) => {
        if (!isIPv4(group)) return [parseInt(group, 16)];
        const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
        return [(a << 8) | b, (c << 8) | d];
      });
  const start = groupsOf(head);
  const end = tail === undefined ? [] : groupsOf(tail);
  return [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
}

/**
 * Who a per-address limit counts: an IPv4 address as it is, an IPv6 address by its /64 (one
 * subscriber's network holds billions of addresses), an IPv4-mapped IPv6 address as its IPv4.
 */
export function addressGroup(ip: string): string {
  const address = ip.split('%')[0]!.toLowerCase();
  if (!isIPv6(address)) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  const prefix = ipv6Groups(address)
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':');
  return `${prefix}::/64`;
}

/** The keys a booking counts against: its address (unless exempt), its e-mail and its phone. */
export function rateKeys(
  ip: string,
  contact: { email: string; phone: string },
  exemptIps: readonly string[],
): RateKey[] {
  const keys: RateKey[] = [
    { kind: 'email', value: contact.email.trim().toLowerCase() },
    { kind: 'phone', value: contact.phone.replace(/\D/g, '') },
  ];
  return exemptIps.includes(ip) ? keys : [{ kind: 'ip', value: addressGroup(ip) }, ...keys];
}

/** The key a booking lookup counts against: its address, unless exempt. */
export function lookupRateKeys(ip: string, exemptIps: readonly string[]): RateKey[] {
  return exemptIps.includes(ip) ? [] : [{ kind: 'lookupIp', value: addressGroup(ip) }];
}

/** The key a failed lookup of `orderId` counts against: that order id on today's date. */
export function lookupOrderKey(orderId: string, now: Date): RateKey {
  return { kind: 'lookupOrderId', value: `${orderId} ${todayAtDestination(now)}` };
}

/** Addresses the limit skips: only the test stacks set this (all their browsers share 127.0.0.1). */
export function exemptIpsFromEnv(value = process.env.BOOKING_RATE_LIMIT_EXEMPT_IPS): string[] {
  return (value ?? '')
    .split(',')
    .map((ip) => ip.trim())
    .filter(Boolean);
}

/** A counter's document id: an HMAC of what it counts, so it holds no e-mail, phone or address. */
export function counterId(secret: string, key: RateKey): string {
  return createHmac('sha256', secret).update(`${key.kind}:${key.value}`).digest('hex');
}

function counterRef(db: Firestore, key: RateKey): DocumentReference {
  const secret = rateLimitSecret.value();
  // Fail closed: ids keyed by an empty secret would be as reversible as plain hashes.
  if (!secret) throw new Error('RATE_LIMIT_SECRET is not set');
  return db.collection(RATE_LIMIT_COLLECTION).doc(counterId(secret, key));
}

/** One counter read in a transaction: `next` is what counting one more request makes it. */
export interface RateCount {
  key: RateKey;
  ref: DocumentReference;
  /** null when the share is used up. */
  next: RateCounter | null;
}

/** Reads the counters of `keys` in the transaction; writes nothing (see countRequest). */
export async function readRateCounts(
  db: Firestore,
  transaction: Transaction,
  keys: readonly RateKey[],
  now: Date,
): Promise<RateCount[]> {
  const refs = keys.map((key) => counterRef(db, key));
  const snapshots = await Promise.all(refs.map((ref) => transaction.get(ref)));
  return keys.map((key, index) => {
    const data = snapshots[index]?.data();
    const counter: RateCounter | null =
      data && typeof data.count === 'number' && data.windowStart instanceof Timestamp
        ? { count: data.count, windowStart: data.windowStart.toMillis() }
        : null;
    return {
      key,
      ref: refs[index]!,
      next: nextCounter(counter, RATE_LIMITS[key.kind], now.getTime()),
    };
  });
}

/** Stores a counter counted by readRateCounts; its expiry field lets the TTL policy delete it. */
export function countRequest(transaction: Transaction, { key, ref, next }: RateCount): void {
  if (next === null) return;
  transaction.set(ref, {
    count: next.count,
    windowStart: Timestamp.fromMillis(next.windowStart),
    [RATE_LIMIT_EXPIRY_FIELD]: Timestamp.fromMillis(
      next.windowStart + RATE_LIMITS[key.kind].windowMs,
    ),
  });
}

/** The first count whose share is used up, as the error that refuses the request. */
export function usedUp(counts: readonly RateCount[]): RateLimitedError | null {
  const full = counts.find((count) => count.next === null);
  return full ? new RateLimitedError(full.key.kind, RATE_LIMITED_ACTIONS[full.key.kind]) : null;
}

/**
 * Reads the client's counters in the transaction and returns the writes that count this request;
 * throws RateLimitedError when one of them is used up. Call before any transaction write.
 */
export async function takeRateLimit(
  db: Firestore,
  transaction: Transaction,
  keys: readonly RateKey[],
  now: Date,
): Promise<() => void> {
  const counts = await readRateCounts(db, transaction, keys, now);
  const refused = usedUp(counts);
  if (refused) throw refused;
  return () => counts.forEach((count) => countRequest(transaction, count));
}
