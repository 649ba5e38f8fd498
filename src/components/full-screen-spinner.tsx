// Spinners: full screen while something the whole page needs is loading, or in place of a section.
// The arc is the one index.html paints before any script runs, so the hand-over shows no change,
// and it needs no MUI CircularProgress in the app shell.
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

const spin = keyframes`to { transform: rotate(360deg); }`;

function SpinnerArc() {
  return (
    <Box
      component="svg"
      width={40}
      height={40}
      viewBox="22 22 44 44"
      aria-hidden
      sx={{ color: 'primary.main', animation: `${spin} 1.4s linear infinite` }}
    >
      <circle
        cx="44"
        cy="44"
        r="20.2"
        fill="none"
        stroke="currentColor"
        strokeWidth="3.6"
        strokeDasharray="80 200"
      />
    </Box>
  );
}

export function FullScreenSpinner() {
  const { t } = useTranslation();
  return (
    <Box
      role="progressbar"
      aria-label={t('loading')}
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}
    >
      <SpinnerArc />
    </Box>
  );
}

/** A spinner in the place of a list or section that is loading; the page around it stays. */
export function SectionSpinner() {
  const { t } = useTranslation();
  return (
    <Box
      role="progressbar"
      aria-label={t('loading')}
      sx={{ display: 'grid', placeItems: 'center', py: 8 }}
    >
      <SpinnerArc />
    </Box>
  );
}
