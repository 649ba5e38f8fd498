import { describe, expect, it } from 'vitest';
import { checkPaymentSettings } from './payment-settings';

const good = {
  paypalLink: 'https://paypal.me/puntacana',
  zelleDetails: ' Punta Cana SRL ',
  whatsappNumber: '18095550123',
};

describe('payment settings', () => {
  it('are saved in their safe forms: full https link, phone digits, trimmed Zelle text', () => {
    expect(
      checkPaymentSettings({
        ...good,
        paypalLink: 'paypal.me/puntacana',
        whatsappNumber: '+1 (809) 555-0123',
      }),
    ).toEqual({
      ok: true,
      values: {
        paypalLink: 'https://paypal.me/puntacana',
        zelleDetails: 'Punta Cana SRL',
        whatsappNumber: '18095550123',
      },
    });
  });

  it('refuse a link that is not https PayPal and a number that is not a phone number', () => {
    expect(checkPaymentSettings({ ...good, paypalLink: 'http://paypal.me/x' })).toEqual({
      ok: false,
      problems: { paypalLink: 'invalid' },
    });
    expect(checkPaymentSettings({ ...good, paypalLink: 'https://paypa1.me/x' })).toEqual({
      ok: false,
      problems: { paypalLink: 'invalid' },
    });
    expect(checkPaymentSettings({ ...good, whatsappNumber: 'call me' })).toEqual({
      ok: false,
      problems: { whatsappNumber: 'invalid' },
    });
  });

  it('allow an empty field, which turns that payment path off', () => {
    expect(checkPaymentSettings({ paypalLink: ' ', zelleDetails: '', whatsappNumber: '' })).toEqual(
      {
        ok: true,
        values: { paypalLink: '', zelleDetails: '', whatsappNumber: '' },
      },
    );
  });
});
