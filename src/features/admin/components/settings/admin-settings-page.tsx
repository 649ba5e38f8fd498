// /admin/settings: the admin's own password, the payment settings checkout uses, the agency contact
// this device's new-booking alerts and how long unpaid bookings keep their seats.
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useTranslation } from 'react-i18next';
import type { SiteContent } from '@/domain/site-content';
import { PageHeader } from '@/components/page-header';
import { BookingAlertsCard } from './booking-alerts-card';
import { AgencyContactCard } from './agency-contact-card';
import { ChangePasswordCard } from './change-password-card';
import { HoldSettingsCard } from './hold-settings-card';
import { PaymentSettingsCard } from './payment-settings-card';

/** `loading`: the stored settings have not arrived yet; their forms wait for them. */
export default function AdminSettingsPage({
  siteContent,
  loading,
}: {
  siteContent: SiteContent;
  loading: boolean;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageHeader
        title={t('settings.title')}
        subtitle={t('settings.subtitle')}
        action={
          <Button
            component={RouterLink}
            to={paths.admin.team}
            variant="outlined"
            startIcon={<GroupsOutlinedIcon />}
            title={t('team.openHint')}
          >
            {t('team.open')}
          </Button>
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <ChangePasswordCard />
        <PaymentSettingsCard siteContent={siteContent} loading={loading} />
        <BookingAlertsCard />
        <AgencyContactCard siteContent={siteContent} loading={loading} />
        <HoldSettingsCard siteContent={siteContent} loading={loading} />
      </Box>
    </>
  );
}
