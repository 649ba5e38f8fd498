// How tourists reach the agency: the fixed e-mail, and the WhatsApp number the admin set (else the agency's own).
import { agency } from '@/config/agency';
import { whatsappDigits, whatsappUrl } from '@/domain/links';
import { useCatalog } from '@/features/catalog/catalog-provider';

/** '18095550123' → '+1 809 555 0123' (North American numbers); others as '+' and the digits. */
export function displayPhone(digits: string): string {
  const nanp = /^1(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return nanp ? `+1 ${nanp[1]} ${nanp[2]} ${nanp[3]}` : `+${digits}`;
}

export function useAgencyContact() {
  const { siteContent } = useCatalog();
  const digits = whatsappDigits(siteContent.payment_whatsapp_number) ?? agency.whatsappDigits;
  return {
    email: agency.email,
    whatsappDigits: digits,
    whatsappDisplay: displayPhone(digits),
    /** A chat with the agency, the message prefilled (the digits are already checked, so never null). */
    chatUrl: (message: string) => whatsappUrl(digits, message) ?? '',
  };
}
