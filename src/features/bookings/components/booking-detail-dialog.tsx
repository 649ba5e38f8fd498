// Everything about one booking, with status changes and a WhatsApp chat with the customer.
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useToastedAction } from '@/hooks/use-toasted-action';
import type { StoredBooking } from '@/domain/booking';
import { formatPublicPrice } from '@/domain/format-price';
import { STAFF_BOOKING_STATUSES, type StaffBookingStatus } from '@/domain/booking';
import { extendedHoldUntil, type HoldSettings } from '@/domain/booking-hold';
import { extendBookingHold, updateBookingStatus } from '../api/update-booking-status';
import { useBookingChat } from '../hooks/use-booking-chat';
import { calendarDateLabel, destinationDateTimeLabel } from '@/domain/calendar-date';
import { touchesAirport } from '@/domain/flight-number';
import { BookingMessagesSection } from './booking-messages-section';
import { CheckInRecord } from './check-in-record';
import { BookingStatusChip } from './booking-status-chip';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} justifyContent="space-between" alignItems="baseline">
      <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography component="div" textAlign="right" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={0.75} component="section" aria-label={title}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

interface BookingDetailDialogProps {
  booking: StoredBooking | null;
  /** The admin's: an extended hold still ends the cutoff before the departure. */
  holdSettings: HoldSettings;
  onClose(): void;
}

