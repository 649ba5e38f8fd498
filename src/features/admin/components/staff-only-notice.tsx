// What a staff member sees on an owner's screen: not for their account, and the way to their own.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

export function StaffOnlyNotice() {
  const { t } = useTranslation('admin');
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Alert severity="info" role="alert">
        <AlertTitle>{t('staffOnly.title')}</AlertTitle>
        {t('staffOnly.text')}
      </Alert>
      <Button
        component={RouterLink}
        to={paths.admin.day}
        variant="contained"
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('staffOnly.toDay')}
      </Button>
    </Stack>
  );
}
