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
import { pageLoaders } from './page-loaders';

const LandingPage = lazy(pageLoaders[paths.landing]);
const HomeRoute = lazy(pageLoaders[paths.home]);
const TourRoute = lazy(pageLoaders[paths.tourPattern]);
const CheckoutPage = lazy(pageLoaders[paths.checkout]);
const AboutPage = lazy(pageLoaders[paths.about]);
const ContactPage = lazy(pageLoaders[paths.contact]);
const GuideRoute = lazy(pageLoaders[paths.guide]);
const MyBookingPage = lazy(pageLoaders[paths.myBooking()]);

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
              <Route path={paths.myBooking()} element={<MyBookingPage />} />
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </Routes>
        </Suspense>
        <CatalogOfflineIndicator />
      </CartProvider>
    </CatalogProvider>
  );
}
