// /admin/day?date=YYYY-MM-DD: one day's tour departures (today in Punta Cana unless asked), live,
// each with its seats sold and its passenger list, ready to print for the drivers and guides.
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SectionSpinner } from '@/components/full-screen-spinner';
import { useSearchParams } from 'react-router-dom';
import { addDays, calendarDateLabel, isIsoDate, todayAtDestination } from '@/domain/calendar-date';
import { PageHeader } from '@/components/page-header';
import { useDay } from '../api/use-day';
import { dayManifest } from '../utils/day-manifest';
import { DepartureManifest } from './departure-manifest';
import { LoadErrorBoundary } from './load-error-boundary';

/** The query parameter naming the day shown. */
const DAY_QUERY = { date: 'date' } as const;

/** The day's departures with their passengers, live. */
function DayDepartures({ date }: { date: string }) {
  const { t, i18n } = useTranslation('admin');
  const read = useDay(date);
  const departures = dayManifest(read.bookings, read.seats, i18n.language);
  if (read.status === 'loading') {
    // The last day's departures are not shown under this day's heading.
    return <SectionSpinner />;
  }
  if (departures.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {t('day.none')}
      </Typography>
    );
  }
  return (
    <Stack spacing={2}>
      {departures.map((departure) => (
        <DepartureManifest
          key={`${departure.tourId}/${departure.departure}`}
          departure={departure}
        />
      ))}
    </Stack>
  );
}

export default function DayPage() {
  const { t, i18n } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const asked = params.get(DAY_QUERY.date) ?? '';
  const date = isIsoDate(asked) ? asked : todayAtDestination();

  const show = (next: string) => setParams({ [DAY_QUERY.date]: next }, { replace: true });

  return (
    <>
      <PageHeader
        title={t('day.title', { date: calendarDateLabel(date, i18n.language, 'long') })}
        subtitle={t('day.subtitle')}
        action={
          <Button
            variant="outlined"
            startIcon={<PrintOutlinedIcon />}
            onClick={() => window.print()}
            sx={{ displayPrint: 'none' }}
          >
            {t('day.print')}
          </Button>
        }
      />
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 3, displayPrint: 'none' }}>
        <IconButton aria-label={t('day.previous')} onClick={() => show(addDays(date, -1))}>
          <ChevronLeftIcon />
        </IconButton>
        <TextField
          type="date"
          label={t('day.date')}
          size="small"
          value={date}
          onChange={(event) => {
            if (isIsoDate(event.target.value)) show(event.target.value);
          }}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ flex: 1, maxWidth: 220 }}
        />
        <IconButton aria-label={t('day.next')} onClick={() => show(addDays(date, 1))}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      <LoadErrorBoundary
        resetKey={date}
        fallback={(message) => (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t('day.loadError', { message })}
          </Alert>
        )}
      >
        <DayDepartures date={date} />
      </LoadErrorBoundary>
    </>
  );
}
