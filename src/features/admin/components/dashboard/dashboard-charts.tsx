// The dashboard's charts block, in a chunk of its own: the charting library (about 80 KB gzip) loads
// after the counters have shown, not before.
import Box from '@mui/material/Box';
import type { StoredBooking } from '@/domain/booking';
import type { Tour } from '@/domain/tour';
import type { DepartureSeats } from '@/domain/tour-schedule';
import type { ChartRead } from './chart-card';
import { SalesChart } from './sales-chart';
import { SeatsChart } from './seats-chart';

export interface DashboardChartsData {
  /** Today in Punta Cana. */
  today: string;
  seats: ChartRead<DepartureSeats>;
  bookings: ChartRead<StoredBooking>;
}

export default function DashboardCharts({
  tours,
  charts,
}: {
  tours: Tour[];
  charts: DashboardChartsData;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      <SeatsChart tours={tours} seats={charts.seats} today={charts.today} />
      <SalesChart bookings={charts.bookings} today={charts.today} />
    </Box>
  );
}
