// "Install the app" header button, shown only where the browser offers installation.
import InstallMobileIcon from '@mui/icons-material/InstallMobile';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useInstallPrompt } from '@/hooks/use-install-prompt';

export function InstallButton() {
  const { t } = useTranslation();
  const { canInstall, install } = useInstallPrompt();
  if (!canInstall) return null;
  return (
    <Tooltip title={t('install')}>
      <IconButton color="inherit" aria-label={t('install')} onClick={() => void install()}>
        <InstallMobileIcon />
      </IconButton>
    </Tooltip>
  );
}
