// The dashboard's seats chart: per tour, seats sold and seats still free over the next 14 days,
// as horizontal bars so tour names stay readable on a phone.
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/domain/format-price';
import type { DepartureSeats } from '@/domain/tour-schedule';
import type { Tour } from '@/domain/tour';
import {
  SEATS_CHART_DAYS,
  seatsPerTour,
  seatsTotals,
  type TourSeats,
} from '../../utils/seats-per-tour';
import { ChartCard, type ChartRead } from './chart-card';

/** Tour names longer than this are cut on the axis; the tooltip and the table keep them whole. */
const AXIS_LABEL_LENGTH = 16;
const BAR_HEIGHT = 36;

function shortLabel(title: string): string {
  return title.length > AXIS_LABEL_LENGTH ? `${title.slice(0, AXIS_LABEL_LENGTH - 1)}…` : title;
}

interface SeatsChartProps {
  tours: Tour[];
  seats: ChartRead<DepartureSeats>;
  /** Today in Punta Cana: the first day shown. */
  today: string;
}

export function SeatsChart({ tours, seats, today }: SeatsChartProps) {
  const { t, i18n } = useTranslation('admin');
  const theme = useTheme();
  const rows = seatsPerTour(tours, seats.items, today, SEATS_CHART_DAYS, i18n.language);
  const totals = seatsTotals(rows);
  const days = SEATS_CHART_DAYS;
  const capacityText = (row: TourSeats) =>
    row.capacity === null ? t('dashboard.charts.seats.noLimit') : formatNumber(row.capacity);

  const summary = [
    t('dashboard.charts.seats.summary', {
      days,
      sold: formatNumber(totals.sold),
      capacity: formatNumber(totals.capacity),
    }),
    totals.soldWithoutLimit > 0 &&
      t('dashboard.charts.seats.withoutLimit', { count: totals.soldWithoutLimit }),
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <ChartCard
      id="seats-chart"
      title={t('dashboard.charts.seats.title', { days })}
      summary={summary}
      caption={t('dashboard.charts.seats.caption')}
      status={seats.status}
      errorMessage={seats.status === 'error' ? seats.message : undefined}
      empty={rows.length === 0 ? t('dashboard.charts.seats.none', { days }) : undefined}
      table={{
        head: [
          t('dashboard.charts.seats.tour'),
          t('dashboard.charts.seats.sold'),
          t('dashboard.charts.seats.capacity'),
        ],
        rows: rows.map((row) => [row.title, formatNumber(row.sold), capacityText(row)]),
      }}
    >
      <BarChart
        layout="horizontal"
        height={Math.max(160, rows.length * BAR_HEIGHT + 90)}
        margin={{ left: 4, right: 16 }}
        yAxis={[
          {
            scaleType: 'band',
            data: rows.map((row) => row.title),
            width: 110,
            valueFormatter: (title: string, context) =>
              context.location === 'tick' ? shortLabel(title) : title,
          },
        ]}
        xAxis={[{ tickMinStep: 1 }]}
        series={[
          {
            label: t('dashboard.charts.seats.sold'),
            data: rows.map((row) => row.sold),
            stack: 'seats',
            color: theme.palette.primary.main,
          },
          {
            label: t('dashboard.charts.seats.free'),
            // A tour without a limit has no free seats to draw: its bar is what it sold.
            data: rows.map((row) =>
              row.capacity === null ? null : Math.max(0, row.capacity - row.sold),
            ),
            stack: 'seats',
            color: theme.palette.grey[300],
          },
        ]}
        slotProps={{ legend: { position: { vertical: 'top', horizontal: 'start' } } }}
      />
    </ChartCard>
  );
}
