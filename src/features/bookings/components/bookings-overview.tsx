// The dashboard's bookings block: how many came in today, how many wait for confirmation (both counted
// by Firestore, not by reading every booking), and the newest pending ones, live.
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import PendingActionsOutlinedIcon from '@mui/icons-material/PendingActionsOutlined';
import TimerOffOutlinedIcon from '@mui/icons-material/TimerOffOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { StatCard } from '@/components/stat-card';
import { paths } from '@/config/paths';
import { formatPublicPrice } from '@/domain/format-price';
import { usePendingBookings } from '../api/use-bookings';
import { useBookingCounts } from '../booking-counts-provider';
import { BOOKINGS_QUERY, bookingsLink } from '../utils/booking-filters';
import { LoadErrorBoundary } from './load-error-boundary';

const PENDING_SHOWN = 5;

/** The newest bookings waiting for confirmation, live; nothing while none waits. */
function PendingList() {
  const { t } = useTranslation('admin');
  const pending = usePendingBookings(PENDING_SHOWN).bookings;
  if (pending.length === 0) return null;
  return (
    <Card variant="outlined">
      <List aria-label={t('bookings.overview.pendingList')} disablePadding>
        {pending.map((booking) => (
          // The link sits in a list item: a list holds only items (screen readers count them).
          <ListItem key={booking.orderId} disablePadding divider>
            <ListItemButton
              component={Link}
              to={bookingsLink({ [BOOKINGS_QUERY.open]: booking.orderId })}
              sx={{ minHeight: 56 }}
            >
              <ListItemText
                primary={`${booking.orderId} · ${booking.contact.firstName} ${booking.contact.lastName}`}
                secondary={formatPublicPrice(booking.total)}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Card>
  );
}

export function BookingsOverview() {
  const { t } = useTranslation('admin');
  const counts = useBookingCounts();

  return (
    <Box component="section" aria-labelledby="bookings-overview-title" sx={{ mb: 3 }}>
      <Typography id="bookings-overview-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('bookings.overview.title')}
      </Typography>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', mb: 2 }}
      >
        <StatCard
          to={paths.admin.bookings}
          icon={<EventAvailableOutlinedIcon />}
          label={t('bookings.overview.today')}
          value={counts?.today ?? null}
          tone="secondary"
        />
        <StatCard
          to={bookingsLink({ [BOOKINGS_QUERY.status]: 'pending' })}
          icon={<PendingActionsOutlinedIcon />}
          label={t('bookings.overview.pending')}
          value={counts?.pending ?? null}
          tone="secondary"
        />
        <StatCard
          to={bookingsLink({ [BOOKINGS_QUERY.status]: 'expired' })}
          icon={<TimerOffOutlinedIcon />}
          label={t('bookings.overview.expired')}
          value={counts?.expired ?? null}
          tone="secondary"
        />
        <StatCard
          to={bookingsLink({ [BOOKINGS_QUERY.status]: 'cancelled' })}
          icon={<EventBusyOutlinedIcon />}
          label={t('bookings.overview.cancelled')}
          value={counts?.cancelled ?? null}
          tone="secondary"
        />
      </Box>
      <LoadErrorBoundary
        fallback={(message) => (
          <Typography color="error">{t('bookings.loadError', { message })}</Typography>
        )}
      >
        <PendingList />
      </LoadErrorBoundary>
    </Box>
  );
}
