// The header's user menu: who is signed in, Settings, and Log out.
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LogoutIcon from '@mui/icons-material/Logout';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { signOutAdmin } from '../../api/admin-auth';
import { useToastedAction } from '@/hooks/use-toasted-action';

export function AdminUserMenu({ email }: { email: string }) {
  const { t } = useTranslation('admin');
  const run = useToastedAction();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const logOut = async () => {
    setAnchor(null);
    const result = await run(signOutAdmin, {
      name: 'Signing out',
      success: { title: t('logout.successTitle'), description: t('logout.success') },
      errorTitle: t('logout.errorTitle'),
    });
    if (result.ok) void navigate(paths.adminLogin, { replace: true });
  };

  return (
    <>
      <IconButton
        color="primary"
        aria-label={t('userMenu.open')}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <AccountCircleIcon />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
          <Typography variant="subtitle2">{t('userMenu.myAccount')}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t('userMenu.signedInAs', { email })}
          </Typography>
        </Box>
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void navigate(paths.admin.settings);
          }}
          sx={{ minHeight: 48 }}
        >
          <ListItemIcon>
            <SettingsOutlinedIcon fontSize="small" />
          </ListItemIcon>
          {t('userMenu.settings')}
        </MenuItem>
        <MenuItem onClick={() => void logOut()} sx={{ minHeight: 48 }}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('userMenu.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
