import { describe, it, expect } from 'vitest';
import {
  paypalLinkWithAmount,
  safePaypalLink,
  whatsappDigits,
  whatsappShareUrl,
  whatsappUrl,
} from './links';

describe('safePaypalLink', () => {
  it('accepts https PayPal.Me and PayPal links', () => {
    expect(safePaypalLink('https://paypal.me/puntacanatours')).toBe(
      'https://paypal.me/puntacanatours',
    );
    expect(safePaypalLink('https://www.paypal.me/puntacanatours/75')).toBe(
      'https://www.paypal.me/puntacanatours/75',
    );
    expect(safePaypalLink('https://paypal.com/paypalme/puntacanatours')).toBe(
      'https://paypal.com/paypalme/puntacanatours',
    );
    expect(safePaypalLink('https://www.paypal.com/paypalme/puntacanatours')).toBe(
      'https://www.paypal.com/paypalme/puntacanatours',
    );
  });

  it('adds https:// to a link typed without it', () => {
    expect(safePaypalLink('paypal.me/puntacanatours')).toBe('https://paypal.me/puntacanatours');
    expect(safePaypalLink('www.paypal.me/puntacanatours')).toBe(
      'https://www.paypal.me/puntacanatours',
    );
  });

  it('trims spaces around the link', () => {
    expect(safePaypalLink('  https://paypal.me/puntacanatours \n')).toBe(
      'https://paypal.me/puntacanatours',
    );
  });

  it('accepts a host typed in capitals', () => {
    expect(safePaypalLink('https://PayPal.Me/PuntaCanaTours')).toBe(
      'https://paypal.me/PuntaCanaTours',
    );
  });

  it('keeps a query string', () => {
    expect(safePaypalLink('https://paypal.me/tours?locale.x=es_XC')).toBe(
      'https://paypal.me/tours?locale.x=es_XC',
    );
  });

  it('refuses an empty or missing link', () => {
    expect(safePaypalLink('')).toBeNull();
    expect(safePaypalLink('   ')).toBeNull();
    expect(safePaypalLink(null)).toBeNull();
    expect(safePaypalLink(undefined)).toBeNull();
  });

  it('refuses plain http and other schemes', () => {
    expect(safePaypalLink('http://paypal.me/tours')).toBeNull();
    expect(safePaypalLink('javascript:alert(1)//paypal.me/x')).toBeNull();
    expect(safePaypalLink('data:text/html,paypal.me')).toBeNull();
  });

  it('refuses other hosts, including look-alikes', () => {
    expect(safePaypalLink('https://evil.com/paypal.me/tours')).toBeNull();
    expect(safePaypalLink('https://paypal.me.evil.com/tours')).toBeNull();
    expect(safePaypalLink('https://evilpaypal.me/tours')).toBeNull();
    expect(safePaypalLink('https://pay.paypal.com/tours')).toBeNull();
    expect(safePaypalLink('https://paypal.me@evil.com/tours')).toBeNull();
  });

  it('refuses credentials and ports even on a PayPal host', () => {
    expect(safePaypalLink('https://user:pass@paypal.me/tours')).toBeNull();
    expect(safePaypalLink('https://paypal.me:8443/tours')).toBeNull();
  });

  it('refuses a link that names no account', () => {
    expect(safePaypalLink('https://paypal.me')).toBeNull();
    expect(safePaypalLink('paypal.me/')).toBeNull();
  });

  it('refuses text that is not a link', () => {
    expect(safePaypalLink('pay me at paypal')).toBeNull();
    expect(safePaypalLink('https://')).toBeNull();
  });
});

