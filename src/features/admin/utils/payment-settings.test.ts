import { describe, expect, it } from 'vitest';
import { checkPaymentSettings } from './payment-settings';

const good = {
  paypalLink: 'https://paypal.me/puntacana',
  zelleDetails: ' Punta Cana SRL ',
};

describe('payment settings', () => {
  it('are saved in their safe forms: full https link, trimmed Zelle text', () => {
    expect(checkPaymentSettings({ ...good, paypalLink: 'paypal.me/puntacana' })).toEqual({
      ok: true,
      values: { paypalLink: 'https://paypal.me/puntacana', zelleDetails: 'Punta Cana SRL' },
    });
  });

  it('refuse a link that is not https PayPal', () => {
    expect(checkPaymentSettings({ ...good, paypalLink: 'http://paypal.me/x' })).toEqual({
      ok: false,
      problems: { paypalLink: 'invalid' },
    });
    expect(checkPaymentSettings({ ...good, paypalLink: 'https://paypa1.me/x' })).toEqual({
      ok: false,
      problems: { paypalLink: 'invalid' },
    });
  });

  it('allow an empty field, which turns that payment path off', () => {
    expect(checkPaymentSettings({ paypalLink: ' ', zelleDetails: '' })).toEqual({
      ok: true,
      values: { paypalLink: '', zelleDetails: '' },
    });
  });
});
