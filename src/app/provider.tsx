// Every provider the app needs, in one place: theme, i18n, dates, toasts (Firebase loads per route group).
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { enUS, esES } from '@mui/x-date-pickers/locales';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { ErrorBoundary } from '@/components/error-boundary';
import { TOAST_DURATION_MS } from '@/components/toast';
import { dayjsLocale } from '@/lib/dayjs';
import { initI18n } from '@/lib/i18n';
import { theme } from '@/lib/theme';

const i18n = initI18n();
const pickerTexts = { es: esES, en: enUS };

function DatesProvider({ children }: { children: ReactNode }) {
  const { i18n: current } = useTranslation();
  const locale = dayjsLocale(current.language);
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={locale}
      // The pickers' own labels ("Choose date", "Next month") in the visitor's language.
      localeText={pickerTexts[locale].components.MuiLocalizationProvider.defaultProps.localeText}
    >
      {children}
    </LocalizationProvider>
  );
}

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
          <DatesProvider>
            <SnackbarProvider
              maxSnack={1}
              autoHideDuration={TOAST_DURATION_MS}
              anchorOrigin={toastPosition}
            >
              {children}
            </SnackbarProvider>
          </DatesProvider>
        </ErrorBoundary>
      </I18nextProvider>
    </ThemeProvider>
  );
}
