// Says plainly when the booking cannot be sent for lack of network, and offers the retry.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

interface Props {
  online: boolean;
  /** A booking attempt was stopped by the missing network. */
  unsent: boolean;
  onRetry: () => void;
}

export function OfflineNotice({ online, unsent, onRetry }: Props) {
  const { t } = useTranslation('checkout');
  if (online && !unsent) return null;
  if (!online) {
    return (
      <Alert severity="warning" role="alert" data-testid="offline-notice">
        {unsent ? t('offline.notSent') : t('offline.now')}
      </Alert>
    );
  }
  return (
    <Alert
      severity="info"
      role="alert"
      data-testid="offline-notice"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('offline.retry')}
        </Button>
      }
    >
      {t('offline.back')}
    </Alert>
  );
}
