// Checkout: contact form, order summary and the three payment paths, then the booking's next steps.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { isPastDate, todayAtDestination } from '@/domain/calendar-date';
import { tourDayProblem, transferFlightMissing } from '@/domain/cart';
import { isCartEmpty } from '@/domain/cart';
import { isOrderId } from '@/domain/order-id';
import { useCart } from '@/features/cart/cart-provider';
import { useCatalog } from '@/features/catalog/catalog-provider';
import { HEADER_HEIGHT } from '@/lib/theme';
import { loadBookingCall, useCheckoutPayment } from '../hooks/use-checkout-payment';
import { useContactDraft } from '../hooks/use-contact-draft';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { contactErrors } from '../utils/contact-errors';
import { BookingConfirmation } from './booking-confirmation';
import { ContactForm } from './contact-form';
import { OfflineNotice } from './offline-notice';
import { OrderSummary } from './order-summary';
import { PaymentTabs } from './payment-tabs';

export default function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const toast = useToast();
  const navigate = useNavigate();
  const { cart, restored, lines, renewOrderId } = useCart();
  const { siteContent, agencyContact, loading } = useCatalog();
  const online = useOnlineStatus();
  const { contact, updateField, forget } = useContactDraft();
  const { status, pay, showErrors, unsent } = useCheckoutPayment({
    contact,
    onSaved: forget,
    perGroup: lines.perGroup,
  });
  // Until the stored cart is read the page waits, rather than call the cart empty.
  const empty = restored && isCartEmpty(cart);
  const saved = status.step === 'saved';
  const zelleRecipient = siteContent.payment_zelle_details?.trim() ?? '';
  // The agency's WhatsApp (admin settings warn when it is missing); without it that path is closed.
  const whatsappAvailable = agencyContact.whatsappNumber !== null;

  // Once per visit: StrictMode and later cart changes must not repeat the toast.
  const sentAway = useRef(false);
  useEffect(() => {
    if (!empty || saved || sentAway.current) return;
    sentAway.current = true;
    toast({
      title: t('toasts.bookingError.title'),
      description: t('toasts.bookingError.description'),
      variant: 'error',
    });
    void navigate(paths.homeSection('servicios'), { replace: true });
  }, [empty, saved, navigate, t, toast]);

  useEffect(() => {
    if (restored && !empty && !isOrderId(cart.orderId)) renewOrderId();
  }, [restored, empty, cart.orderId, renewOrderId]);

  if (status.step === 'saved') {
    return (
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <BookingConfirmation
          booking={status.booking}
          perGroup={status.perGroup}
          paymentUrl={status.paymentUrl}
          zelleRecipient={zelleRecipient}
        />
      </Container>
    );
  }
  // The page's height is held meanwhile: drawn empty, it let the footer up into the screen, and the
  // cart's content then pushed it down (Lighthouse: a layout shift of 0.9 on an installed app).
  if (empty || !restored) return <FullScreenSpinner />;

  const saving = status.step === 'saving' ? status.method : null;
  const transferDatePassed =
    cart.transfer !== null && isPastDate(cart.transfer.date, todayAtDestination());
  const tourDayToChoose = cart.tour && tourDayProblem(cart) ? { slug: cart.tour.slug } : null;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h2" component="h1" sx={{ mb: 3 }}>
        {t('title')}
      </Typography>
      <Stack spacing={3}>
        <OfflineNotice
          online={online}
          unsent={unsent !== null}
          onRetry={() => unsent && pay(unsent)}
        />
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 7 }} sx={{ order: { xs: 2, md: 1 } }}>
            {/* The first step into the form or the payment tabs fetches the booking call. */}
            <Stack spacing={3} onFocus={() => void loadBookingCall().catch(() => undefined)}>
              <ContactForm
                contact={contact}
                errors={showErrors ? contactErrors(contact) : {}}
                disabled={saving !== null}
                onChange={updateField}
              />
              <PaymentTabs
                total={lines.total}
                orderId={cart.orderId}
                zelleRecipient={zelleRecipient}
                whatsappAvailable={whatsappAvailable}
                saving={saving}
                // Payment settings (PayPal link, WhatsApp number) must be known before paying.
                ready={!loading}
                onPay={pay}
              />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }} sx={{ order: { xs: 1, md: 2 } }}>
            <Box sx={{ position: { md: 'sticky' }, top: { md: HEADER_HEIGHT + 24 } }}>
              <OrderSummary
                orderId={cart.orderId}
                tour={lines.tour}
                perGroup={lines.perGroup}
                transfer={lines.transfer}
                total={lines.total}
                transferDatePassed={transferDatePassed}
                transferFlightMissing={transferFlightMissing(cart)}
                tourDayToChoose={tourDayToChoose}
              />
            </Box>
          </Grid>
        </Grid>
      </Stack>
    </Container>
  );
}
