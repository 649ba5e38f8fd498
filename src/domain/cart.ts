// The cart: its shape, the reducer behind every cart change, totals, and versioned storage (the
// stored cart is read back by cart-storage.ts, with the schemas).
import type { CartTransfer } from './cart-storage';
import { todayAtDestination } from './calendar-date';
import { touchesAirport } from './flight-number';
import { withTotal, type ParticipantCount, type Participants } from './participants';
import { tourPrice } from './tour-price';
import type { Tour } from './tour';
import { dateProblem, type TourDay } from './tour-schedule';

export type CartTour = Tour & { calculatedPrice: number };
export type { CartTransfer };

export interface Cart {
  tour: CartTour | null;
  /** The tour's day, departure and pickup; null for carts filled before tours had dates. */
  tourDay: TourDay | null;
  transfer: CartTransfer | null;
  participants: ParticipantCount;
  orderId: string;
}

export type CartAction =
  | { type: 'addTour'; tour: Tour; participants: Participants; day: TourDay }
  | { type: 'addTransfer'; transfer: CartTransfer }
  | { type: 'updateParticipants'; participants: Participants }
  | { type: 'clearCart' }
  | { type: 'setOrderId'; orderId: string };

export const initialCart: Cart = Object.freeze({
  tour: null,
  tourDay: null,
  transfer: null,
  participants: Object.freeze({ adults: 1, children: 0, total: 1 }),
  orderId: '',
});

/** The tour as the cart holds it: with its price for these participants. */
export function priced(tour: Tour, participants: Participants): CartTour {
  return { ...tour, calculatedPrice: tourPrice(tour, participants) };
}

export function cartReducer(cart: Cart, action: CartAction): Cart {
  switch (action.type) {
    case 'addTour':
      return {
        ...cart,
        tour: priced(action.tour, action.participants),
        tourDay: { ...action.day },
        participants: withTotal(action.participants),
      };
    case 'addTransfer':
      return { ...cart, transfer: action.transfer };
    case 'updateParticipants':
      return {
        ...cart,
        tour: cart.tour && priced(cart.tour, action.participants),
        participants: withTotal(action.participants),
      };
    case 'clearCart':
      return initialCart;
    case 'setOrderId':
      return { ...cart, orderId: action.orderId };
  }
}

/** Items in the cart: the tour and the transfer count one each. */
export function cartItemCount(cart: Cart): number {
  return Number(cart.tour !== null) + Number(cart.transfer !== null);
}

export function isCartEmpty(cart: Cart): boolean {
  return cart.tour === null && cart.transfer === null;
}

/**
 * True when the cart's tour cannot be booked for its day as it stands: no day chosen (a cart from
 * before tours had dates) or a day no longer bookable (it has passed, or the tour closed it).
 */
export function tourDayProblem(cart: Cart, today = todayAtDestination()): boolean {
  if (!cart.tour) return false;
  return !cart.tourDay || dateProblem(cart.tour.schedule, cart.tourDay.date, today) !== null;
}

/** True when the cart's transfer meets or drops off a flight but holds no flight number. */
export function transferFlightMissing(cart: Cart): boolean {
  const { transfer } = cart;
  if (!transfer) return false;
  const { transferType, origin, destination } = transfer;
  return touchesAirport(transferType, origin, destination) && !transfer.flightNumber;
}

export const CART_STORAGE_KEY = 'puntaCana.cart';
/** Bump when the stored shape changes; older carts are then dropped, not misread. */
export const CART_VERSION = 1;

export function serializeCart(cart: Cart): string {
  return JSON.stringify({ version: CART_VERSION, cart });
}
