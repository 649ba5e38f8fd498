// Each public page's code by route pattern. Small (only import() calls), so the app shell holds it:
// at start-up the opened page's download begins beside its route group's, not after it arrives.
import { matchPath } from 'react-router-dom';
import { paths } from '@/config/paths';
import { withTexts } from '@/lib/i18n';

export const pageLoaders = {
  [paths.landing]: () => import('@/features/public-site/components/landing-page'),
  [paths.home]: () => import('./home-route'),
  [paths.tourPattern]: () => import('./tour-route'),
  [paths.checkout]: withTexts(
    ['checkout'],
    () => import('@/features/checkout/components/checkout-page'),
  ),
  [paths.about]: () => import('@/features/public-site/components/about-page'),
  [paths.contact]: () => import('@/features/public-site/components/contact-page'),
  [paths.guide]: () => import('./guide-route'),
  [paths.myBooking()]: withTexts(
    ['my-booking'],
    () => import('@/features/my-booking/components/my-booking-page'),
  ),
};

/** Starts downloading the page an address opens, if it is one of the public pages. */
export function preloadPage(pathname: string) {
  const pattern = Object.keys(pageLoaders).find((key) => matchPath(key, pathname));
  // A failed download shows when the page itself renders.
  if (pattern) pageLoaders[pattern as keyof typeof pageLoaders]().catch(() => {});
}
