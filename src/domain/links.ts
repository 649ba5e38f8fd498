// Outbound links built from admin-entered settings: PayPal.Me and WhatsApp, checked before use.

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
