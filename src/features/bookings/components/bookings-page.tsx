// /admin/bookings: bookings newest first, 50 a page, filtered by status on the server, searchable by
// name among those shown and by order id among all.
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { useTranslation } from 'react-i18next';
import { SectionSpinner } from '@/components/full-screen-spinner';
import { useSearchParams } from 'react-router-dom';
import type { StoredBooking } from '@/domain/booking';
import { destinationDateTimeLabel } from '@/domain/calendar-date';
import { formatPublicPrice } from '@/domain/format-price';
import { BOOKING_STATUSES } from '@/domain/booking';
import { DEFAULT_HOLD_SETTINGS, type HoldSettings } from '@/domain/booking-hold';
import { parseOrderId } from '@/domain/order-id';
import { BOOKINGS_PAGE_SIZE } from '../api/bookings-queries';
import { useBooking, useBookings } from '../api/use-bookings';
import {
  BOOKINGS_QUERY,
  filterBookings,
  toStatusFilter,
  type StatusFilter,
} from '../utils/booking-filters';
import { BookingDetailDialog } from './booking-detail-dialog';
import { BookingStatusChip } from './booking-status-chip';
import { LoadErrorBoundary } from './load-error-boundary';

const NO_ROWS: StoredBooking[] = [];

/**
 * Memoized: a row is drawn again only when its booking changes, not on each key typed in the
 * search or each answer that leaves it as it was.
 */
