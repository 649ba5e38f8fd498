// The dashboard's sales chart: bookings made per day (bars) and their revenue (a line) over the
// last 30 days, one under the other so each keeps its own scale on a phone.
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import type { StoredBooking } from '@/domain/booking';
import { dateTimeFormat } from '@/domain/calendar-date';
import { formatAdminPrice, formatNumber } from '@/domain/format-price';
import { SALES_CHART_DAYS, salesPerDay, salesTotals } from '../../utils/sales-per-day';
import { ChartCard, type ChartRead } from './chart-card';

const CHART_HEIGHT = 180;

interface SalesChartProps {
  bookings: ChartRead<StoredBooking>;
  /** Today in Punta Cana: the last day shown. */
  today: string;
}

export function SalesChart({ bookings, today }: SalesChartProps) {
  const { t, i18n } = useTranslation('admin');
  const theme = useTheme();
  const days = salesPerDay(bookings.items, today, SALES_CHART_DAYS);
  const totals = salesTotals(days);
  const dayFormat = dateTimeFormat(i18n.language, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const dayLabel = (date: string) => dayFormat.format(new Date(`${date}T12:00:00Z`));
  const xAxis = [{ scaleType: 'band' as const, data: days.map((day) => dayLabel(day.date)) }];

  return (
    <ChartCard
      id="sales-chart"
      title={t('dashboard.charts.sales.title', { days: SALES_CHART_DAYS })}
      summary={t('dashboard.charts.sales.summary', {
        days: SALES_CHART_DAYS,
        count: totals.bookings,
        revenue: formatAdminPrice(totals.revenue),
      })}
      caption={t('dashboard.charts.sales.caption')}
      status={bookings.status}
      errorMessage={bookings.status === 'error' ? bookings.message : undefined}
      table={{
        head: [
          t('dashboard.charts.sales.date'),
          t('dashboard.charts.sales.bookings'),
          t('dashboard.charts.sales.revenue'),
        ],
        rows: days.map((day) => [
          dayLabel(day.date),
          formatNumber(day.bookings),
          formatAdminPrice(day.revenue),
        ]),
      }}
    >
      <Typography variant="subtitle2" component="p" sx={{ mt: 2, px: 1 }}>
        {t('dashboard.charts.sales.bookings')}
      </Typography>
      <BarChart
        height={CHART_HEIGHT}
        margin={{ left: 0, right: 8 }}
        xAxis={xAxis}
        yAxis={[{ tickMinStep: 1, width: 36 }]}
        series={[
          {
            label: t('dashboard.charts.sales.bookings'),
            data: days.map((day) => day.bookings),
            color: theme.palette.primary.main,
          },
        ]}
        hideLegend
      />
      <Typography variant="subtitle2" component="p" sx={{ mt: 1, px: 1 }}>
        {t('dashboard.charts.sales.revenue')}
      </Typography>
      <LineChart
        height={CHART_HEIGHT}
        margin={{ left: 0, right: 8 }}
        xAxis={[{ scaleType: 'point', data: xAxis[0]!.data }]}
        yAxis={[{ width: 56, valueFormatter: (value: number) => formatAdminPrice(value) }]}
        series={[
          {
            label: t('dashboard.charts.sales.revenue'),
            data: days.map((day) => day.revenue),
            color: theme.palette.secondary.main,
            valueFormatter: (value) => formatAdminPrice(value),
            showMark: false,
            area: true,
          },
        ]}
        hideLegend
      />
    </ChartCard>
  );
}
