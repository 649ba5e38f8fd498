// A one-tap WhatsApp chat with a booking's customer, the greeting in the language they booked in.
import { useTranslation } from '@/lib/use-translation';
import type { StoredBooking } from '@/domain/booking';
import { whatsappUrl } from '@/domain/links';

/** Builds the chat link of a booking; the link is null when the phone cannot be used on WhatsApp. */
export function useBookingChat(): (booking: StoredBooking) => string | null {
  const { t } = useTranslation('admin');
  return ({ contact, language, orderId }) =>
    whatsappUrl(
      contact.phone,
      t('bookings.whatsappMessage', { lng: language, name: contact.firstName.trim(), orderId }),
    );
}
