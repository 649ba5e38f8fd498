// The dashboard's bookings block: how many came in today, how many wait for confirmation (both counted
// by Firestore, not by reading every booking), and the newest pending ones, live.
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import PendingActionsOutlinedIcon from '@mui/icons-material/PendingActionsOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatPublicPrice } from '@/domain/format-price';
import { usePendingBookings } from '../api/use-bookings';
import { useBookingCounts } from '../booking-counts-provider';
import { BOOKINGS_QUERY, bookingsLink } from '../utils/booking-filters';

const PENDING_SHOWN = 5;

function CountCard({
  to,
  icon,
  label,
  count,
}: {
  to: string;
  icon: ReactNode;
  label: string;
  count: number | null;
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
        <CardContent>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={{ xs: 1, sm: 2 }}
            alignItems={{ xs: 'flex-start', sm: 'center' }}
          >
            <Box
              sx={{
                bgcolor: 'secondary.main',
                color: 'secondary.contrastText',
                borderRadius: 2,
                p: 1.25,
                display: 'flex',
              }}
            >
              {icon}
            </Box>
            <Box>
              <Typography variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography variant="h4" component="p" sx={{ fontWeight: 800 }}>
                {count ?? '…'}
              </Typography>
            </Box>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export function BookingsOverview() {
  const { t } = useTranslation('admin');
  const read = usePendingBookings(PENDING_SHOWN);
  const counts = useBookingCounts();
  const pending = read.bookings;

  return (
    <Box component="section" aria-labelledby="bookings-overview-title" sx={{ mb: 3 }}>
      <Typography id="bookings-overview-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('bookings.overview.title')}
      </Typography>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', mb: 2 }}
      >
        <CountCard
          to={paths.admin.bookings}
          icon={<EventAvailableOutlinedIcon />}
          label={t('bookings.overview.today')}
          count={counts?.today ?? null}
        />
        <CountCard
          to={bookingsLink({ [BOOKINGS_QUERY.status]: 'pending' })}
          icon={<PendingActionsOutlinedIcon />}
          label={t('bookings.overview.pending')}
          count={counts?.pending ?? null}
        />
      </Box>
      {read.status === 'error' && (
        <Typography color="error">{t('bookings.loadError', { message: read.message })}</Typography>
      )}
      {pending.length > 0 && (
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
      )}
    </Box>
  );
}
