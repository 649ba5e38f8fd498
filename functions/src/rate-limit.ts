// How many bookings (and booking lookups) one client may make per hour, counted in Firestore in a transaction.
import { createHash } from 'node:crypto';
import {
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { RateLimitedError } from './errors';

export const RATE_WINDOW_MS = 60 * 60 * 1000;

/**
 * Bookings per hour. Hotel Wi-Fi puts many tourists behind one address, hence the wider IP figure.
 * lookupIp: "My booking" lookups per address, enough for a family rechecking, too few to guess.
 */
export const RATE_LIMITS = { ip: 20, email: 5, phone: 5, lookupIp: 30 } as const;
export type RateLimitKind = keyof typeof RATE_LIMITS;

/** What each limit counts, for the message of a refused request. */
export const RATE_LIMITED_ACTIONS: Record<RateLimitKind, string> = {
  ip: 'bookings',
  email: 'bookings',
  phone: 'bookings',
  lookupIp: 'booking lookups',
};

export interface RateKey {
  kind: RateLimitKind;
  value: string;
}

/** A counter as stored in rateLimits/{id}: bookings counted since the window began. */
export interface RateCounter {
  count: number;
  windowStart: number;
}

/**
 * The counter after one more booking at `now`, or null when the client already used its share.
 * A window lasts an hour from its first booking; after it the count starts again.
 */
export function nextCounter(
  counter: RateCounter | null,
  limit: number,
  now: number,
): RateCounter | null {
  if (counter === null || now - counter.windowStart >= RATE_WINDOW_MS) {
    return { count: 1, windowStart: now };
  }
  return counter.count < limit
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
  return exemptIps.includes(ip) ? keys : [{ kind: 'ip', value: ip }, ...keys];
}

/** The key a booking lookup counts against: its address, unless exempt. */
export function lookupRateKeys(ip: string, exemptIps: readonly string[]): RateKey[] {
  return exemptIps.includes(ip) ? [] : [{ kind: 'lookupIp', value: ip }];
}

/** Addresses the limit skips: only the test stacks set this (all their browsers share 127.0.0.1). */
export function exemptIpsFromEnv(value = process.env.BOOKING_RATE_LIMIT_EXEMPT_IPS): string[] {
  return (value ?? '')
    .split(',')
    .map((ip) => ip.trim())
    .filter(Boolean);
}

/** Stored under a hash, so the counters hold no e-mail, phone or address in clear. */
function counterRef(db: Firestore, key: RateKey): DocumentReference {
  const id = createHash('sha256').update(`${key.kind}:${key.value}`).digest('hex');
  return db.collection('rateLimits').doc(id);
}

/**
 * Reads the client's counters in the transaction and returns the writes that count this booking;
 * throws RateLimitedError when one of them is used up. Call before any transaction write.
 */
export async function takeRateLimit(
  db: Firestore,
  transaction: Transaction,
  keys: readonly RateKey[],
  now: Date,
): Promise<() => void> {
  const refs = keys.map((key) => counterRef(db, key));
  const snapshots = await Promise.all(refs.map((ref) => transaction.get(ref)));
  const next = keys.map((key, index) => {
    const data = snapshots[index]?.data();
    const counter: RateCounter | null =
      data && typeof data.count === 'number' && data.windowStart instanceof Timestamp
        ? { count: data.count, windowStart: data.windowStart.toMillis() }
        : null;
    const updated = nextCounter(counter, RATE_LIMITS[key.kind], now.getTime());
    if (updated === null) throw new RateLimitedError(key.kind, RATE_LIMITED_ACTIONS[key.kind]);
    return updated;
  });
  return () => {
    next.forEach((counter, index) => {
      const windowStart = Timestamp.fromMillis(counter.windowStart);
      // expiresAt lets a Firestore TTL policy delete old counters.
      const expiresAt = Timestamp.fromMillis(counter.windowStart + RATE_WINDOW_MS);
      transaction.set(refs[index]!, { count: counter.count, windowStart, expiresAt });
    });
  };
}
