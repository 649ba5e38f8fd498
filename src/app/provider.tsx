// Every provider the app needs, in one place: theme, i18n, toasts (Firebase loads per route group;
// the date pickers bring their own localization, loaded with them).
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ErrorBoundary } from '@/components/error-boundary';
import { TOAST_DURATION_MS } from '@/components/toast';
import { initI18n } from '@/lib/i18n';
import { theme } from '@/lib/theme';

const i18n = initI18n();

export function AppProviders({ children }: { children: ReactNode }) {
  // On a phone a toast at the bottom would cover the page's main button (pay, save).
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const toastPosition = phone
    ? ({ vertical: 'top', horizontal: 'center' } as const)
    : ({ vertical: 'bottom', horizontal: 'right' } as const);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <I18nextProvider i18n={i18n}>
        <ErrorBoundary>
          <SnackbarProvider
            maxSnack={1}
            autoHideDuration={TOAST_DURATION_MS}
            anchorOrigin={toastPosition}
          >
            {children}
          </SnackbarProvider>
        </ErrorBoundary>
      </I18nextProvider>
    </ThemeProvider>
  );
}
