// The visitor's pages: the catalog and the cart are shared by all of them.
import { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { NotFoundPage } from '@/components/not-found-page';
import { PlaceholderPage } from '@/components/placeholder-page';
import { paths } from '@/config/paths';
import { CartProvider } from '@/features/cart/cart-provider';
import { CatalogProvider } from '@/features/catalog/catalog-provider';

const CheckoutPage = lazy(() => import('@/features/checkout/components/checkout-page'));

export default function PublicRoutes() {
  return (
    <CatalogProvider>
      <CartProvider>
        <Suspense fallback={<FullScreenSpinner />}>
          <Routes>
            <Route path={paths.landing} element={<PlaceholderPage name="landing" />} />
            <Route path={paths.home} element={<PlaceholderPage name="home" />} />
            <Route path={paths.tourPattern} element={<PlaceholderPage name="tour" />} />
            <Route path={paths.checkout} element={<CheckoutPage />} />
            <Route path={paths.about} element={<PlaceholderPage name="about" />} />
            <Route path={paths.contact} element={<PlaceholderPage name="contact" />} />
            <Route path={paths.guide} element={<PlaceholderPage name="guide" />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </CartProvider>
    </CatalogProvider>
  );
}
