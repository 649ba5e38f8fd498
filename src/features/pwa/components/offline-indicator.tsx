// A small, unobtrusive banner while the device is offline; the catalog keeps working from cache.
import CloudOffIcon from '@mui/icons-material/CloudOff';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from '@/hooks/use-online-status';

export function OfflineIndicator() {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <Box
      role="status"
      data-testid="offline-indicator"
      sx={{
        position: 'fixed',
        left: '50%',
        bottom: 16,
        transform: 'translateX(-50%)',
        zIndex: (theme) => theme.zIndex.snackbar - 1,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 1,
        maxWidth: 'calc(100vw - 32px)',
        borderRadius: 999,
        bgcolor: 'grey.900',
        color: 'common.white',
        fontSize: 14,
        boxShadow: 3,
      }}
    >
      <CloudOffIcon fontSize="small" aria-hidden />
      {t('offline')}
    </Box>
  );
}
