// After the booking is stored: its number, what was booked, and what to do next for the payment.
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { StoredBooking } from '@/domain/booking';
import { destinationDateTimeLabel } from '@/domain/calendar-date';
import { formatPlainAmount, formatPublicPrice } from '@/domain/format-price';
import { CopyButton } from './copy-button';
import { MyBookingLinkCard } from './my-booking-link-card';
import { orderIdComponents } from './order-id-text';
import { OrderSummary } from './order-summary';

/** A value to send with Zelle and its copy button, side by side. */
function CopyRow({ children, copy }: { children: ReactNode; copy: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography sx={{ fontWeight: 700 }}>{children}</Typography>
      {copy}
    </Stack>
  );
}

interface Props {
  booking: StoredBooking;
  perGroup: boolean;
  /** PayPal or WhatsApp, to reopen when the new tab was blocked or closed. */
  paymentUrl: string | null;
  zelleRecipient: string;
}

export function BookingConfirmation({ booking, perGroup, paymentUrl, zelleRecipient }: Props) {
  const { t, i18n } = useTranslation('checkout');
  const { orderId, paymentMethod, holdUntil } = booking;
  const amount = formatPublicPrice(booking.total);
  const heading = useRef<HTMLHeadingElement>(null);

  // The visitor clicked at the bottom of the form: bring the news into view and to screen readers.
  useEffect(() => heading.current?.focus(), []);

  return (
    <Stack spacing={3} sx={{ maxWidth: 720, mx: 'auto' }} data-testid="booking-confirmation">
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="confirmation-title"
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <CheckCircleIcon color="success" fontSize="large" />
            <Typography
              id="confirmation-title"
              variant="h2"
              component="h1"
              ref={heading}
              tabIndex={-1}
              sx={{ outline: 'none' }}
            >
              {t('confirmation.title')}
            </Typography>
          </Stack>
          <Typography>
            <Trans
              t={t}
              i18nKey="confirmation.order"
              values={{ orderId }}
              components={orderIdComponents}
            />
          </Typography>
          <Typography>
            <Trans
              t={t}
              i18nKey={`confirmation.${paymentMethod}`}
              values={{ amount, orderId, recipient: zelleRecipient }}
              components={orderIdComponents}
            />
          </Typography>
          {booking.status === 'pending' && holdUntil !== undefined && (
            <Typography data-testid="hold-until" sx={{ fontWeight: 700 }}>
              {t('confirmation.holdUntil', {
                until: destinationDateTimeLabel(holdUntil, i18n.language),
              })}
            </Typography>
          )}
          {paymentMethod === 'zelle' && (
            <Stack spacing={1} data-testid="zelle-copy">
              <CopyRow copy={<CopyButton value={formatPlainAmount(booking.total)} what="amount" />}>
                {t('confirmation.zelleAmount', { amount })}
              </CopyRow>
              <CopyRow copy={<CopyButton value={orderId} what="orderId" />}>
                <Trans
                  t={t}
                  i18nKey="confirmation.zelleMemo"
                  values={{ orderId }}
                  components={orderIdComponents}
                />
              </CopyRow>
            </Stack>
          )}
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {paymentUrl && (
              <Button
                variant="contained"
                color="secondary"
                href={paymentUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t(
                  paymentMethod === 'paypal'
                    ? 'confirmation.openPaypal'
                    : 'confirmation.openWhatsapp',
                )}
              </Button>
            )}
            <Button variant="outlined" component={Link} to={paths.home}>
              {t('confirmation.backHome')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
      <MyBookingLinkCard orderId={orderId} />
      <OrderSummary
        orderId={orderId}
        tour={booking.tour}
        perGroup={perGroup}
        transfer={booking.transfer}
        total={booking.total}
      />
    </Stack>
  );
}
