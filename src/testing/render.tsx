// Renders a component the way the app does (theme, i18n, dates, toasts, router, catalog, cart),
// without Firebase: the catalog is a fixed value.
import { ThemeProvider } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import ToastStack from '@/components/toast-stack';
import { CartProvider } from '@/features/cart/cart-provider';
import type { Catalog } from '@/features/catalog/catalog-provider';
import { StaticCatalogProvider } from '@/testing/static-catalog';
import { currentLanguage, initI18n } from '@/lib/i18n';
import { theme } from '@/lib/theme';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The page language; 'en-US' as a browser reports it. */
  language?: 'es' | 'en' | 'en-US';
  route?: string;
  catalog?: Partial<Catalog>;
}

export function renderWithProviders(
  ui: ReactElement,
  { language = 'es', route = '/', catalog = {}, ...options }: RenderWithProvidersOptions = {},
) {
  const i18n = initI18n();
  void i18n.changeLanguage(language);
  function Providers({ children }: { children: ReactNode }) {
    return (
      <ThemeProvider theme={theme}>
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={currentLanguage(language)}>
          <ToastStack />
          <StaticCatalogProvider catalog={catalog}>
            <CartProvider>
              <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
            </CartProvider>
          </StaticCatalogProvider>
        </LocalizationProvider>
      </ThemeProvider>
    );
  }
  return { i18n, ...render(ui, { wrapper: Providers, ...options }) };
}
