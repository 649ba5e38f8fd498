// The admin navigation: brand, then one link per screen (Dashboard only active on /admin itself); the
// bookings link carries the number of bookings awaiting confirmation.
import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import DirectionsCarOutlinedIcon from '@mui/icons-material/DirectionsCarOutlined';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import TodayOutlinedIcon from '@mui/icons-material/TodayOutlined';
import TourOutlinedIcon from '@mui/icons-material/TourOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { TeamRole } from '../../api/admin-session';

interface NavEntry {
  to: string;
  key:
    'dashboard' | 'tours' | 'transfers' | 'content' | 'day' | 'bookings' | 'settings' | 'account';
  icon: ReactNode;
  end?: boolean;
  /** Who sees it; the owner's screens unless told. */
  roles?: readonly TeamRole[];
}

const NAV: readonly NavEntry[] = [
  { to: paths.admin.root, key: 'dashboard', icon: <DashboardOutlinedIcon />, end: true },
  { to: paths.admin.tours, key: 'tours', icon: <TourOutlinedIcon /> },
  { to: paths.admin.transfers, key: 'transfers', icon: <DirectionsCarOutlinedIcon /> },
  { to: paths.admin.content, key: 'content', icon: <ImageOutlinedIcon /> },
  { to: paths.admin.day, key: 'day', icon: <TodayOutlinedIcon />, roles: ['owner', 'staff'] },
  { to: paths.admin.bookings, key: 'bookings', icon: <EventNoteOutlinedIcon /> },
  { to: paths.admin.settings, key: 'settings', icon: <SettingsOutlinedIcon /> },
  {
    to: paths.admin.account,
    key: 'account',
    icon: <AccountCircleOutlinedIcon />,
    roles: ['staff'],
  },
];

interface AdminSidebarProps {
  onNavigate?: () => void;
  /** Staff see only their screens (the rules refuse the rest anyway). */
  role?: TeamRole;
  /** Bookings awaiting confirmation; null until counted. */
  pendingBookings?: number | null;
}

export function AdminSidebar({
  onNavigate,
  role = 'owner',
  pendingBookings = null,
}: AdminSidebarProps) {
  const { t } = useTranslation('admin');
  const pending = pendingBookings ?? 0;
  return (
    <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box
        sx={{
          px: 2.5,
          py: 2,
          minHeight: 64,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
        }}
      >
        <Typography sx={{ fontWeight: 800, lineHeight: 1.2 }} color="primary">
          {t('brand', { ns: 'common' })}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('layout.panel')}
        </Typography>
      </Box>
      <List component="nav" aria-label={t('layout.navigation')} sx={{ px: 1 }}>
        {NAV.filter((entry) => (entry.roles ?? ['owner']).includes(role)).map((entry) => {
          const badge = entry.key === 'bookings' && pending > 0;
          return (
            <ListItemButton
              key={entry.key}
              component={NavLink}
              to={entry.to}
              end={entry.end}
              onClick={onNavigate}
              // The badge is a bare number: the link's name says what it counts.
              aria-label={badge ? t('nav.bookingsPending', { count: pending }) : undefined}
              sx={{
                borderRadius: 2,
                mb: 0.5,
                minHeight: 48,
                '&.active': {
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  '& .MuiListItemIcon-root': { color: 'inherit' },
                  '&:hover': { bgcolor: 'primary.dark' },
                },
              }}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>{entry.icon}</ListItemIcon>
              <ListItemText primary={t(`nav.${entry.key}`)} />
              {badge && (
                <Badge
                  badgeContent={pending}
                  max={99}
                  color="secondary"
                  aria-hidden
                  sx={{ mr: 1.5, '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
                />
              )}
            </ListItemButton>
          );
        })}
      </List>
    </Box>
  );
}
