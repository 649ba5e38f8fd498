// "Install the app" menu entry, shown only where the browser offers installation.
import InstallMobileIcon from '@mui/icons-material/InstallMobile';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useInstallPrompt } from '../hooks/use-install-prompt';

export function InstallButton({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const { canInstall, install } = useInstallPrompt();
  if (!canInstall) return null;
  return (
    <Button
      color="inherit"
      startIcon={<InstallMobileIcon />}
      onClick={() => {
        onDone?.();
        void install();
      }}
    >
      {t('install')}
    </Button>
  );
}
