// The cart: its shape, the reducer behind every cart change, totals, and versioned storage.
import { z } from './zod';
import { isoDateSchema } from './calendar-date';
import { touchesAirport, transferFlightSchema } from './flight-number';
import { PASSENGER_GROUP_IDS } from './passenger-groups';
import {
  DEFAULT_MAX_PARTICIPANTS,
  withTotal,
  type ParticipantCount,
  type Participants,
} from './participants';
import { isPickupSlot } from './pickup-slots';
import { tourPrice } from './tour-price';
import { tourSchema, type Tour } from './tour';
import { dateProblem, tourDaySchema, type TourDay } from './tour-schedule';
import { todayAtDestination } from './calendar-date';
import { TRANSFER_TYPES } from './pricing-route';

export type CartTour = Tour & { calculatedPrice: number };

const amount = z.number().check(z.nonnegative());
const count = z.int().check(z.minimum(0), z.maximum(DEFAULT_MAX_PARTICIPANTS));

/** The transfer line of the cart, as stored on the device. */
const cartTransferSchema = z.object({
  routeId: z.string().check(z.minLength(1)),
  transferType: z.enum(TRANSFER_TYPES),
  origin: z.string(),
  destination: z.string(),
  /** YYYY-MM-DD */
  date: isoDateSchema,
  /** One of PICKUP_SLOTS. */
  time: z.string().check(z.refine(isPickupSlot)),
  passengerGroup: z.enum(PASSENGER_GROUP_IDS),
  /** The group's label, e.g. '1-2 Pasajeros'. */
  passengers: z.string(),
  price: amount,
  // Optional: carts stored before flights were asked for still load (and checkout asks for it).
  ...transferFlightSchema.shape,
});

export type CartTransfer = z.infer<typeof cartTransferSchema>;

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

function priced(tour: Tour, participants: Participants): CartTour {
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

const storedCartSchema = z.object({
  version: z.literal(CART_VERSION),
  cart: z.object({
    tour: z.nullable(tourSchema),
    // Optional: carts stored before tours had dates still load (and checkout asks for the day).
    tourDay: z.optional(z.nullable(tourDaySchema)),
    transfer: z.nullable(cartTransferSchema),
    participants: z.object({ adults: count, children: count }),
    orderId: z.string(),
  }),
});

export function serializeCart(cart: Cart): string {
  return JSON.stringify({ version: CART_VERSION, cart });
}

/**
 * The cart stored by serializeCart, or the initial cart when there is none or it cannot
 * be trusted (corrupt JSON, another version, wrong shape). Derived values (the tour's
 * calculated price, the participant total) are recomputed, not read back.
 */
export function deserializeCart(raw: string | null): Cart {
  if (raw === null) return initialCart;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return initialCart;
  }
  const parsed = storedCartSchema.safeParse(data);
  if (!parsed.success) return initialCart;
  const { tour, tourDay, transfer, participants, orderId } = parsed.data.cart;
  return {
    tour: tour && priced(tour, participants),
    tourDay: (tour && tourDay) ?? null,
    transfer,
    participants: withTotal(participants),
    orderId,
  };
}
