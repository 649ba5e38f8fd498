// The cart's lines and total as the header and checkout show them: priced with the catalog's current prices when known.
import { bookingTotal, tourLine, transferLine } from './booking-lines';
import type { BookingTourLine, BookingTransferLine } from './booking';
import type { Cart, CartTransfer } from './cart';
import type { Language } from './language';
import type { PricingRoute } from './pricing-route';
import type { Tour } from './tour';

export interface CartLines {
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
 * the total shown is the one the booking will store; offline, the cart's copies are used. The
 * tour's title is in `language`, the one the booking is made in.
 */
export function cartLines(
  cart: Cart,
  catalog: { tours: readonly Tour[]; pricing: readonly PricingRoute[] },
  language: Language,
): CartLines {
  const liveTour = cart.tour && catalog.tours.find((tour) => tour.id === cart.tour?.id);
  const tourSource = liveTour ?? cart.tour;
  const tour = tourSource && {
    ...tourLine(tourSource, cart.participants, language),
    ...cart.tourDay,
  };

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
