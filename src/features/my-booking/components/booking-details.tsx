// What was booked: the tour (day, departure, pickup, participants), the transfer (route, day, time,
// passengers), the total and the payment method, in the page's language.
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { BookingTourLine, BookingTransferLine } from '@/domain/booking';
import type { BookingView } from '@/domain/booking-lookup';
import { calendarDateLabel } from '@/domain/calendar-date';
import { formatPublicPrice } from '@/domain/format-price';
import { ANY_DEPARTURE } from '@/domain/tour-schedule';
import { useCatalog } from '@/features/catalog/catalog-provider';
import { currentLanguage } from '@/lib/i18n';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
      <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography component="div" sx={{ textAlign: 'right', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={0.75} component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 800 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

function TourSection({ tour }: { tour: BookingTourLine }) {
  const { t } = useTranslation('my-booking');
  const language = currentLanguage();
  // The booking keeps no price type: the catalog says whether the price was for the whole group.
  const perGroup =
    useCatalog().tours.find(({ id }) => id === tour.tourId)?.priceType === 'per_group';
  const participants = [
    t('booking.adults', { count: tour.adults }),
    ...(tour.children > 0 ? [t('booking.children', { count: tour.children })] : []),
  ].join(', ');
  return (
    <Section title={`${t('booking.tour')}: ${tour.title}`}>
      {tour.date && (
        <Row label={t('booking.date')}>{calendarDateLabel(tour.date, language, 'long')}</Row>
      )}
      {tour.departure && tour.departure !== ANY_DEPARTURE && (
        <Row label={t('booking.departure')}>{tour.departure}</Row>
      )}
      {tour.pickup && <Row label={t('booking.pickup')}>{tour.pickup}</Row>}
      <Row label={t('booking.participants')}>{perGroup ? t('booking.perGroup') : participants}</Row>
      <Row label={t('booking.price')}>{formatPublicPrice(tour.subtotal)}</Row>
    </Section>
  );
}

function TransferSection({ transfer }: { transfer: BookingTransferLine }) {
  const { t } = useTranslation('my-booking');
  const language = currentLanguage();
  return (
    <Section
      title={t('booking.transfer', { type: t(`transferTypes.${transfer.type}`, { ns: 'public' }) })}
    >
      <Row label={t('booking.route')}>
        {t('booking.routeValue', { origin: transfer.origin, destination: transfer.destination })}
      </Row>
      <Row label={t('booking.when')}>
        {t('booking.whenValue', {
          date: calendarDateLabel(transfer.date, language, 'long'),
          time: transfer.time,
        })}
      </Row>
      {transfer.flightNumber && (
        <Row label={t('booking.flight')}>
          {transfer.arrivalTime
            ? t('booking.flightLands', {
                flight: transfer.flightNumber,
                time: transfer.arrivalTime,
              })
            : transfer.flightNumber}
        </Row>
      )}
      <Row label={t('booking.passengers')}>
        {t(`passengerGroups.${transfer.passengerGroup}`, { ns: 'public' })}
      </Row>
      <Row label={t('booking.price')}>{formatPublicPrice(transfer.price)}</Row>
    </Section>
  );
}

export function BookingDetails({ booking }: { booking: BookingView }) {
  const { t } = useTranslation('my-booking');
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="booking-title"
      sx={{ p: { xs: 2, sm: 3 } }}
      data-testid="my-booking-details"
    >
      <Stack spacing={2}>
        <Typography id="booking-title" variant="h3" component="h2">
          <Trans
            t={t}
            i18nKey="booking.title"
            values={{ orderId: booking.orderId }}
            components={{ id: <Box component="span" sx={{ whiteSpace: 'nowrap' }} /> }}
          />
        </Typography>
        {booking.tour && <TourSection tour={booking.tour} />}
        {booking.tour && booking.transfer && <Divider />}
        {booking.transfer && <TransferSection transfer={booking.transfer} />}
        <Divider />
        <Row label={t('booking.payment')}>{t(`booking.methods.${booking.paymentMethod}`)}</Row>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography variant="h3" component="p">
            {t('booking.total')}
          </Typography>
          <Typography variant="h3" component="p" color="primary" data-testid="my-booking-total">
            {formatPublicPrice(booking.total)}
          </Typography>
        </Stack>
      </Stack>
    </Paper>
  );
}
