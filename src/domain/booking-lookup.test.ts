import { describe, expect, it } from 'vitest';
import { makeBooking } from '../testing/make-booking';
import {
  bookingLookupSchema,
  bookingViewSchema,
  contactMatches,
  lookupContactKind,
  toBookingView,
} from './booking-lookup';

const stored = { email: 'Ana.Perez@Example.com', phone: '+1 (809) 555-0199' };

describe('the lookup request', () => {
  it('takes an order id typed in any case with blanks around it', () => {
    expect(
      bookingLookupSchema.parse({ orderId: ' la-ab12cxyz ', contact: ' ana@example.com ' }),
    ).toEqual({ orderId: 'LA-AB12CXYZ', contact: 'ana@example.com' });
  });

  it.each([
    ['a short order id', { orderId: 'LA-AB12', contact: 'ana@example.com' }],
    ['an order id holding a path', { orderId: 'LA-AB/CDEFG', contact: 'ana@example.com' }],
    ['a blank contact', { orderId: 'LA-AB12CXYZ', contact: '   ' }],
    ['a 2 KB contact', { orderId: 'LA-AB12CXYZ', contact: 'x'.repeat(2048) }],
    ['an extra field', { orderId: 'LA-AB12CXYZ', contact: 'ana@example.com', admin: true }],
    ['no contact', { orderId: 'LA-AB12CXYZ' }],
    ['a string', 'LA-AB12CXYZ'],
  ])('refuses %s', (_, request) => {
    expect(bookingLookupSchema.safeParse(request).success).toBe(false);
  });
});

describe('what the tourist typed as contact', () => {
  it('is an e-mail, a phone with at least 7 digits, or neither', () => {
    expect(lookupContactKind(' ana@example.com ')).toBe('email');
    expect(lookupContactKind('+1 (809) 555-0199')).toBe('phone');
    expect(lookupContactKind('ana@')).toBeNull();
    expect(lookupContactKind('555 01')).toBeNull();
    expect(lookupContactKind('call me')).toBeNull();
    expect(lookupContactKind('')).toBeNull();
  });
});

describe('matching the contact of a booking', () => {
  it('matches the e-mail whatever its case and blanks', () => {
    expect(contactMatches(stored, '  ana.perez@example.COM ')).toBe(true);
    expect(contactMatches(stored, 'ana.perez@example.org')).toBe(false);
  });

  it('matches the phone by its digits alone', () => {
    expect(contactMatches(stored, '18095550199')).toBe(true);
    expect(contactMatches(stored, '1-809-555-0199')).toBe(true);
    expect(contactMatches(stored, '809 555 0199')).toBe(false);
    expect(contactMatches(stored, '+1 809 555 0198')).toBe(false);
  });

  it('never matches something that is neither, nor a booking whose contact is empty', () => {
    expect(contactMatches(stored, 'Ana Pérez')).toBe(false);
    expect(contactMatches({ email: '', phone: '' }, '')).toBe(false);
    expect(contactMatches({ email: '', phone: '' }, '@')).toBe(false);
  });
});

describe('the booking as the tourist sees it', () => {
  it('keeps what was booked and its status, with the live status token, and no contact', () => {
    const booking = makeBooking('LA-AB12CXYZ', { language: 'en' });
    const view = toBookingView(booking, 'abcdefghijklmnopqrstuv');
    expect(view).toEqual({
      orderId: 'LA-AB12CXYZ',
      tour: booking.tour,
      transfer: null,
      total: 190,
      paymentMethod: 'zelle',
      status: 'pending',
      createdAt: 0,
      statusToken: 'abcdefghijklmnopqrstuv',
    });
    expect(bookingViewSchema.parse(view)).toEqual(view);
    expect(JSON.stringify(view)).not.toMatch(/ana@example|555|Pérez/);
  });

  it('has no token for a booking made before tokens existed', () => {
    expect(toBookingView(makeBooking('LA-AB12CXYZ'), null).statusToken).toBeNull();
  });
});
