// The visitor's pages: catalog and cart shared by all; every page but the landing in the public layout.
import { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { NotFoundPage } from '@/components/not-found-page';
import { paths } from '@/config/paths';
import { CartProvider } from '@/features/cart/cart-provider';
import { CatalogProvider } from '@/features/catalog/catalog-provider';
import { CatalogOfflineIndicator } from '@/features/pwa/components/offline-indicator';
import { PublicLayout } from '@/features/public-site/components/public-layout';

const CheckoutPage = lazy(() => import('@/features/checkout/components/checkout-page'));
const LandingPage = lazy(() => import('@/features/public-site/components/landing-page'));
const HomeRoute = lazy(() => import('./home-route'));
const TourRoute = lazy(() => import('./tour-route'));
const GuideRoute = lazy(() => import('./guide-route'));
const AboutPage = lazy(() => import('@/features/public-site/components/about-page'));
const ContactPage = lazy(() => import('@/features/public-site/components/contact-page'));

/** Pages that open with a photo under the see-through header. */
const HERO_PATHS = [paths.home, paths.tourPattern, paths.about, paths.contact, paths.guide];

export default function PublicRoutes() {
  return (
    <CatalogProvider>
      <CartProvider>
        <Suspense fallback={<FullScreenSpinner />}>
          <Routes>
            <Route path={paths.landing} element={<LandingPage />} />
            <Route element={<PublicLayout heroPaths={HERO_PATHS} />}>
              <Route path={paths.home} element={<HomeRoute />} />
              <Route path={paths.tourPattern} element={<TourRoute />} />
              <Route path={paths.checkout} element={<CheckoutPage />} />
              <Route path={paths.about} element={<AboutPage />} />
              <Route path={paths.contact} element={<ContactPage />} />
              <Route path={paths.guide} element={<GuideRoute />} />
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </Routes>
        </Suspense>
        <CatalogOfflineIndicator />
      </CartProvider>
    </CatalogProvider>
  );
}
