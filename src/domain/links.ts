// Outbound links built from admin-entered settings: PayPal.Me and WhatsApp, checked before use.
import { roundCents } from './money';

const PAYPAL_HOSTS = new Set(['paypal.me', 'www.paypal.me', 'paypal.com', 'www.paypal.com']);
const WHATSAPP_MIN_DIGITS = 8;
/** E.164 numbers have at most 15 digits. */
const WHATSAPP_MAX_DIGITS = 15;

/**
 * The admin's PayPal link as a safe https URL, or null. 'paypal.me/name' gets https://
 * added; any other scheme, another host, credentials, a port or an empty path is refused.
 */
export function safePaypalLink(raw: string | null | undefined): string | null {
  const text = raw?.trim() ?? '';
  if (text === '') return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  const safe =
    url.protocol === 'https:' &&
    PAYPAL_HOSTS.has(url.hostname) &&
    url.username === '' &&
    url.password === '' &&
    url.port === '' &&
    url.pathname !== '/';
  return safe ? url.href : null;
}

const PAYPAL_ME_HOSTS = new Set(['paypal.me', 'www.paypal.me']);

/** A USD amount as PayPal.Me takes it in its path: 75 → '75USD', 75.5 → '75.5USD'. */
function paypalMeAmount(amount: number): string {
  return `${amount.toFixed(2).replace(/\.?0+$/, '')}USD`;
}

/**
 * A safe PayPal link (see safePaypalLink) that opens with `total` USD filled in, so the tourist
 * does not type it: https://paypal.me/<name>/<amount>USD. Any amount already in the link gives way
 * to the order's. Only paypal.me links take an amount in their path; other PayPal pages (and a
 * total that is not a positive amount) get the link back unchanged.
 */
export function paypalLinkWithAmount(link: string, total: number): string {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return link;
  }
  const name = url.pathname.split('/').find((segment) => segment !== '');
  const amount = Number.isFinite(total) ? roundCents(total) : 0;
  if (!PAYPAL_ME_HOSTS.has(url.hostname) || !name || amount <= 0) return link;
  url.pathname = `/${name}/${paypalMeAmount(amount)}`;
  return url.href;
}

/** The digits of a phone number for wa.me, or null when there are too few or too many. */
export function whatsappDigits(raw: string | null | undefined): string | null {
  const digits = raw?.replace(/\D/g, '') ?? '';
  return digits.length >= WHATSAPP_MIN_DIGITS && digits.length <= WHATSAPP_MAX_DIGITS
    ? digits
    : null;
}

function withText(base: string, message: string): string {
  return message === '' ? base : `${base}?text=${encodeURIComponent(message)}`;
}

/** A chat with the number, message prefilled; null when the number is not usable. */
export function whatsappUrl(number: string | null | undefined, message: string): string | null {
  const digits = whatsappDigits(number);
  return digits === null ? null : withText(`https://wa.me/${digits}`, message);
}

/** Lets the user pick the chat to share the message with. */
export function whatsappShareUrl(message: string): string {
  return withText('https://wa.me/', message);
}
