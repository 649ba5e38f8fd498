// The payment settings form: the PayPal.Me link is checked before it is saved.
import { safePaypalLink } from '@/domain/links';
import type { PaymentSettings } from '@/domain/site-content';

export type PaymentSettingsProblems = Partial<Record<'paypalLink', 'invalid'>>;

export type PaymentSettingsCheck =
  { ok: true; values: PaymentSettings } | { ok: false; problems: PaymentSettingsProblems };

/**
 * Empty fields are allowed (that payment path is then not offered); a filled link must be a
 * https PayPal link, saved in its safe form (the full https URL). The WhatsApp number for orders
 * is the agency's, set with the agency contact.
 */
export function checkPaymentSettings(input: PaymentSettings): PaymentSettingsCheck {
  const paypal = input.paypalLink.trim();
  const paypalLink = paypal === '' ? '' : safePaypalLink(paypal);
  if (paypalLink === null) return { ok: false, problems: { paypalLink: 'invalid' } };
  return { ok: true, values: { paypalLink, zelleDetails: input.zelleDetails.trim() } };
}
