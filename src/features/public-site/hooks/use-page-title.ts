// The browser tab's title on the way between pages: the server gives each page its title in its
// head (src/domain/page-head.ts), and the app, which changes pages without asking the server,
// keeps the title in step with the same function: the page's heading and the site's name.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { headTextsOf, pageTitle } from '@/domain/page-head';
import { useCatalog } from '@/features/catalog/catalog-provider';
import { currentLanguage } from '@/lib/i18n';

export function usePageTitle() {
  const { t, i18n } = useTranslation(['public', 'common']);
  const { pathname } = useLocation();
  const { tours, loading } = useCatalog();
  const language = currentLanguage(i18n.language);
  useEffect(() => {
    // A tour's page before the catalog has come is not yet known to be missing.
    if (loading) return;
    document.title = pageTitle(pathname, language, tours, headTextsOf(t));
  }, [pathname, language, tours, loading, t]);
}
