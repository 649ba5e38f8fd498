// Catches a render crash and offers a reload instead of a blank page.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function CrashScreen() {
  const { t } = useTranslation();
  return (
    <Box
      role="alert"
      sx={{
        p: 4,
        textAlign: 'center',
        minHeight: '60vh',
        display: 'grid',
        placeContent: 'center',
        gap: 2,
      }}
    >
      <Typography variant="h2">{t('errorBoundary.title')}</Typography>
      <Typography>{t('errorBoundary.text')}</Typography>
      <Button variant="contained" onClick={() => location.reload()}>
        {t('errorBoundary.reload')}
      </Button>
    </Box>
  );
}

export class ErrorBoundary extends Component<{ children: ReactNode }, { crashed: boolean }> {
  state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('Render error', error);
  }

  render() {
    return this.state.crashed ? <CrashScreen /> : this.props.children;
  }
}
