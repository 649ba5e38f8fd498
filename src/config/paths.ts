// Every in-app URL is built here, so no route string is typed twice.
// Relative, not '@/': the Vite config imports the route patterns too (src/app/routes/public-page-modules.ts).
import { CHECK_IN_ROUTE, checkInPath } from '../domain/check-in-link';
import { heroSearchQuery, type HeroSearch } from '../domain/hero-search';

const MY_BOOKING = '/reserva';

/** "My booking" (also its route); with an order id, the link that opens it with the id filled in. */
function myBooking(): typeof MY_BOOKING;
function myBooking(orderId?: string): string;
function myBooking(orderId?: string): string {
  return orderId ? `${MY_BOOKING}?id=${encodeURIComponent(orderId)}` : MY_BOOKING;
}

export const paths = {
  landing: '/',
  home: '/home',
  homeSection: (id: 'popular-tours' | 'servicios' | 'porque-elegirnos') => `/home#${id}`,
  /** A tour page; `search` carries the hero search's date and adults to its booking card. */
  tour: (slug: string, search?: Partial<HeroSearch>) =>
    `/tours/${encodeURIComponent(slug)}${heroSearchQuery(search)}`,
  tourPattern: '/tours/:slug',
  checkout: '/checkout',
  about: '/about',
  contact: '/contact',
  guide: '/guia',
  myBooking,
  adminLogin: '/admin-login',
  admin: {
    root: '/admin',
    tours: '/admin/tours',
    transfers: '/admin/transfers',
    content: '/admin/content',
    bookings: '/admin/bookings',
    day: '/admin/day',
    settings: '/admin/settings',
    /** The admin's team of staff accounts (guides and drivers), under settings. */
    team: '/admin/settings/team',
    /** A staff member's own account (their password). */
    account: '/admin/account',
    /** A booking's check-in page, where the voucher's QR code leads. */
    checkIn: checkInPath,
    checkInPattern: CHECK_IN_ROUTE,
  },
} as const;

/**
 * The pages Hosting has the renderPage function render (firebase.json's rewrites): they come as
 * HTML, and the service worker keeps the last copy of each for offline visits (vite.config.ts).
 */
export const renderedPagePatterns = [
  paths.home,
  paths.guide,
  paths.about,
  paths.contact,
  paths.tourPattern,
] as const;
