// How tourists reach the agency: the contact the admin set in the site content, each detail null
// where it is missing or unusable, so pages leave it out rather than show a broken link.
import { whatsappUrl } from '@/domain/links';
import { useCatalog } from '@/features/catalog/catalog-provider';

/** '18095550123' → '+1 809 555 0123' (North American numbers); others as '+' and the digits. */
export function displayPhone(digits: string): string {
  const nanp = /^1(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return nanp ? `+1 ${nanp[1]} ${nanp[2]} ${nanp[3]}` : `+${digits}`;
}

export interface AgencyContactLinks {
  email: string | null;
  phone: { display: string; href: string } | null;
  whatsapp: {
    display: string;
    /** A chat with the agency, the message prefilled. */
    chatUrl: (message: string) => string;
  } | null;
  address: string | null;
  /** Nothing at all to show. */
  none: boolean;
}

export function useAgencyContact(): AgencyContactLinks {
  const { email, phone, whatsappNumber, address } = useCatalog().agencyContact;
  return {
    email,
    phone: phone ? { display: displayPhone(phone), href: `tel:+${phone}` } : null,
    whatsapp: whatsappNumber
      ? {
          display: displayPhone(whatsappNumber),
          // The number is checked already: whatsappUrl cannot refuse it.
          chatUrl: (message) => whatsappUrl(whatsappNumber, message) ?? '',
        }
      : null,
    address,
    none: !email && !phone && !whatsappNumber && !address,
  };
}
