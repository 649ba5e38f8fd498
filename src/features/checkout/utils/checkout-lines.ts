// The order as checkout shows it: the cart priced with the catalog's current prices when known.
import { bookingTotal, tourLine, transferLine } from '@/domain/booking-lines';
import type { BookingTourLine, BookingTransferLine } from '@/domain/booking';
import type { Cart, CartTransfer } from '@/domain/cart';
import type { PricingRoute } from '@/domain/pricing-route';
import type { Tour } from '@/domain/tour';

export interface CheckoutLines {
  tour: BookingTourLine | null;
  /** A per-group tour shows one group price instead of adults and children. */
  perGroup: boolean;
  transfer: BookingTransferLine | null;
  total: number;
}

function cartTransferLine(transfer: CartTransfer): BookingTransferLine {
  const { transferType, ...rest } = transfer;
  return { ...rest, type: transferType };
}

/**
 * The live tour and route replace the cart's copies (saved when the visitor chose them), so
 * the total shown is the one the booking will store; offline, the cart's copies are used.
 */
export function checkoutLines(
  cart: Cart,
  catalog: { tours: readonly Tour[]; pricing: readonly PricingRoute[] },
): CheckoutLines {
  const liveTour = cart.tour && catalog.tours.find((tour) => tour.id === cart.tour?.id);
  const tourSource = liveTour ?? cart.tour;
  const tour = tourSource && tourLine(tourSource, cart.participants);

  const liveRoute =
    cart.transfer && catalog.pricing.find((route) => route.id === cart.transfer?.routeId);
  const transfer =
    cart.transfer &&
    ((liveRoute && transferLine(liveRoute, cart.transfer)) ?? cartTransferLine(cart.transfer));

  return {
    tour,
    perGroup: tourSource?.priceType === 'per_group',
    transfer,
    total: bookingTotal(tour, transfer),
  };
}
