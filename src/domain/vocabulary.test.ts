import { describe, it, expect } from 'vitest';
import { BOOKING_STATUSES, PAYMENT_METHODS } from './booking';
import { LANGUAGES } from './language';
import { PRICE_TYPES } from './tour';
import { SITE_CONTENT_KEYS } from './site-content';
import { TRANSFER_TYPES, isTransferType } from './pricing-route';

describe('catalog vocabulary', () => {
  it('lists the five transfer types in the order the quote form offers them', () => {
    expect(TRANSFER_TYPES).toEqual(['Aeropuerto', 'Hotel', 'Discoteca', 'Restaurante', 'Airbnb']);
  });

  it('lists per person and per group as the price types', () => {
    expect(PRICE_TYPES).toEqual(['per_person', 'per_group']);
  });

  it('names the eleven site content keys', () => {
    expect(SITE_CONTENT_KEYS).toEqual([
      'heroImageUrl',
      'servicesImageUrl',
      'nightlifeImageUrl',
      'payment_paypal_link',
      'payment_zelle_details',
      'agency_email',
      'agency_phone',
      'payment_whatsapp_number',
      'agency_address',
      'booking_hold_hours',
      'booking_hold_cutoff_hours',
    ]);
  });

  it('offers PayPal, Zelle and WhatsApp as payment methods', () => {
    expect(PAYMENT_METHODS).toEqual(['paypal', 'zelle', 'whatsapp']);
  });

  it('knows the pending, confirmed, cancelled and expired booking statuses', () => {
    expect(BOOKING_STATUSES).toEqual(['pending', 'confirmed', 'cancelled', 'expired']);
  });

  it('speaks Spanish first, then English', () => {
    expect(LANGUAGES).toEqual(['es', 'en']);
  });
});

describe('isTransferType', () => {
  it('accepts every known transfer type', () => {
    for (const type of TRANSFER_TYPES) expect(isTransferType(type)).toBe(true);
  });

  it('rejects unknown, differently cased or empty types', () => {
    expect(isTransferType('Bus')).toBe(false);
    expect(isTransferType('hotel')).toBe(false);
    expect(isTransferType('')).toBe(false);
  });
});
