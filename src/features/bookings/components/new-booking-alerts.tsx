// While the admin app is open, each booking made after it opened raises a notification (order id,
// name, total, in the admin's language) when the admin allowed them in settings; a click on it
// opens the booking. Renders nothing.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatPublicPrice } from '@/domain/format-price';
import { showNotification } from '@/lib/notifications';
import { useBookingIdsOnServer, useBookingsSince } from '../api/use-dashboard-data';
import { BOOKINGS_QUERY, bookingsLink } from '../utils/booking-filters';
import { newBookingsTracker } from '../utils/new-bookings';

/**
 * The listener reaches this far back, so a device clock running ahead of the server's cannot hide
 * a new booking; what it finds at start is the baseline, never announced.
 */
const CLOCK_SLACK_MS = 15 * 60_000;

export function NewBookingAlerts() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const [since] = useState(() => new Date(Date.now() - CLOCK_SLACK_MS));
  const [newBookings] = useState(() => newBookingsTracker());
  const read = useBookingsSince(since);
  const onServer = useBookingIdsOnServer(since);

  useEffect(() => {
    // Nothing is announced before the server has said what was already there.
    if (read.status !== 'success' || onServer === null) return;
    const before = onServer === 'unavailable' ? undefined : onServer;
    for (const { orderId, contact, total } of newBookings(read.items, before)) {
      showNotification(
        t('bookings.alert.title', { orderId }),
        {
          body: t('bookings.alert.body', {
            name: `${contact.firstName} ${contact.lastName}`.trim(),
            total: formatPublicPrice(total),
          }),
          tag: `booking-${orderId}`,
          url: bookingsLink({ [BOOKINGS_QUERY.open]: orderId }),
        },
        (path) => void navigate(path),
      ).catch((error: unknown) => console.error(`Could not announce booking ${orderId}`, error));
    }
  }, [read, onServer, newBookings, t, navigate]);

  return null;
}
