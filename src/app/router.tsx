// Top-level routes: the public site and the admin area are separate lazy-loaded route groups.
import { Suspense, lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { paths } from '@/config/paths';

const PublicRoutes = lazy(() => import('./routes/public-routes'));
const AdminRoutes = lazy(() => import('./routes/admin-routes'));

export function AppRouter() {
  return (
    <BrowserRouter>
      <Suspense fallback={<FullScreenSpinner />}>
        <Routes>
          <Route path={`${paths.adminLogin}/*`} element={<AdminRoutes />} />
          <Route path={`${paths.admin.root}/*`} element={<AdminRoutes />} />
          <Route path="*" element={<PublicRoutes />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
