// The public header: sticky, 80 px, dark glass at the top and solid white once scrolled or with the menu open.
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import { alpha } from '@mui/material/styles';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { Suspense, lazy, useEffect, useState } from 'react';
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

/** The phone menu's code downloads when the pointer or focus reaches its button, or on the tap. */
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(loadMobileMenu);

function preloadMobileMenu() {
  // A failed download shows when the menu itself renders.
  loadMobileMenu().catch(() => {});
}

export const SCROLLED_THRESHOLD_PX = 20;
const MOBILE_MENU_ID = 'mobile-menu';

export function SiteHeader() {
  const { t } = useTranslation('public');
  const { pathname, hash } = useLocation();
  const { isAdminView, link } = useAdminView();
  const [menuOpen, setMenuOpen] = useState(false);
  // Mounted from the first opening on, so closing still fades the menu out.
  const [menuOpened, setMenuOpened] = useState(false);
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
            onPointerEnter={preloadMobileMenu}
            onFocus={preloadMobileMenu}
            onClick={() => {
              setMenuOpened(true);
              setMenuOpen((open) => !open);
            }}
            sx={{ display: { md: 'none' } }}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </IconButton>
        </Box>
      </Container>
      {menuOpened && (
        <Suspense fallback={null}>
          <MobileMenu
            id={MOBILE_MENU_ID}
            open={menuOpen}
            isAdminView={isAdminView}
            link={link}
            onClose={closeMenu}
          />
        </Suspense>
      )}
    </AppBar>
  );
}
