// The payment settings form: PayPal.Me link and WhatsApp number are checked before they are saved.
import { safePaypalLink, whatsappDigits } from '@/domain/links';
import type { PaymentSettings } from '@/domain/site-content';

export type PaymentSettingsProblems = Partial<Record<'paypalLink' | 'whatsappNumber', 'invalid'>>;

export type PaymentSettingsCheck =
  { ok: true; values: PaymentSettings } | { ok: false; problems: PaymentSettingsProblems };

/**
 * Empty fields are allowed (that payment path is then not offered); filled ones must be a
 * https PayPal link and a phone number with country code. Saved values are the safe forms:
 * the full https URL and the digits only.
 */
export function checkPaymentSettings(input: PaymentSettings): PaymentSettingsCheck {
  const paypal = input.paypalLink.trim();
  const whatsapp = input.whatsappNumber.trim();
  const paypalLink = paypal === '' ? '' : safePaypalLink(paypal);
  const whatsappNumber = whatsapp === '' ? '' : whatsappDigits(whatsapp);
  const problems: PaymentSettingsProblems = {};
  if (paypalLink === null) problems.paypalLink = 'invalid';
  if (whatsappNumber === null) problems.whatsappNumber = 'invalid';
  if (paypalLink === null || whatsappNumber === null) return { ok: false, problems };
  return {
    ok: true,
    values: { paypalLink, zelleDetails: input.zelleDetails.trim(), whatsappNumber },
  };
}
