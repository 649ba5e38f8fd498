// The booking's status, coloured by what it means, with what happens next and when it was checked.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BookingView } from '@/domain/booking-lookup';
import { destinationDateTimeLabel } from '@/domain/calendar-date';
import { dayjs } from '@/lib/dayjs';

const SEVERITY = {
  pending: 'warning',
  confirmed: 'success',
  cancelled: 'error',
  expired: 'error',
} as const;

interface Props {
  booking: BookingView;
  checkedAt: number;
  online: boolean;
  live: boolean;
}

export function BookingStatusPanel({ booking, checkedAt, online, live }: Props) {
  const { t, i18n } = useTranslation('my-booking');
  const { status, paymentMethod, holdUntil } = booking;
  const next =
    status === 'pending' ? t(`status.next.pending.${paymentMethod}`) : t(`status.next.${status}`);
  const checked = dayjs(checkedAt);
  return (
    // A status region: a change made by staff while the page is open is read out.
    <Alert
      role="status"
      severity={SEVERITY[status]}
      variant="outlined"
      data-testid="booking-status"
      data-status={status}
    >
      <AlertTitle sx={{ fontWeight: 800 }}>
        {`${t('status.label')}: ${t(`status.names.${status}`)}`}
      </AlertTitle>
      <Typography variant="body2">{next}</Typography>
      {status === 'pending' && holdUntil !== undefined && (
        <Typography variant="body2" sx={{ mt: 1 }} data-testid="hold-until">
          {t('status.holdUntil', { until: destinationDateTimeLabel(holdUntil, i18n.language) })}
        </Typography>
      )}
      {!online && (
        <Typography variant="body2" sx={{ mt: 1, fontWeight: 700 }}>
          {t('status.offline')}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('status.checkedAt', { time: checked.format('HH:mm'), date: checked.format('DD/MM') })}
        {live && ` · ${t('status.live')}`}
      </Typography>
    </Alert>
  );
}
