import { describe, expect, it } from 'vitest';
import {
  AGENCY_CONTACT_KEYS,
  agencyContactEntries,
  agencyContactOf,
  PAYMENT_SETTING_KEYS,
} from './site-content';
import { usableAgencyContact } from './site-content-schema';

describe('the agency contact in the site content', () => {
  it('has its own keys, and shares the WhatsApp number with checkout rather than a second one', () => {
    expect(AGENCY_CONTACT_KEYS.whatsappNumber).toBe('payment_whatsapp_number');
    expect(Object.values(PAYMENT_SETTING_KEYS)).not.toContain('payment_whatsapp_number');
  });

  it('reads as empty text where a detail is not set, and writes back to the same keys', () => {
    const contact = agencyContactOf({ agency_email: 'hola@example.com' });
    expect(contact).toEqual({
      email: 'hola@example.com',
      phone: '',
      whatsappNumber: '',
      address: '',
    });
    expect(agencyContactEntries(contact)).toEqual({
      agency_email: 'hola@example.com',
      agency_phone: '',
      payment_whatsapp_number: '',
      agency_address: '',
    });
  });

  it('gives tourists only usable details: numbers as digits, nothing broken', () => {
    expect(
      usableAgencyContact({
        agency_email: 'not an e-mail',
        agency_phone: '+1 (809) 555-0100',
        payment_whatsapp_number: '123',
        agency_address: ' Bávaro ',
      }),
    ).toEqual({ email: null, phone: '18095550100', whatsappNumber: null, address: 'Bávaro' });
    expect(usableAgencyContact({ agency_address: '<script>' }).address).toBeNull();
    expect(usableAgencyContact({})).toEqual({
      email: null,
      phone: null,
      whatsappNumber: null,
      address: null,
    });
  });
});
