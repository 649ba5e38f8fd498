// When the sign-in check itself fails (reactfire throws it during render: the token could not be read
// or refreshed, e.g. offline at sign-in), the admin says what happened and offers to try again,
// instead of the app's crash screen. Any other failure goes on to the app's error boundary.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Firebase Auth's errors carry codes such as 'auth/network-request-failed'. */
function isAuthError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('auth/');
}

function AccessCheckFailed() {
  const { t } = useTranslation('admin');
  return (
    <Box
      role="alert"
      sx={{ minHeight: '100vh', display: 'grid', placeContent: 'center', gap: 2, p: 3 }}
    >
      <Typography variant="h5" component="h1">
        {t('accessCheck.title')}
      </Typography>
      <Typography>{t('accessCheck.text')}</Typography>
      {/* A new page load starts a new check. */}
      <Button variant="contained" onClick={() => location.reload()} sx={{ justifySelf: 'start' }}>
        {t('accessCheck.retry')}
      </Button>
    </Box>
  );
}

export class AccessCheckBoundary extends Component<
  { children: ReactNode },
  { error: unknown; failed: boolean }
> {
  state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    if (!isAuthError(this.state.error)) throw this.state.error;
    return <AccessCheckFailed />;
  }
}
