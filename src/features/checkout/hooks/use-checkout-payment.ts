// What the payment buttons do: check the details, save the booking, then open PayPal or WhatsApp.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { bookingRequestFromCart, bookingRequestSchema } from '@/domain/booking-request';
import type { StoredBooking } from '@/domain/booking';
import { isPastDate, todayAtDestination } from '@/domain/calendar-date';
import { tourDayProblem, transferFlightMissing } from '@/domain/cart';
import { isContactComplete, type CheckoutContact } from '@/domain/contact';
import { paypalLinkWithAmount, safePaypalLink, whatsappUrl } from '@/domain/links';
import type { PaymentMethod } from '@/domain/booking';
import { bookingWhatsappMessage } from '@/domain/whatsapp-message';
import { toBookingView } from '@/domain/booking-lookup';
import { useCart } from '@/features/cart/cart-provider';
import { useCatalog } from '@/features/catalog/catalog-provider';
import { currentLanguage } from '@/lib/i18n';
import { rememberBooking } from '@/lib/remembered-booking';
import type { SaveBookingResult } from '../api/create-booking';
import { contactErrors } from '../utils/contact-errors';
import { myBookingLink } from '../utils/my-booking-link';
import { openPaymentWindow } from '../utils/payment-window';

/**
 * The booking call, with the Firebase SDK behind it (App Check where configured), loaded when the
 * visitor starts on the contact form or pays, not with the page: a visitor who only looks at the
 * cart never runs it, and the page's start is one long task shorter on a phone (about 120 ms at
 * 4× CPU, `npm run bench:tasks -- /checkout`). Begun at the form's first focus, it has arrived
 * (and App Check has started) long before the pay button is pressed.
 */
let bookingCall: Promise<typeof import('../api/create-booking')> | undefined;
export function loadBookingCall() {
  bookingCall ??= import('../api/create-booking').catch((error: unknown) => {
    // Not arrived (the network went before the service worker held it): the next try loads again.
    bookingCall = undefined;
    throw error;
  });
  return bookingCall;
}

/** Saves the booking; the call's code not arriving is a missing network, as the call's would be. */
async function saveBooking(
  ...request: Parameters<typeof import('../api/create-booking').createBooking>
): Promise<SaveBookingResult> {
  let call: typeof import('../api/create-booking');
  try {
    call = await loadBookingCall();
  } catch (error) {
    console.error('The booking call could not be loaded', error);
    return { status: navigator.onLine ? 'failed' : 'offline' };
  }
  return call.createBooking(...request);
}

export type CheckoutStatus =
  | { step: 'editing' }
  | { step: 'saving'; method: PaymentMethod }
  | { step: 'saved'; booking: StoredBooking; perGroup: boolean; paymentUrl: string | null };

interface Options {
  contact: CheckoutContact;
  /** The contact details leave the device once the booking is stored. */
  onSaved: () => void;
  perGroup: boolean;
}

export function useCheckoutPayment({ contact, onSaved, perGroup }: Options) {
  const { t } = useTranslation('checkout');
  const toast = useToast();
  const { cart, clearCart, renewOrderId } = useCart();
  const { siteContent, agencyContact } = useCatalog();
  const [status, setStatus] = useState<CheckoutStatus>({ step: 'editing' });
  const [showErrors, setShowErrors] = useState(false);
  /** The method whose booking could not be sent for lack of network, to offer a retry. */
  const [unsent, setUnsent] = useState<PaymentMethod | null>(null);

  const fail = useCallback(
    (key: string) =>
      toast({
        title: t(`toasts.${key}.title`),
        description: t(`toasts.${key}.description`),
        variant: 'error',
      }),
    [t, toast],
  );

  const pay = useCallback(
    (method: PaymentMethod) => {
      if (status.step !== 'editing') return;
      setShowErrors(true);
      if (!isContactComplete(contact)) return fail('incompleteFields');
      if (Object.keys(contactErrors(contact)).length > 0) return fail('invalidContact');
      if (cart.transfer && isPastDate(cart.transfer.date, todayAtDestination())) {
        return fail('pastTransferDate');
      }
      if (transferFlightMissing(cart)) return fail('flightMissing');
      if (tourDayProblem(cart)) return fail('chooseTourDay');
      const parsed = bookingRequestSchema.safeParse(
        bookingRequestFromCart(cart, contact, method, currentLanguage()),
      );
      if (!parsed.success) {
        console.error('The cart cannot be booked', parsed.error.issues);
        return fail('saveError');
      }

      // Offline first: the payment settings may not have arrived yet (a first visit that lost the
      // network), and "PayPal is not set up" would then be wrong; the retry checks them.
      if (!navigator.onLine) {
        setUnsent(method);
        return fail('offline');
      }
      const paypalLink = safePaypalLink(siteContent.payment_paypal_link);
      // The one rule for a usable number, the footer's and admin settings' too.
      const { whatsappNumber } = agencyContact;
      if (method === 'paypal' && paypalLink === null) return fail('paypalMissing');
      if (method === 'whatsapp' && whatsappNumber === null) return fail('whatsappMissing');

      const paymentWindow =
        method === 'zelle' ? null : openPaymentWindow(t('paymentWindow.waiting'));
      setStatus({ step: 'saving', method });
      void saveBooking(parsed.data, renewOrderId).then((result) => {
        if (result.status !== 'saved') {
          paymentWindow?.close();
          setStatus({ step: 'editing' });
          if (result.status === 'offline') setUnsent(method);
          const reasons = {
            offline: 'offline',
            rateLimited: 'tooManyBookings',
            soldOut: 'soldOut',
            failed: 'saveError',
          };
          return fail(reasons[result.status]);
        }
        const { booking } = result;
        // The amount is the server's total, as stored, not the cart's.
        const paymentUrl =
          method === 'paypal' && paypalLink
            ? paypalLinkWithAmount(paypalLink, booking.total)
            : method === 'whatsapp'
              ? whatsappUrl(
                  whatsappNumber,
                  bookingWhatsappMessage(booking, myBookingLink(booking.orderId)),
                )
              : null;
        if (paymentUrl) paymentWindow?.go(paymentUrl);
        // "My booking" then shows it at once, offline too, found again by this e-mail.
        rememberBooking({
          contact: contact.email.trim(),
          booking: toBookingView(booking, booking.statusToken ?? null),
          checkedAt: Date.now(),
        });
        clearCart();
        onSaved();
        setUnsent(null);
        setStatus({ step: 'saved', booking, perGroup, paymentUrl });
        toast(
          method === 'paypal'
            ? {
                title: t('toasts.paypalProcessing.title'),
                description: t('toasts.paypalProcessing.description', { orderId: booking.orderId }),
                variant: 'info',
                // Guidance to read while switching tabs: longer than the usual 5 s.
                duration: 10_000,
              }
            : {
                title: t('toasts.saved.title'),
                description: t('toasts.saved.description', { orderId: booking.orderId }),
                variant: 'success',
              },
        );
      });
    },
    [
      agencyContact,
      cart,
      clearCart,
      contact,
      fail,
      onSaved,
      perGroup,
      renewOrderId,
      siteContent,
      status.step,
      t,
      toast,
    ],
  );

  return { status, pay, showErrors, unsent };
}
