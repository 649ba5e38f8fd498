// The order: tour line with adults and children, transfer line with its flight, and the total in USD.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { BookingTourLine, BookingTransferLine } from '@/domain/booking';
import { calendarDateLabel } from '@/domain/calendar-date';
import { ANY_DEPARTURE } from '@/domain/tour-schedule';
import { formatPublicPrice } from '@/domain/format-price';
import { currentLanguage } from '@/lib/i18n';

interface Props {
  orderId: string;
  tour: BookingTourLine | null;
  perGroup: boolean;
  transfer: BookingTransferLine | null;
  total: number;
  /** The transfer's date is before today at the destination. */
  transferDatePassed?: boolean;
  /** The transfer touches the airport but holds no flight number (a cart from before flights). */
  transferFlightMissing?: boolean;
  /** The tour needs a day chosen again on its page (none yet, or one no longer bookable). */
  tourDayToChoose?: { slug: string } | null;
}

function Line({ label, details, price }: { label: string; details: string[]; price: number }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{label}</Typography>
        {details.map((detail) => (
          <Typography key={detail} variant="body2" color="text.secondary">
            {detail}
          </Typography>
        ))}
      </Box>
      <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
        {formatPublicPrice(price)}
      </Typography>
    </Stack>
  );
}

/** A line of the order that cannot be booked as it stands, with a link to where it is fixed. */
function FixItAlert({ text, action, to }: { text: string; action: string; to: string }) {
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" component={Link} to={to}>
          {action}
        </Button>
      }
    >
      {text}
    </Alert>
  );
}

export function OrderSummary({
  orderId,
  tour,
  perGroup,
  transfer,
  total,
  transferDatePassed,
  transferFlightMissing,
  tourDayToChoose,
}: Props) {
  const { t } = useTranslation('checkout');
  const language = currentLanguage();

  const tourDay = (line: BookingTourLine) =>
    line.date
      ? [
          line.departure && line.departure !== ANY_DEPARTURE
            ? t('summary.when', {
                date: calendarDateLabel(line.date, language, 'long'),
                time: line.departure,
              })
            : calendarDateLabel(line.date, language, 'long'),
          ...(line.pickup ? [t('summary.pickup', { place: line.pickup })] : []),
        ]
      : [];
  const tourDetails = (line: BookingTourLine) => [
    ...tourDay(line),
    ...(perGroup
      ? [t('summary.perGroup')]
      : [
          t('summary.adults', { count: line.adults, price: formatPublicPrice(line.unitPrice) }),
          ...(line.children > 0
            ? [
                t('summary.children', {
                  count: line.children,
                  price: formatPublicPrice(line.childUnitPrice),
                }),
              ]
            : []),
        ]),
  ];

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="order-summary-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={2} data-testid="order-summary">
        <Box>
          <Typography id="order-summary-title" variant="h3" component="h2">
            {t('summary.title')}
          </Typography>
          {orderId ? (
            <Typography color="text.secondary" data-testid="order-id">
              {t('orderNumber', { orderId })}
            </Typography>
          ) : (
            // Its line is held while checkout draws the number (just after the first frame), so
            // the summary does not move down when it comes.
            <Typography aria-hidden>{'\u00a0'}</Typography>
          )}
        </Box>
        <Divider />
        {tour && <Line label={tour.title} details={tourDetails(tour)} price={tour.subtotal} />}
        {tourDayToChoose && (
          <FixItAlert
            text={t('summary.tourDayMissing')}
            action={t('summary.chooseTourDay')}
            to={paths.tour(tourDayToChoose.slug)}
          />
        )}
        {transfer && (
          <Line
            label={t('summary.transfer', { type: t(`transferTypes.${transfer.type}`) })}
            details={[
              t('summary.route', { origin: transfer.origin, destination: transfer.destination }),
              t('summary.when', {
                date: calendarDateLabel(transfer.date, language, 'long'),
                time: transfer.time,
              }),
              ...(transfer.flightNumber
                ? [
                    transfer.arrivalTime
                      ? t('summary.flightLands', {
                          flight: transfer.flightNumber,
                          time: transfer.arrivalTime,
                        })
                      : t('summary.flight', { flight: transfer.flightNumber }),
                  ]
                : []),
              t(`passengerGroups.${transfer.passengerGroup}`),
            ]}
            price={transfer.price}
          />
        )}
        {transferDatePassed && (
          <FixItAlert
            text={t('summary.pastDate')}
            action={t('summary.newQuote')}
            to={paths.homeSection('servicios')}
          />
        )}
        {transferFlightMissing && (
          <FixItAlert
            text={t('summary.flightMissing')}
            action={t('summary.newQuote')}
            to={paths.homeSection('servicios')}
          />
        )}
        <Divider />
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography variant="h3" component="p">
            {t('summary.total')}
          </Typography>
          <Typography variant="h3" component="p" color="primary" data-testid="order-total">
            {formatPublicPrice(total)}
          </Typography>
        </Stack>
      </Stack>
    </Paper>
  );
}
