// The app's pages, for the journeys that visit every one of them (policy, accessibility): a tour
// page stands for all tours, and an unknown path for the not-found page.
export const PUBLIC_PAGES = [
  '/',
  '/home',
  '/tours/isla-saona',
  '/guia',
  '/about',
  '/contact',
  '/checkout',
  '/reserva',
  '/no-such-page',
  '/admin-login',
] as const;

/** The admin panel's pages, behind the sign-in. */
export const ADMIN_PAGES = [
  '/admin',
  '/admin/tours',
  '/admin/transfers',
  '/admin/content',
  '/admin/bookings',
  '/admin/day',
  '/admin/settings',
] as const;
