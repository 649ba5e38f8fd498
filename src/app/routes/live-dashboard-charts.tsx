// The dashboard's charts with their live figures, loaded when they come near the screen: the
// charting library, the seats chart's read and the charts' day counts come with them, not with
// the admin's first screen.
import { addDays, startOfDayAtDestination, todayAtDestination } from '@/domain/calendar-date';
import type { Tour } from '@/domain/tour';
import DashboardCharts from '@/features/admin/components/dashboard/dashboard-charts';
import { SALES_CHART_DAYS } from '@/features/admin/utils/sales-per-day';
import { SEATS_CHART_DAYS } from '@/features/admin/utils/seats-per-tour';
import { useBookingsSince } from '@/features/bookings/api/use-dashboard-data';
import { useSeatsBetween } from '@/features/bookings/api/use-seats-between';
import { LoadErrorBoundary } from '@/features/bookings/components/load-error-boundary';

/** The charts' live figures: the seats of the coming days and the bookings of the last ones. */
function LiveCharts({ tours }: { tours: Tour[] }) {
  const today = todayAtDestination();
  const seats = useSeatsBetween(today, addDays(today, SEATS_CHART_DAYS - 1));
  const bookings = useBookingsSince(startOfDayAtDestination(addDays(today, 1 - SALES_CHART_DAYS)));
  return <DashboardCharts tours={tours} charts={{ today, seats, bookings }} />;
}

/** A chart read that failed leaves the rest of the dashboard in place; the charts say why. */
export default function LiveDashboardCharts({ tours }: { tours: Tour[] }) {
  return (
    <LoadErrorBoundary
      fallback={(message) => {
        const failed = { status: 'error', message, items: [] } as const;
        return (
          <DashboardCharts
            tours={tours}
            charts={{ today: todayAtDestination(), seats: failed, bookings: failed }}
          />
        );
      }}
    >
      <LiveCharts tours={tours} />
    </LoadErrorBoundary>
  );
}
