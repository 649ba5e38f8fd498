// /admin/check-in/:orderId?k=…: where a voucher's QR code leads. Staff at the pickup see the
// booking, live, and check its party in (all or some) or mark a no-show, once; a voucher for
// another day, a booking not confirmed, or one already checked in is said so, and nothing counts.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { SectionSpinner } from '@/components/full-screen-spinner';
import { paths } from '@/config/paths';
import type { StoredBooking } from '@/domain/booking';
import { calendarDateLabel, todayAtDestination } from '@/domain/calendar-date';
import { checkInRefusal, type CheckInOutcome } from '@/domain/check-in';
import { CHECK_IN_KEY_PARAM } from '@/domain/check-in-link';
import { ANY_DEPARTURE } from '@/domain/tour-schedule';
import { checkInBooking, type CheckInResult } from '../api/check-in-booking';
import { useBooking } from '../api/use-booking';
import { BookingStatusChip } from './booking-status-chip';
import { CheckInRecord } from './check-in-record';
import { LoadErrorBoundary } from './load-error-boundary';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography
        component="div"
        sx={{ fontWeight: 700, textAlign: 'right', overflowWrap: 'anywhere' }}
      >
        {children}
      </Typography>
    </Stack>
  );
}

/** A number from 0 to `max`, as a list to pick from with a thumb. */
function CountField({
  label,
  max,
  value,
  onChange,
}: {
  label: string;
  max: number;
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ minWidth: 140 }}
    >
      {Array.from({ length: max + 1 }, (_, count) => (
        <MenuItem key={count} value={count}>
          {count}
        </MenuItem>
      ))}
    </TextField>
  );
}

function CheckInForm({ booking, checkInKey }: { booking: StoredBooking; checkInKey: string }) {
  const { t } = useTranslation('admin');
  const tour = booking.tour!;
  const [adults, setAdults] = useState(tour.adults);
  const [children, setChildren] = useState(tour.children);
  const [sending, setSending] = useState<CheckInOutcome | null>(null);
  const [result, setResult] = useState<CheckInResult | null>(null);

  const send = async (outcome: CheckInOutcome) => {
    setSending(outcome);
    setResult(null);
    const party = outcome === 'noShow' ? { adults: 0, children: 0 } : { adults, children };
    setResult(
      await checkInBooking({ orderId: booking.orderId, key: checkInKey, outcome, ...party }),
    );
    setSending(null);
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <CountField
          label={t('checkIn.adults')}
          max={tour.adults}
          value={adults}
          onChange={setAdults}
        />
        {tour.children > 0 && (
          <CountField
            label={t('checkIn.children')}
            max={tour.children}
            value={children}
            onChange={setChildren}
          />
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button
          variant="contained"
          size="large"
          disabled={sending !== null || adults + children === 0}
          onClick={() => void send('checkedIn')}
        >
          {t('checkIn.checkIn', { count: adults + children })}
        </Button>
        <Button
          variant="outlined"
          color="warning"
          size="large"
          disabled={sending !== null}
          onClick={() => void send('noShow')}
        >
          {t('checkIn.noShow')}
        </Button>
      </Stack>
      {result && result.status !== 'done' && (
        <Alert severity="error" role="alert">
          {result.status === 'refused'
            ? t(`checkIn.refused.${result.reason}`)
            : result.status === 'offline'
              ? t('checkIn.offline')
              : t('checkIn.failed', { message: result.message })}
        </Alert>
      )}
    </Stack>
  );
}

function CheckInBooking({ orderId, checkInKey }: { orderId: string; checkInKey: string | null }) {
  const { t, i18n } = useTranslation('admin');
  const read = useBooking(orderId);
  if (read.status === 'loading') return <SectionSpinner />;
  if (read.status === 'missing') {
    return <Alert severity="error">{t('checkIn.refused.wrongKey')}</Alert>;
  }
  const { booking } = read;
  const { tour, contact } = booking;
  const refusal = checkInRefusal(
    booking,
    { outcome: 'checkedIn', adults: 0, children: 1 },
    todayAtDestination(),
  );
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={1}>
          <Fact label={t('bookings.name')}>{`${contact.firstName} ${contact.lastName}`}</Fact>
          <Fact label={t('checkIn.status')}>
            <BookingStatusChip status={booking.status} />
          </Fact>
          {tour && (
            <>
              <Fact label={t('bookings.tourTitle')}>{tour.title}</Fact>
              {tour.date && (
                <Fact label={t('checkIn.date')}>
                  {calendarDateLabel(tour.date, i18n.language, 'long')}
                </Fact>
              )}
              {tour.departure && (
                <Fact label={t('checkIn.departure')}>
                  {tour.departure === ANY_DEPARTURE ? t('day.allDay') : tour.departure}
                </Fact>
              )}
              {tour.pickup && <Fact label={t('checkIn.pickup')}>{tour.pickup}</Fact>}
              <Fact label={t('bookings.participants')}>
                {t('bookings.participantsValue', { adults: tour.adults, children: tour.children })}
              </Fact>
            </>
          )}
        </Stack>
      </Paper>
      {booking.checkIn ? (
        <Alert
          severity={booking.checkIn.outcome === 'noShow' ? 'warning' : 'success'}
          role="status"
          data-testid="check-in-done"
        >
          <Typography sx={{ fontWeight: 700 }}>{t('checkIn.refused.alreadyDone')}</Typography>
          <CheckInRecord checkIn={booking.checkIn} />
        </Alert>
      ) : refusal === 'notConfirmed' || refusal === 'wrongDay' ? (
        <Alert severity="error" role="alert">
          {t(`checkIn.refused.${refusal}`)}
        </Alert>
      ) : checkInKey === null ? (
        <Alert severity="error" role="alert">
          {t('checkIn.refused.wrongKey')}
        </Alert>
      ) : (
        <CheckInForm booking={booking} checkInKey={checkInKey} />
      )}
    </Stack>
  );
}

export default function CheckInPage() {
  const { t } = useTranslation('admin');
  const { orderId = '' } = useParams();
  const [params] = useSearchParams();
  return (
    <>
      <PageHeader
        title={t('checkIn.title', { orderId })}
        subtitle={t('checkIn.subtitle')}
        action={
          <Button component={RouterLink} to={paths.admin.day} variant="outlined">
            {t('checkIn.toDay')}
          </Button>
        }
      />
      <LoadErrorBoundary
        resetKey={orderId}
        fallback={(message) => (
          <Alert severity="error">{t('checkIn.loadError', { message })}</Alert>
        )}
      >
        <CheckInBooking orderId={orderId} checkInKey={params.get(CHECK_IN_KEY_PARAM)} />
      </LoadErrorBoundary>
    </>
  );
}
