// Every provider the app needs, in one place: theme, i18n, the toasts' stack (Firebase loads per
// route group; the date pickers bring their own localization, loaded with them).
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { ToastHost } from '@/components/toast';
import { theme } from '@/lib/theme';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ErrorBoundary>
        {children}
        <ToastHost />
      </ErrorBoundary>
    </ThemeProvider>
  );
}
