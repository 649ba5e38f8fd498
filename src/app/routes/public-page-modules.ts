// Which module each public page's code starts from, by route pattern, as paths from the project
// root (Vite's manifest keys). The build (tools/vite/route-preloads.ts) lists each page's chunks
// from it, and checks that it names exactly the modules page-loaders.ts imports.
import { paths } from '../../config/paths';

export const publicPageModules: Record<string, string> = {
  [paths.landing]: 'src/features/public-site/components/landing-page.tsx',
  [paths.home]: 'src/app/routes/home-route.tsx',
  [paths.tourPattern]: 'src/app/routes/tour-route.tsx',
  [paths.checkout]: 'src/features/checkout/components/checkout-page.tsx',
  [paths.about]: 'src/features/public-site/components/about-page.tsx',
  [paths.contact]: 'src/features/public-site/components/contact-page.tsx',
  [paths.guide]: 'src/app/routes/guide-route.tsx',
  [paths.myBooking()]: 'src/features/my-booking/components/my-booking-page.tsx',
};
