// Every provider the app needs, in one place: theme, i18n, the toasts' stack (Firebase loads per
// route group; the date pickers bring their own localization, loaded with them).
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ErrorBoundary } from '@/components/error-boundary';
import { ToastHost } from '@/components/toast';
import { initI18n } from '@/lib/i18n';
import { theme } from '@/lib/theme';

const i18n = initI18n();

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <I18nextProvider i18n={i18n}>
        <ErrorBoundary>
          {children}
          <ToastHost />
        </ErrorBoundary>
      </I18nextProvider>
    </ThemeProvider>
  );
}
