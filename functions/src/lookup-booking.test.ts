// @vitest-environment node
// The lookupBooking HTTP entry as deployed: App Check enforcement, and one answer for every
// malformed request, before any Firestore work (the test's address is exempt from the limit).
import { describe, expect, it } from 'vitest';
import { callServed, serveCallable } from './testing/serve-callable';

const serveLookupBooking = (env: Record<string, string>) =>
  serveCallable(async () => (await import('./lookup-booking')).lookupBooking, env);

const withoutAppCheck = {
  ENFORCE_APP_CHECK: 'false',
  BOOKING_RATE_LIMIT_EXEMPT_IPS: '127.0.0.1,::ffff:127.0.0.1',
};

describe('lookupBooking as deployed', () => {
  it('refuses a call without an App Check token when enforcement is on (the default)', async () => {
    const url = await serveLookupBooking({});
    const { status, error } = await callServed(url, {
      orderId: 'LA-AB12CXYZ',
      contact: 'ana@example.com',
    });
    expect(status).toBe(401);
    expect(error?.status).toBe('UNAUTHENTICATED');
  });

  it.each<[string, unknown]>([
    ['nothing', null],
    ['a string', 'LA-AB12CXYZ'],
    ['a malformed order id', { orderId: 'LA-AB/12', contact: 'ana@example.com' }],
    ['no contact', { orderId: 'LA-AB12CXYZ' }],
    ['a blank contact', { orderId: 'LA-AB12CXYZ', contact: '  ' }],
    ['an extra field', { orderId: 'LA-AB12CXYZ', contact: 'ana@example.com', all: true }],
    ['a request over the size cap', { orderId: 'LA-AB12CXYZ', contact: 'x'.repeat(20_000) }],
  ])('answers %s with the generic not-found', async (_, data) => {
    const url = await serveLookupBooking(withoutAppCheck);
    const { status, error } = await callServed(url, data);
    expect({ status, error }).toEqual({
      status: 404,
      error: {
        status: 'NOT_FOUND',
        message: 'We found no booking with that order number and contact',
      },
    });
  });
});
