// A one-tap WhatsApp chat with a booking's customer, the greeting in the language they booked in.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredBooking } from '@/domain/booking';
import { LANGUAGES } from '@/domain/language';
import { whatsappUrl } from '@/domain/links';

/** Builds the chat link of a booking; the link is null when the phone cannot be used on WhatsApp. */
export function useBookingChat(): (booking: StoredBooking) => string | null {
  const { t, i18n } = useTranslation('admin');
  // The staff's page has its own language's texts; a customer may have booked in the other one.
  useEffect(() => {
    void i18n.loadLanguages([...LANGUAGES]);
  }, [i18n]);
  return ({ contact, language, orderId }) =>
    whatsappUrl(
      contact.phone,
      t('bookings.whatsappMessage', {
        // Until the other language's texts are here, the greeting is in the staff's.
        lng: i18n.hasResourceBundle(language, 'admin') ? language : i18n.resolvedLanguage,
        name: contact.firstName.trim(),
        orderId,
      }),
    );
}
