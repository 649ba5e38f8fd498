// Spinners: full screen while something the whole page needs is loading, or in place of a section.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

export function FullScreenSpinner() {
  const { t } = useTranslation();
  return (
    <Box
      role="progressbar"
      aria-label={t('loading')}
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}
    >
      <CircularProgress aria-hidden />
    </Box>
  );
}

/** A spinner in the place of a list or section that is loading; the page around it stays. */
export function SectionSpinner() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress aria-label={t('loading')} />
    </Box>
  );
}
