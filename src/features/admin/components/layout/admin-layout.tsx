// The admin frame: a sidebar (permanent on wide screens, a drawer on phones) and a header with language and user menu;
// while it shows, an idle session is signed out. On paper only the screen's content is printed.
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { LanguageSwitcher } from '@/components/language-switcher';
import { PageFade } from '@/components/page-fade';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { env } from '@/config/env';
import { useIdleSignOut } from '../../hooks/use-idle-sign-out';
import type { TeamRole } from '../../api/admin-session';
import { AdminSidebar } from './admin-sidebar';
import { AdminUserMenu } from './admin-user-menu';

const SIDEBAR_WIDTH = 260;

interface AdminLayoutProps {
  email: string;
  /** Bookings awaiting confirmation, for the navigation's badge; null until counted. */
  pendingBookings?: number | null;
  role?: TeamRole;
}

export function AdminLayout({ email, pendingBookings = null, role = 'owner' }: AdminLayoutProps) {
  const { t } = useTranslation('admin');
  const [menuOpen, setMenuOpen] = useState(false);
  // One navigation is drawn, the one the screen shows: a phone's folded drawer (drawn when opened)
  // or a wide screen's sidebar. Both at once, the hidden one kept up to date too, took a share of
  // the dashboard's first draw and of each pending-count change on a phone's CPU.
  const wide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  useIdleSignOut(env.adminIdleTimeoutHours);

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh', bgcolor: 'background.default' }}>
      <AppBar
        position="fixed"
        color="inherit"
        elevation={0}
        sx={{
          width: { md: `calc(100% - ${SIDEBAR_WIDTH}px)` },
          ml: { md: `${SIDEBAR_WIDTH}px` },
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
          displayPrint: 'none',
        }}
      >
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            edge="start"
            color="primary"
            aria-label={
              pendingBookings
                ? t('layout.openMenuPending', { count: pendingBookings })
                : t('layout.openMenu')
            }
            onClick={() => setMenuOpen(true)}
            sx={{ display: { md: 'none' } }}
          >
            {/* On a phone the navigation is folded away: its pending count shows on the button. */}
            <Badge badgeContent={pendingBookings ?? 0} max={99} color="secondary" aria-hidden>
              <MenuIcon />
            </Badge>
          </IconButton>
          <Box sx={{ flexGrow: 1 }} />
          <LanguageSwitcher color="primary" />
          <AdminUserMenu email={email} />
        </Toolbar>
      </AppBar>
      <Box
        component="aside"
        sx={{ width: { md: SIDEBAR_WIDTH }, flexShrink: { md: 0 }, displayPrint: 'none' }}
      >
        {wide ? (
          <Drawer
            variant="permanent"
            open
            sx={{ '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, boxSizing: 'border-box' } }}
          >
            <AdminSidebar role={role} pendingBookings={pendingBookings} />
          </Drawer>
        ) : (
          <Drawer
            variant="temporary"
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            sx={{ '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, maxWidth: '85vw' } }}
          >
            <AdminSidebar
              onNavigate={() => setMenuOpen(false)}
              role={role}
              pendingBookings={pendingBookings}
            />
          </Drawer>
        )}
      </Box>
      <Box
        component="main"
        sx={{
          flexGrow: 1,
          minWidth: 0,
          px: { xs: 2, md: 3 },
          pb: 4,
          '@media print': { p: 0 },
        }}
      >
        <Toolbar sx={{ displayPrint: 'none' }} />
        <Box sx={{ pt: { xs: 2, md: 3 }, maxWidth: 1400, mx: 'auto', '@media print': { pt: 0 } }}>
          <PageFade>
            <Suspense fallback={<FullScreenSpinner />}>
              <Outlet />
            </Suspense>
          </PageFade>
        </Box>
      </Box>
    </Box>
  );
}