describe('paypalLinkWithAmount', () => {
  it('adds a whole-dollar total as <amount>USD', () => {
    expect(paypalLinkWithAmount('https://paypal.me/puntacanatours', 75)).toBe(
      'https://paypal.me/puntacanatours/75USD',
    );
  });

  it('keeps the cents of a total, without trailing zeros', () => {
    expect(paypalLinkWithAmount('https://paypal.me/tours', 75.5)).toBe(
      'https://paypal.me/tours/75.5USD',
    );
    expect(paypalLinkWithAmount('https://paypal.me/tours', 75.25)).toBe(
      'https://paypal.me/tours/75.25USD',
    );
    expect(paypalLinkWithAmount('https://paypal.me/tours', 100)).toBe(
      'https://paypal.me/tours/100USD',
    );
  });

  it('rounds a total to cents', () => {
    expect(paypalLinkWithAmount('https://paypal.me/tours', 0.1 + 0.2)).toBe(
      'https://paypal.me/tours/0.3USD',
    );
  });

  it('takes a link with or without a trailing slash, and www', () => {
    expect(paypalLinkWithAmount('https://paypal.me/tours/', 75)).toBe(
      'https://paypal.me/tours/75USD',
    );
    expect(paypalLinkWithAmount('https://www.paypal.me/tours', 75)).toBe(
      'https://www.paypal.me/tours/75USD',
    );
  });

  it("replaces an amount already in the link with the order's total", () => {
    expect(paypalLinkWithAmount('https://paypal.me/tours/20', 75)).toBe(
      'https://paypal.me/tours/75USD',
    );
    expect(paypalLinkWithAmount('https://paypal.me/tours/20EUR/', 75)).toBe(
      'https://paypal.me/tours/75USD',
    );
  });

  it('keeps the query string', () => {
    expect(paypalLinkWithAmount('https://paypal.me/tours?locale.x=es_XC', 75)).toBe(
      'https://paypal.me/tours/75USD?locale.x=es_XC',
    );
  });

  it('leaves a link that is not paypal.me as it is', () => {
    expect(paypalLinkWithAmount('https://www.paypal.com/paypalme/tours', 75)).toBe(
      'https://www.paypal.com/paypalme/tours',
    );
    expect(paypalLinkWithAmount('not a link', 75)).toBe('not a link');
  });

  it('adds nothing for a total that is not a positive amount', () => {
    for (const total of [0, -5, 0.001, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(paypalLinkWithAmount('https://paypal.me/tours', total)).toBe(
        'https://paypal.me/tours',
      );
    }
  });
});

describe('whatsappDigits', () => {
  it('keeps only the digits of a formatted number', () => {
    expect(whatsappDigits('+1 (809) 555-1234')).toBe('18095551234');
  });

  it('accepts 8 to 15 digits', () => {
    expect(whatsappDigits('12345678')).toBe('12345678');
    expect(whatsappDigits('123456789012345')).toBe('123456789012345');
  });

  it('refuses fewer than 8 digits', () => {
    expect(whatsappDigits('1234567')).toBeNull();
    expect(whatsappDigits('+1 (809)')).toBeNull();
  });

  it('refuses more than 15 digits', () => {
    expect(whatsappDigits('1234567890123456')).toBeNull();
  });

  it('refuses an empty or missing number', () => {
    expect(whatsappDigits('')).toBeNull();
    expect(whatsappDigits(null)).toBeNull();
    expect(whatsappDigits(undefined)).toBeNull();
  });
});

describe('whatsappUrl', () => {
  it('opens a chat with the number and the message prefilled', () => {
    expect(whatsappUrl('+1 809 555 1234', 'Hola')).toBe('https://wa.me/18095551234?text=Hola');
  });

  it('encodes accents, line breaks and symbols in the message', () => {
    expect(whatsappUrl('18095551234', '¡Hola!\nPedido: LA-AB12CXYZ & más')).toBe(
      'https://wa.me/18095551234?text=%C2%A1Hola!%0APedido%3A%20LA-AB12CXYZ%20%26%20m%C3%A1s',
    );
  });

  it('leaves the text off for an empty message', () => {
    expect(whatsappUrl('18095551234', '')).toBe('https://wa.me/18095551234');
  });

  it('is null when the number is not usable', () => {
    expect(whatsappUrl('call us', 'Hola')).toBeNull();
    expect(whatsappUrl(null, 'Hola')).toBeNull();
  });
});

describe('whatsappShareUrl', () => {
  it('shares a message without a fixed recipient', () => {
    expect(whatsappShareUrl('Mira: https://example.com/home')).toBe(
      'https://wa.me/?text=Mira%3A%20https%3A%2F%2Fexample.com%2Fhome',
    );
  });
});
