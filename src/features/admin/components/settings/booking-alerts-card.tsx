// New-booking alerts on this device: what they do, whether the browser allows them (and what to do
// when it does not), the one button that asks for the permission, and a test alert once allowed.
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { useNotificationPermission } from '@/hooks/use-notification-permission';
import { errorMessage } from '@/hooks/use-toasted-action';
import { showNotification, type NotificationState } from '@/lib/notifications';

const SEVERITY: Record<NotificationState, AlertColor> = {
  granted: 'success',
  default: 'info',
  denied: 'warning',
  unsupported: 'warning',
};

export function BookingAlertsCard() {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const { state, ask } = useNotificationPermission();

  const sendTest = () => {
    showNotification(t('settings.alerts.testTitle'), {
      body: t('settings.alerts.testBody'),
      tag: 'booking-alerts-test',
    }).catch((error: unknown) => {
      console.error('Test alert failed', error);
      toast({
        title: t('settings.alerts.testFailed'),
        description: errorMessage(error),
        variant: 'error',
      });
    });
  };

  return (
    <Card component="section" aria-labelledby="booking-alerts-title" variant="outlined">
      <CardContent>
        <Typography id="booking-alerts-title" variant="h6" component="h2" gutterBottom>
          {t('settings.alerts.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('settings.alerts.text')}
        </Typography>
        <Alert severity={SEVERITY[state]} role="status" sx={{ mb: 2 }}>
          {t(`settings.alerts.state.${state}`)}
        </Alert>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {/* Browsers ask only once: after "denied" the button could not ask again. */}
          <Button
            variant="contained"
            startIcon={<NotificationsActiveOutlinedIcon />}
            disabled={state !== 'default'}
            onClick={() => void ask()}
          >
            {t('settings.alerts.enable')}
          </Button>
          {state === 'granted' && (
            <Button variant="outlined" onClick={sendTest}>
              {t('settings.alerts.test')}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
