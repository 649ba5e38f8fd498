// The full address of a booking's "My booking" page on this site, to save, copy or send.
import { paths } from '@/config/paths';

/** The site's own origin, never a fixed host: the same code serves the local stack and production. */
export function myBookingLink(orderId: string, origin = window.location.origin): string {
  return new URL(paths.myBooking(orderId), origin).href;
}
