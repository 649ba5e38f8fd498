// The brand mark and name, linking to /home.
import Box from '@mui/material/Box';
import { BrandMark } from '@/components/brand-mark';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { headerGlass } from '@/lib/theme';
import { useAdminView } from '../hooks/use-admin-view';

export function SiteLogo({ onClick }: { onClick?: () => void }) {
  const { t } = useTranslation('public');
  const { link } = useAdminView();
  return (
    <Box
      component={Link}
      to={link(paths.home)}
      onClick={onClick}
      aria-label={t('header.homeLink')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.25,
        color: 'inherit',
        textDecoration: 'none',
        minWidth: 0,
      }}
    >
      <BrandMark size={40} />
      <Box
        sx={{
          lineHeight: 1.1,
          fontWeight: 800,
          fontSize: { xs: '0.95rem', sm: '1.1rem' },
          whiteSpace: 'nowrap',
          minWidth: 0,
          '& > span': { overflow: 'hidden', textOverflow: 'ellipsis' },
        }}
      >
        <Box component="span" sx={{ display: 'block' }}>
          {t('header.brandTop')}
        </Box>{' '}
        <Box
          component="span"
          sx={{
            display: 'block',
            fontWeight: 600,
            fontSize: '0.8em',
            opacity: headerGlass.brandLineOpacity,
          }}
        >
          {t('header.brandBottom')}
        </Box>
      </Box>
    </Box>
  );
}