const BookingRow = memo(function BookingRow({
  booking,
  onOpen,
}: {
  booking: StoredBooking;
  onOpen(orderId: string): void;
}) {
  const { t, i18n } = useTranslation('admin');
  const what = [
    booking.tour?.title,
    booking.transfer && `${booking.transfer.origin} → ${booking.transfer.destination}`,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Card component="li" variant="outlined" aria-label={booking.orderId}>
      <CardActionArea
        onClick={() => onOpen(booking.orderId)}
        aria-label={t('bookings.open', { orderId: booking.orderId })}
      >
        <CardContent>
          <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={1}>
            <Typography sx={{ fontWeight: 800, fontFamily: 'monospace' }}>
              {booking.orderId}
            </Typography>
            <BookingStatusChip status={booking.status} />
          </Stack>
          <Typography
            sx={{ overflowWrap: 'anywhere' }}
          >{`${booking.contact.firstName} ${booking.contact.lastName}`}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {what}
          </Typography>
          <Stack direction="row" justifyContent="space-between" sx={{ mt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {destinationDateTimeLabel(booking.createdAt, i18n.language)}
            </Typography>
            <Typography sx={{ fontWeight: 700 }}>{formatPublicPrice(booking.total)}</Typography>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
});

function BookingsScreen({ holdSettings }: { holdSettings: HoldSettings }) {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const search = params.get(BOOKINGS_QUERY.search) ?? '';
  const status = toStatusFilter(params.get(BOOKINGS_QUERY.status));
  const openId = params.get(BOOKINGS_QUERY.open);
  // How many pages are loaded, per status filter: another filter starts again at one page.
  const [pages, setPages] = useState({ status, count: 1 });
  const pageCount = pages.status === status ? pages.count : 1;
  const read = useBookings({ status, pages: pageCount });
  // An order id finds its booking even when it is older than the pages loaded.
  const searchedId = parseOrderId(search);
  const searched = useBooking(searchedId);
  // The same list while the bookings, the search and the filter stay: the rows below follow it.
  const shown = useMemo(() => {
    const loadedMatches = filterBookings(read.bookings, search, status);
    return searched &&
      filterBookings([searched], search, status).length > 0 &&
      !loadedMatches.some((booking) => booking.orderId === searched.orderId)
      ? [searched, ...loadedMatches]
      : loadedMatches;
  }, [read.bookings, search, status, searched]);
  const loadedOpen = read.bookings.find((booking) => booking.orderId === openId);
  const fetchedOpen = useBooking(loadedOpen ? null : openId);
  const open = loadedOpen ?? fetchedOpen;

  const setParam = useCallback(
    (name: string, value: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: name !== BOOKINGS_QUERY.open },
      ),
    [setParams],
  );
  const openBooking = useCallback(
    (orderId: string) => setParam(BOOKINGS_QUERY.open, orderId),
    [setParam],
  );
  // The rows are drawn in the background (React cuts that work into short slices), so a key typed
  // in the search shows at once and a new answer of 50 bookings does not hold a phone still; on
  // opening too, where the bookings may already be known. The count below waits for them, so
  // it is not drawn under a list still empty and then pushed down.
  const rows = useDeferredValue(shown, NO_ROWS);
  const rowsDrawn = rows === shown;

  return (
    <>
      <PageHeader
        title={t('bookings.title')}
        subtitle={t('bookings.subtitle', { size: BOOKINGS_PAGE_SIZE })}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          type="search"
          label={t('bookings.search')}
          value={search}
          onChange={(event) => setParam(BOOKINGS_QUERY.search, event.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
          fullWidth
        />
        <TextField
          select
          label={t('bookings.statusFilter')}
          value={status}
          onChange={(event) =>
            setParam(
              BOOKINGS_QUERY.status,
              event.target.value === 'all' ? null : event.target.value,
            )
          }
          sx={{ minWidth: { sm: 220 } }}
          fullWidth
        >
          {(['all', ...BOOKING_STATUSES] as StatusFilter[]).map((option) => (
            <MenuItem key={option} value={option}>
              {option === 'all' ? t('bookings.allStatuses') : t(`bookings.status.${option}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {read.status === 'loading' && read.bookings.length === 0 ? (
        <SectionSpinner />
      ) : shown.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {read.bookings.length === 0 && !search ? t('bookings.none') : t('bookings.noMatch')}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t('bookings.list')}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: {
              xs: '1fr',
              md: 'repeat(2, minmax(0, 1fr))',
              xl: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          {rows.map((booking) => (
            <BookingRow key={booking.orderId} booking={booking} onOpen={openBooking} />
          ))}
        </Box>
      )}
      {read.complete && rowsDrawn && read.bookings.length > 0 && (
        <Stack spacing={1} alignItems="center" sx={{ mt: 3, textAlign: 'center' }}>
          <Typography variant="body2" color="text.secondary" role="status">
            {t('bookings.shown', { count: read.bookings.length })}
          </Typography>
          {search && read.hasMore && !searchedId && (
            <Typography variant="body2" color="text.secondary">
              {t('bookings.searchLoaded')}
            </Typography>
          )}
          {read.hasMore && (
            <Button
              variant="outlined"
              disabled={read.status === 'loading'}
              onClick={() => setPages({ status, count: pageCount + 1 })}
            >
              {t('bookings.more', { size: BOOKINGS_PAGE_SIZE })}
            </Button>
          )}
        </Stack>
      )}
      <BookingDetailDialog
        booking={open}
        holdSettings={holdSettings}
        onClose={() => setParam(BOOKINGS_QUERY.open, null)}
      />
    </>
  );
}

/**
 * The list, or why it could not load; another status filter reads again. `holdSettings`: the
 * admin's, which cap how far staff extend a hold.
 */
export default function BookingsPage({
  holdSettings = DEFAULT_HOLD_SETTINGS,
}: {
  holdSettings?: HoldSettings;
}) {
  const { t } = useTranslation('admin');
  const [params] = useSearchParams();
  return (
    <LoadErrorBoundary
      resetKey={toStatusFilter(params.get(BOOKINGS_QUERY.status))}
      fallback={(message) => (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('bookings.loadError', { message })}
        </Alert>
      )}
    >
      <BookingsScreen holdSettings={holdSettings} />
    </LoadErrorBoundary>
  );
}