export function BookingDetailDialog({ booking, holdSettings, onClose }: BookingDetailDialogProps) {
  const { t, i18n } = useTranslation('admin');
  const run = useToastedAction();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [changing, setChanging] = useState<StaffBookingStatus | 'hold' | null>(null);
  const bookingChat = useBookingChat();
  // When the detail was opened: a lock ends at midnight, and the dialog is open minutes at most.
  const [openedAt] = useState(Date.now);

  if (!booking) return null;
  const { contact, tour, transfer } = booking;
  const language = i18n.language;
  const chat = bookingChat(booking);

  const holdUntil = booking.status === 'pending' ? booking.holdUntil : undefined;
  const extendedUntil =
    holdUntil === undefined ? null : extendedHoldUntil(holdUntil, openedAt, tour, holdSettings);

  const extendHold = async (until: number) => {
    setChanging('hold');
    await run(() => extendBookingHold(booking.orderId, until), {
      name: 'Booking hold extension',
      success: {
        title: t('toasts.update_success'),
        description: t('bookings.hold.extended', {
          orderId: booking.orderId,
          until: destinationDateTimeLabel(until, language),
        }),
      },
      errorTitle: t('toasts.update_error'),
    });
    setChanging(null);
  };

  const changeStatus = async (status: StaffBookingStatus) => {
    setChanging(status);
    await run(() => updateBookingStatus(booking.orderId, booking.status, status), {
      name: 'Booking status change',
      success: {
        title: t('toasts.update_success'),
        description: t('bookings.statusChanged', {
          orderId: booking.orderId,
          status: t(`bookings.status.${status}`),
        }),
      },
      errorTitle: t('toasts.update_error'),
    });
    setChanging(null);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="booking-detail-title"
    >
      <DialogTitle
        id="booking-detail-title"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
      >
        {t('bookings.detailTitle', { orderId: booking.orderId })}
        <BookingStatusChip status={booking.status} />
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Section title={t('bookings.customer')}>
            <Row label={t('bookings.name')}>{`${contact.firstName} ${contact.lastName}`}</Row>
            <Row label={t('bookings.email')}>
              <Link href={`mailto:${contact.email}`}>{contact.email}</Link>
            </Row>
            <Row label={t('bookings.phone')}>
              <Link href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</Link>
            </Row>
            <Row label={t('bookings.language')}>
              {t(`language.${booking.language}`, { ns: 'common' })}
            </Row>
          </Section>
          <Divider />
          {tour && (
            <Section title={t('bookings.tour')}>
              <Row label={t('bookings.tourTitle')}>{tour.title}</Row>
              <Row label={t('bookings.participants')}>
                {t('bookings.participantsValue', { adults: tour.adults, children: tour.children })}
              </Row>
              {booking.checkIn && (
                <Row label={t('checkIn.recordLabel')}>
                  <CheckInRecord checkIn={booking.checkIn} />
                </Row>
              )}
              <Row label={t('bookings.subtotal')}>{formatPublicPrice(tour.subtotal)}</Row>
            </Section>
          )}
          {transfer && (
            <Section title={t('bookings.transfer')}>
              <Row
                label={t('bookings.route')}
              >{`${transfer.origin} → ${transfer.destination}`}</Row>
              <Row
                label={t('bookings.pickup')}
              >{`${calendarDateLabel(transfer.date, language)}, ${transfer.time}`}</Row>
              {transfer.flightNumber ? (
                <Row label={t('bookings.flight')}>
                  {transfer.arrivalTime
                    ? t('bookings.flightLands', {
                        flight: transfer.flightNumber,
                        time: transfer.arrivalTime,
                      })
                    : transfer.flightNumber}
                </Row>
              ) : (
                // Bookings from before flights were asked for: staff ask the customer.
                touchesAirport(transfer.type, transfer.origin, transfer.destination) && (
                  <Row label={t('bookings.flight')}>{t('bookings.flightMissing')}</Row>
                )
              )}
              <Row label={t('bookings.passengers')}>{transfer.passengers}</Row>
              <Row label={t('bookings.price')}>{formatPublicPrice(transfer.price)}</Row>
            </Section>
          )}
          <Divider />
          <Section title={t('bookings.payment')}>
            <Row label={t('bookings.method')}>{t(`bookings.methods.${booking.paymentMethod}`)}</Row>
            <Row label={t('bookings.bookedAt')}>
              {destinationDateTimeLabel(booking.createdAt, language)}
            </Row>
            {booking.lookupLockedUntil !== undefined && booking.lookupLockedUntil > openedAt && (
              // Too many wrong contacts were tried for it today: staff can tell a customer why.
              <Typography role="note" variant="body2" color="warning.dark">
                {t('bookings.lookupLocked', {
                  until: destinationDateTimeLabel(booking.lookupLockedUntil, language),
                })}
              </Typography>
            )}
            <Row label={t('bookings.total')}>
              <strong>{formatPublicPrice(booking.total)}</strong>
            </Row>
          </Section>
          {holdUntil !== undefined && (
            <>
              <Divider />
              <Section title={t('bookings.hold.title')}>
                <Row label={t('bookings.hold.until')}>
                  {destinationDateTimeLabel(holdUntil, language)}
                </Row>
                <Typography variant="body2" color="text.secondary">
                  {t('bookings.hold.explain')}
                </Typography>
                {extendedUntil === null ? (
                  <Typography role="note" variant="body2" color="text.secondary">
                    {t('bookings.hold.cannotExtend')}
                  </Typography>
                ) : (
                  <Button
                    variant="outlined"
                    sx={{ alignSelf: 'flex-start' }}
                    onClick={() => void extendHold(extendedUntil)}
                    loading={changing === 'hold'}
                    disabled={changing !== null}
                  >
                    {t('bookings.hold.extend', {
                      until: destinationDateTimeLabel(extendedUntil, language),
                    })}
                  </Button>
                )}
              </Section>
            </>
          )}
          <Divider />
          <BookingMessagesSection messages={booking.messages} />
          <Divider />
          <Section title={t('bookings.changeStatus')}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              {STAFF_BOOKING_STATUSES.filter((status) => status !== booking.status).map(
                (status) => (
                  <Button
                    key={status}
                    variant={status === 'confirmed' ? 'contained' : 'outlined'}
                    color={status === 'cancelled' ? 'error' : 'primary'}
                    onClick={() => void changeStatus(status)}
                    loading={changing === status}
                    disabled={changing !== null}
                  >
                    {t(`bookings.markAs.${status}`)}
                  </Button>
                ),
              )}
            </Stack>
          </Section>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ flexGrow: 1 }}>
          {chat ? (
            <Button
              color="success"
              variant="outlined"
              startIcon={<WhatsAppIcon />}
              href={chat}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('bookings.whatsapp')}
            </Button>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('bookings.noWhatsapp')}
            </Typography>
          )}
        </Box>
        <Button onClick={onClose}>{t('bookings.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
