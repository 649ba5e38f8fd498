// Cloud Functions of the app: createBooking is the only way a booking is written; lookupBooking
// shows a tourist their own booking; bookingStatusChanged gives a cancelled booking's seats back
// and keeps its public status mirror in step; expireBookingHolds gives unpaid holds' seats back; catalogSnapshot serves the public catalog as one JSON
// read (/catalog.json) for a page's first paint; renderPage serves the most opened public pages as
// HTML rendered from it; siteFiles serves /sitemap.xml and /robots.txt; the booking mail
// functions send each booking's e-mails (booking-mail.ts); checkInBooking records who came at the
// pickup; addStaff and removeStaff manage the owner's team of guides and drivers.
import { initializeApp } from 'firebase-admin/app';

initializeApp();

export { createBooking } from './create-booking';
export { lookupBooking } from './lookup-booking';
export { checkInBooking } from './check-in';
export { addStaff, removeStaff } from './team';
export { bookingStatusChanged } from './booking-status-changed';
export { expireBookingHolds } from './expire-holds';
export { catalogSnapshot } from './catalog-snapshot';
export { renderPage } from './render-page';
export { siteFiles } from './site-files';
export {
  bookingMailOnCreate,
  bookingMailOnStatus,
  bookingReminders,
  retryBookingMail,
} from './booking-mail';
