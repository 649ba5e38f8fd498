// "Install the app" header button, shown only where the browser offers installation.
import InstallMobileIcon from '@mui/icons-material/InstallMobile';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { useInstallPrompt } from '@/hooks/use-install-prompt';
import { hoverHintSx } from './hover-hint';

export function InstallButton() {
  const { t } = useTranslation();
  const { canInstall, install } = useInstallPrompt();
  if (!canInstall) return null;
  return (
    <IconButton
      color="inherit"
      aria-label={t('install')}
      data-hint={t('install')}
      sx={hoverHintSx}
      onClick={() => void install()}
    >
      <InstallMobileIcon />
    </IconButton>
  );
}
