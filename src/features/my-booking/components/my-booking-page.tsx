// "My booking": the tourist finds their booking by order id and e-mail or phone, and sees what was
// booked and its status, live while the page is open, and from the device when offline.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useMyBooking } from '../hooks/use-my-booking';
import { BookingDetails } from './booking-details';
import { BookingStatusPanel } from './booking-status-panel';
import { LookupForm } from './lookup-form';

/** With the QR library: loaded only when a confirmed booking has a voucher to show. */
const BookingVoucher = lazy(() => import('./booking-voucher'));

export default function MyBookingPage() {
  const { t } = useTranslation('my-booking');
  const [params] = useSearchParams();
  const { form, errors, updateField, search, searching, problem, shown, online, live, forget } =
    useMyBooking(params.get('id'));

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack spacing={3}>
        <Stack spacing={1}>
          <Typography variant="h2" component="h1">
            {t('title')}
          </Typography>
          <Typography color="text.secondary">{t('intro')}</Typography>
        </Stack>
        <LookupForm
          values={form}
          errors={errors}
          searching={searching}
          onChange={updateField}
          onSubmit={() => void search()}
        />
        {problem && (
          <Alert
            severity={problem === 'notFound' ? 'error' : 'warning'}
            role="alert"
            data-testid="lookup-problem"
          >
            {t(`problems.${problem}`)}
          </Alert>
        )}
        {shown && (
          <>
            <BookingStatusPanel
              booking={shown.booking}
              checkedAt={shown.checkedAt}
              online={online}
              live={live}
            />
            {shown.booking.status === 'confirmed' &&
              shown.booking.voucher &&
              shown.booking.tour && (
                <Suspense fallback={null}>
                  <BookingVoucher
                    orderId={shown.booking.orderId}
                    tour={shown.booking.tour}
                    voucher={shown.booking.voucher}
                  />
                </Suspense>
              )}
            <BookingDetails booking={shown.booking} />
            <Button
              variant="text"
              color="inherit"
              onClick={forget}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('device.forget')}
            </Button>
          </>
        )}
      </Stack>
    </Container>
  );
}
