// Top-level routes: the public site and the admin area are separate lazy-loaded route groups.
import { Suspense, lazy } from 'react';
import { BrowserRouter, Route, Routes, StaticRouter, matchPath } from 'react-router-dom';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { paths } from '@/config/paths';
import { loadCatalogSnapshot } from '@/features/catalog/api/catalog-snapshot';
import { preloadTourImage } from '@/features/tours/api/preload-tour-image';
import { withTexts } from '@/lib/i18n';
import { preloadPage } from './routes/page-loaders';

const ADMIN_PATTERNS = [`${paths.adminLogin}/*`, `${paths.admin.root}/*`];

const loadPublicRoutes = () => import('./routes/public-routes');
const loadAdminRoutes = withTexts(['admin'], () => import('./routes/admin-routes'));
const PublicRoutes = lazy(loadPublicRoutes);
const AdminRoutes = lazy(loadAdminRoutes);

/**
 * Starts downloading the route group an address needs and, for a public page, the page itself, the
 * catalog snapshot and a tour page's photo (once the snapshot names it), before the first render:
 * the app calls it while the visitor's texts load, so they all come in parallel, not one after the
 * other.
 */
export function preloadRoutes(pathname: string) {
  // A failed download shows when the route itself renders; nothing to report twice here.
  const ignore = () => {};
  if (ADMIN_PATTERNS.some((pattern) => matchPath(pattern, pathname))) {
    loadAdminRoutes().catch(ignore);
    return;
  }
  loadPublicRoutes().catch(ignore);
  preloadPage(pathname);
  // Its answer is usually in before the first render, which then paints the catalog at once.
  void loadCatalogSnapshot();
  const tour = matchPath(paths.tourPattern, pathname);
  if (tour?.params.slug) preloadTourImage(tour.params.slug).catch(ignore);
}

/** The app's routes; `location` renders one address on the server (src/entry-server.tsx). */
export function AppRouter({ location }: { location?: string }) {
  const routes = (
    <Suspense fallback={<FullScreenSpinner />}>
      <Routes>
        {ADMIN_PATTERNS.map((pattern) => (
          <Route key={pattern} path={pattern} element={<AdminRoutes />} />
        ))}
        <Route path="*" element={<PublicRoutes />} />
      </Routes>
    </Suspense>
  );
  return location === undefined ? (
    <BrowserRouter>{routes}</BrowserRouter>
  ) : (
    <StaticRouter location={location}>{routes}</StaticRouter>
  );
}
