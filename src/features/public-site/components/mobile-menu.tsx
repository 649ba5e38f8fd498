// The header's phone menu, in its own chunk: it loads when a visitor reaches for the menu button.
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import Box from '@mui/material/Box';
import Fade from '@mui/material/Fade';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { HEADER_HEIGHT } from '@/lib/theme';
import { NAV_LINKS, isCurrentLink } from './nav-links';

interface MobileMenuProps {
  id: string;
  open: boolean;
  /** Shows the admin sign-in link (the view=admin preview). */
  isAdminView: boolean;
  /** The address of a public page, keeping view=admin when it is on. */
  link: (to: string) => string;
  onClose: () => void;
}

export default function MobileMenu({ id, open, isAdminView, link, onClose }: MobileMenuProps) {
  const { t } = useTranslation('public');
  const { pathname, hash } = useLocation();
  return (
    <Fade in={open} timeout={200} unmountOnExit>
      <Box
        id={id}
        component="nav"
        aria-label={t('nav.mobileLabel')}
        sx={{
          display: { md: 'none' },
          position: 'absolute',
          top: HEADER_HEIGHT,
          left: 0,
          right: 0,
          bgcolor: 'background.paper',
          color: 'text.primary',
          borderTop: 1,
          borderColor: 'divider',
          boxShadow: '0 12px 24px rgba(15, 40, 45, 0.18)',
          maxHeight: `calc(100vh - ${HEADER_HEIGHT}px)`,
          overflowY: 'auto',
        }}
      >
        <List>
          {NAV_LINKS.map((item) => (
            <ListItem key={item.key} disablePadding>
              <ListItemButton
                component={Link}
                to={link(item.to)}
                onClick={onClose}
                selected={isCurrentLink(item, pathname, hash)}
                aria-current={isCurrentLink(item, pathname, hash) ? 'page' : undefined}
                sx={{ px: 3, minHeight: 48 }}
              >
                <ListItemText
                  primary={t(`nav.${item.key}`)}
                  slotProps={{ primary: { fontWeight: 700 } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
          {isAdminView && (
            <ListItem disablePadding>
              <ListItemButton
                component={Link}
                to={paths.adminLogin}
                onClick={onClose}
                sx={{ px: 3, minHeight: 48 }}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <AdminPanelSettingsOutlinedIcon />
                </ListItemIcon>
                <ListItemText
                  primary={t('header.adminLogin')}
                  slotProps={{ primary: { fontWeight: 700 } }}
                />
              </ListItemButton>
            </ListItem>
          )}
        </List>
      </Box>
    </Fade>
  );
}
