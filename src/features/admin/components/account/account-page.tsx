// /admin/account: a team member's own account: who is signed in, and their password.
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { useAdminSession } from '../../api/admin-session';
import { ChangePasswordCard } from '../settings/change-password-card';

export default function AccountPage() {
  const { t } = useTranslation('admin');
  const session = useAdminSession();
  const email = session.status === 'signedIn' ? session.email : '';
  return (
    <>
      <PageHeader title={t('account.title')} subtitle={t('account.subtitle', { email })} />
      <Box sx={{ maxWidth: 560 }}>
        <ChangePasswordCard />
      </Box>
    </>
  );
}
