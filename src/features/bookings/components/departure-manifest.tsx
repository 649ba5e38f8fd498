// One departure of the day: tour, time, seats sold of capacity, and the passenger list in pickup
// order: a card per booking on a phone, one row per booking on a wide screen and on paper.
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredBooking } from '@/domain/booking';
import { ANY_DEPARTURE } from '@/domain/tour-schedule';
import { useBookingChat } from '../hooks/use-booking-chat';
import type { DepartureManifest as Departure } from '../utils/day-manifest';
import { BookingStatusChip } from './booking-status-chip';

/** Wide screens (MUI's md and up) and paper: one row per booking, columns lined up across rows. */
const ROW = '@media (min-width: 900px), print';

function SeatsSold({ sold, capacity }: Pick<Departure, 'sold' | 'capacity'>) {
  const { t } = useTranslation('admin');
  if (capacity === 'unlimited') return t('day.seatsNoLimit', { count: sold });
  if (capacity === 'unknown') return t('day.seatsSold', { count: sold });
  return t('day.seatsOfCapacity', { sold, count: capacity });
}

function ManifestRow({ booking, chat }: { booking: StoredBooking; chat: string | null }) {
  const { t } = useTranslation('admin');
  const { contact, tour } = booking;
  const cancelled = booking.status === 'cancelled';
  const name = `${contact.firstName} ${contact.lastName}`;
  const pickup = tour?.pickup?.trim();
  const struck = cancelled ? { textDecoration: 'line-through' } : {};
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gap: 0.5,
        columnGap: 2,
        alignItems: 'center',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        gridTemplateAreas: '"pickup status" "name name" "people order" "phone phone"',
        px: 2,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        // A cancelled booking is struck through and says so in its chip: not faded, which took its
        // text below the contrast a guide reading in the sun needs (WCAG AA).
        bgcolor: cancelled ? 'action.hover' : undefined,
        breakInside: 'avoid',
        [ROW]: {
          gridTemplateColumns:
            'minmax(0, 3fr) minmax(0, 3fr) minmax(0, 2fr) minmax(0, 2.5fr) 6.5rem 6rem',
          gridTemplateAreas: '"pickup name people phone order status"',
          columnGap: 1.5,
          py: 1,
        },
        '@media print': { px: 1 },
      }}
    >
      <Typography
        sx={{ gridArea: 'pickup', fontWeight: 700, overflowWrap: 'anywhere', ...struck }}
        color={pickup ? 'text.primary' : 'text.secondary'}
      >
        {pickup || t('day.noPickup')}
      </Typography>
      <Typography sx={{ gridArea: 'name', overflowWrap: 'anywhere', ...struck }}>{name}</Typography>
      <Typography variant="body2" sx={{ gridArea: 'people' }}>
        {t('bookings.participantsValue', {
          adults: tour?.adults ?? 0,
          children: tour?.children ?? 0,
        })}
      </Typography>
      <Box sx={{ gridArea: 'phone', minWidth: 0 }}>
        {chat ? (
          <Link
            href={chat}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('day.whatsappTo', { name, phone: contact.phone })}
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.75,
              minHeight: 44,
              overflowWrap: 'anywhere',
              '@media print': { minHeight: 0, color: 'text.primary', textDecoration: 'none' },
            }}
          >
            <WhatsAppIcon fontSize="small" color="success" sx={{ displayPrint: 'none' }} />
            {contact.phone}
          </Link>
        ) : (
          <Typography sx={{ overflowWrap: 'anywhere' }}>{contact.phone}</Typography>
        )}
      </Box>
      <Typography
        variant="body2"
        sx={{
          gridArea: 'order',
          fontFamily: 'monospace',
          justifySelf: 'end',
          [ROW]: { justifySelf: 'start' },
        }}
      >
        {booking.orderId}
      </Typography>
      <Box sx={{ gridArea: 'status', justifySelf: 'end', [ROW]: { justifySelf: 'start' } }}>
        {booking.checkIn ? (
          <Chip
            size="small"
            variant="outlined"
            color={booking.checkIn.outcome === 'noShow' ? 'warning' : 'success'}
            label={
              booking.checkIn.outcome === 'noShow'
                ? t('day.noShowMark')
                : t('day.checkedInMark', {
                    count: booking.checkIn.adults + booking.checkIn.children,
                  })
            }
          />
        ) : (
          <BookingStatusChip status={booking.status} />
        )}
      </Box>
    </Box>
  );
}

export function DepartureManifest({ departure }: { departure: Departure }) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const chatWith = useBookingChat();
  const names = {
    title: departure.title,
    departure: departure.departure === ANY_DEPARTURE ? t('day.allDay') : departure.departure,
  };
  return (
    <Card
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ '@media print': { borderColor: 'text.primary' } }}
    >
      <Box sx={{ px: 2, py: 1.5, breakAfter: 'avoid' }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {t('day.departure', names)}
        </Typography>
        <Typography color="text.secondary">
          <SeatsSold sold={departure.sold} capacity={departure.capacity} />
        </Typography>
        <Typography sx={{ fontWeight: 700 }} data-testid="departure-attendance">
          {t('day.attendance', { ...departure.attendance })}
        </Typography>
      </Box>
      {departure.bookings.length > 0 && (
        <Box
          component="ul"
          aria-label={t('day.manifest', names)}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {departure.bookings.map((booking) => (
            <ManifestRow key={booking.orderId} booking={booking} chat={chatWith(booking)} />
          ))}
        </Box>
      )}
    </Card>
  );
}
