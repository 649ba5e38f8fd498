// The voucher's link to a booking's check-in page: no imports, so the route table and the voucher
// name it without loading the check-in schemas.

/** The query parameter carrying the booking's check-in key. */
export const CHECK_IN_KEY_PARAM = 'k';

/** The booking's check-in page in the admin app (its route is CHECK_IN_ROUTE), with its key. */
export const CHECK_IN_ROUTE = '/admin/check-in/:orderId';

export function checkInPath(orderId: string, key?: string): string {
  const path = CHECK_IN_ROUTE.replace(':orderId', encodeURIComponent(orderId));
  return key === undefined ? path : `${path}?${CHECK_IN_KEY_PARAM}=${encodeURIComponent(key)}`;
}

/** The voucher's QR code: the check-in page's full address, so any phone camera opens it. */
export function checkInLink(origin: string, orderId: string, key: string): string {
  return `${origin}${checkInPath(orderId, key)}`;
}
