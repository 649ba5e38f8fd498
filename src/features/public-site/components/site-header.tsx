// The public header: sticky, 80 px, dark glass at the top and solid white once scrolled or with the menu open.
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Fade from '@mui/material/Fade';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { alpha } from '@mui/material/styles';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { InstallButton } from '@/components/install-button';
import { LanguageSwitcher } from '@/components/language-switcher';
import { paths } from '@/config/paths';
import { HEADER_HEIGHT, headerGlass } from '@/lib/theme';
import { useAdminView } from '../hooks/use-admin-view';
import { CartIndicator } from './cart-indicator';
import { NAV_LINKS, isCurrentLink } from './nav-links';
import { SiteLogo } from './site-logo';

export const SCROLLED_THRESHOLD_PX = 20;
const MOBILE_MENU_ID = 'mobile-menu';

export function SiteHeader() {
  const { t } = useTranslation('public');
  const { pathname, hash } = useLocation();
  const { isAdminView, link } = useAdminView();
  const [menuOpen, setMenuOpen] = useState(false);
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: SCROLLED_THRESHOLD_PX });
  const solid = scrolled || menuOpen;
  const closeMenu = () => setMenuOpen(false);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <AppBar
      position="sticky"
      elevation={0}
      color="transparent"
      data-solid={solid}
      sx={{
        height: HEADER_HEIGHT,
        justifyContent: 'center',
        transition: 'background-color 0.4s ease, box-shadow 0.4s ease, color 0.4s ease',
        ...(solid
          ? {
              bgcolor: 'background.paper',
              color: 'text.primary',
              boxShadow: '0 2px 16px rgba(15, 40, 45, 0.16)',
            }
          : {
              bgcolor: alpha(headerGlass.color, headerGlass.opacity),
              color: 'common.white',
              backdropFilter: 'blur(8px)',
              boxShadow: 'none',
            }),
      }}
    >
      <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <SiteLogo onClick={closeMenu} />
        <Box
          component="nav"
          aria-label={t('nav.label')}
          sx={{ display: { xs: 'none', md: 'flex' }, ml: 'auto', gap: 0.25 }}
        >
          {NAV_LINKS.map((item) => {
            const current = isCurrentLink(item, pathname, hash);
            return (
              <Button
                key={item.key}
                component={Link}
                to={link(item.to)}
                color="inherit"
                aria-current={current ? 'page' : undefined}
                sx={{
                  px: { md: 1, lg: 1.25 },
                  minWidth: 0,
                  whiteSpace: 'nowrap',
                  fontWeight: current ? 800 : 600,
                  textDecoration: current ? 'underline' : 'none',
                  textUnderlineOffset: 6,
                }}
              >
                {t(`nav.${item.key}`)}
              </Button>
            );
          })}
        </Box>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
            ml: { xs: 'auto', md: 1 },
            flexShrink: 0,
          }}
        >
          {isAdminView && (
            <Button
              component={Link}
              to={paths.adminLogin}
              color="inherit"
              variant="outlined"
              aria-label={t('header.adminLogin')}
              sx={{
                display: { xs: 'none', md: 'inline-flex' },
                whiteSpace: 'nowrap',
                minWidth: 44,
                px: { md: 1, lg: 2 },
                gap: 1,
              }}
            >
              <AdminPanelSettingsOutlinedIcon />
              {/* Between md and lg the links leave room only for the icon. */}
              <Box component="span" sx={{ display: { md: 'none', lg: 'inline' } }}>
                {t('header.adminLogin')}
              </Box>
            </Button>
          )}
          <InstallButton />
          <LanguageSwitcher />
          <CartIndicator />
          <IconButton
            color="inherit"
            aria-label={t(menuOpen ? 'header.closeMenu' : 'header.openMenu')}
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setMenuOpen((open) => !open)}
            sx={{ display: { md: 'none' } }}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </IconButton>
        </Box>
      </Container>
      <Fade in={menuOpen} timeout={200} unmountOnExit>
        <Box
          id={MOBILE_MENU_ID}
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
              <ListItemButton
                key={item.key}
                component={Link}
                to={link(item.to)}
                onClick={closeMenu}
                selected={isCurrentLink(item, pathname, hash)}
                aria-current={isCurrentLink(item, pathname, hash) ? 'page' : undefined}
                sx={{ px: 3, minHeight: 48 }}
              >
                <ListItemText
                  primary={t(`nav.${item.key}`)}
                  slotProps={{ primary: { fontWeight: 700 } }}
                />
              </ListItemButton>
            ))}
            {isAdminView && (
              <ListItemButton
                component={Link}
                to={paths.adminLogin}
                onClick={closeMenu}
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
            )}
          </List>
        </Box>
      </Fade>
    </AppBar>
  );
}
