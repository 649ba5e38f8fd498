// /admin: welcome, four clickable counters (tours, routes, content, settings), bookings, the seats and
// sales charts, and what each screen is for.
import DirectionsCarOutlinedIcon from '@mui/icons-material/DirectionsCarOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import TourOutlinedIcon from '@mui/icons-material/TourOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import type { PricingRoute } from '@/domain/pricing-route';
import {
  AGENCY_CONTACT_KEYS,
  PAYMENT_SETTING_KEYS,
  SITE_IMAGE_KEYS,
  type SiteContent,
  type SiteContentKey,
} from '@/domain/site-content';
import type { Tour } from '@/domain/tour';
import { useAdminSession } from '../../api/admin-session';
import { SectionSpinner } from '@/components/full-screen-spinner';
import { PageHeader } from '@/components/page-header';
import { StatCard } from '@/components/stat-card';
import { NearScreen } from './near-screen';

/** About the height the charts take on a phone, kept for them until they are drawn. */
const CHARTS_HEIGHT = 800;

/** One per payment method: PayPal, Zelle, and the agency WhatsApp that WhatsApp orders go to. */
const PAYMENT_KEYS = [...Object.values(PAYMENT_SETTING_KEYS), AGENCY_CONTACT_KEYS.whatsappNumber];

function filled(content: SiteContent, keys: readonly SiteContentKey[]): number {
  return keys.filter((key) => (content[key] ?? '').trim() !== '').length;
}

interface AdminDashboardProps {
  tours: Tour[];
  routes: PricingRoute[];
  siteContent: SiteContent;
  /** The bookings overview, composed in by the admin routes. */
  bookings?: ReactNode;
  /**
   * The charts with their live figures, composed in by the admin routes (read through the bookings
   * feature). Drawn only once they come near the screen, so their reads start then too: each
   * answer then redraws the charts alone, not the counters and bookings above them.
   */
  charts: ReactNode;
}

export default function AdminDashboard({
  tours,
  routes,
  siteContent,
  bookings,
  charts,
}: AdminDashboardProps) {
  const { t } = useTranslation('admin');
  const session = useAdminSession();
  const email = session.status === 'signedIn' ? session.email : '';
  const images = filled(siteContent, SITE_IMAGE_KEYS);
  const payments = filled(siteContent, PAYMENT_KEYS);

  return (
    <>
      <PageHeader title={t('dashboard.welcome')} subtitle={t('dashboard.summary', { email })} />
      <Box
        component="section"
        aria-label={t('dashboard.counters')}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
          mb: 3,
        }}
      >
        <StatCard
          to={paths.admin.tours}
          icon={<TourOutlinedIcon />}
          label={t('dashboard.tours')}
          value={String(tours.length)}
          detail={t('dashboard.toursDetail')}
        />
        <StatCard
          to={paths.admin.transfers}
          icon={<DirectionsCarOutlinedIcon />}
          label={t('dashboard.routes')}
          value={String(routes.length)}
          detail={t('dashboard.routesDetail')}
        />
        <StatCard
          to={paths.admin.content}
          icon={<ImageOutlinedIcon />}
          label={t('dashboard.content')}
          value={`${images}/${SITE_IMAGE_KEYS.length}`}
          detail={t('dashboard.contentDetail')}
        />
        <StatCard
          to={paths.admin.settings}
          icon={<PaymentsOutlinedIcon />}
          label={t('dashboard.settings')}
          value={`${payments}/${PAYMENT_KEYS.length}`}
          detail={t('dashboard.settingsDetail')}
        />
      </Box>
      {bookings}
      <Box component="section" aria-labelledby="dashboard-charts-title" sx={{ mb: 3 }}>
        <Typography id="dashboard-charts-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {t('dashboard.charts.title')}
        </Typography>
        <NearScreen height={CHARTS_HEIGHT}>
          <Suspense fallback={<SectionSpinner />}>{charts}</Suspense>
        </NearScreen>
      </Box>
      <Card variant="outlined" component="section" aria-labelledby="content-help-title">
        <CardContent>
          <Typography id="content-help-title" variant="h6" component="h2" gutterBottom>
            {t('dashboard.helpTitle')}
          </Typography>
          <Stack component="ul" spacing={1} sx={{ pl: 2.5, m: 0 }}>
            {(['tours', 'transfers', 'content', 'bookings', 'settings'] as const).map((key) => (
              <Typography component="li" key={key}>
                <strong>{t(`nav.${key}`)}:</strong> {t(`dashboard.help.${key}`)}
              </Typography>
            ))}
          </Stack>
        </CardContent>
      </Card>
    </>
  );
}
