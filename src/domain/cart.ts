// The cart: its shape, the reducer behind every cart change, totals, and versioned storage.
import { z } from 'zod';
import { isoDateSchema } from './calendar-date';
import { sumPrices } from './money';
import { PASSENGER_GROUP_IDS, type PassengerGroup } from './passenger-groups';
import {
  DEFAULT_MAX_PARTICIPANTS,
  withTotal,
  type ParticipantCount,
  type Participants,
} from './participants';
import { isPickupSlot } from './pickup-slots';
import { tourPrice } from './tour-price';
import { PRICE_TYPES, TRANSFER_TYPES, type Tour, type TransferType } from './types';

export type CartTour = Tour & { calculatedPrice: number };

export interface CartTransfer {
  routeId: string;
  transferType: TransferType;
  origin: string;
  destination: string;
  /** YYYY-MM-DD */
  date: string;
  /** One of PICKUP_SLOTS. */
  time: string;
  passengerGroup: PassengerGroup;
  /** The group's label, e.g. '1-2 Pasajeros'. */
  passengers: string;
  price: number;
}

export interface Cart {
  tour: CartTour | null;
  transfer: CartTransfer | null;
  participants: ParticipantCount;
  orderId: string;
}

export type CartAction =
  | { type: 'addTour'; tour: Tour; participants: Participants }
  | { type: 'addTransfer'; transfer: CartTransfer }
  | { type: 'updateParticipants'; participants: Participants }
  | { type: 'clearCart' }
  | { type: 'setOrderId'; orderId: string };

export const initialCart: Cart = Object.freeze({
  tour: null,
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

/** Tour price plus transfer price, in USD cents precision. */
export function cartTotal(cart: Cart): number {
  return sumPrices(cart.tour?.calculatedPrice ?? 0, cart.transfer?.price ?? 0);
}

/** Items in the cart: the tour and the transfer count one each. */
export function cartItemCount(cart: Cart): number {
  return Number(cart.tour !== null) + Number(cart.transfer !== null);
}

export function isCartEmpty(cart: Cart): boolean {
  return cart.tour === null && cart.transfer === null;
}

export const CART_STORAGE_KEY = 'puntaCana.cart';
/** Bump when the stored shape changes; older carts are then dropped, not misread. */
export const CART_VERSION = 1;

const amount = z.number().nonnegative();
const count = z.int().min(0).max(DEFAULT_MAX_PARTICIPANTS);

const storedTourSchema = z.object({
  id: z.string().min(1),
  slug: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  gallery: z.array(z.string()),
  descriptionEs: z.string(),
  descriptionEn: z.string(),
  price: amount.nullable(),
  priceText: z.string(),
  priceChild: amount.nullable(),
  hasChildPrice: z.boolean(),
  priceType: z.enum(PRICE_TYPES),
  duration: z.string(),
  minParticipants: z.number().nullable(),
  maxParticipants: z.number().nullable(),
  createdAt: z.number().optional(),
  updatedAt: z.number().optional(),
});

const storedTransferSchema = z.object({
  routeId: z.string().min(1),
  transferType: z.enum(TRANSFER_TYPES),
  origin: z.string(),
  destination: z.string(),
  date: isoDateSchema,
  time: z.string().refine(isPickupSlot),
  passengerGroup: z.enum(PASSENGER_GROUP_IDS),
  passengers: z.string(),
  price: amount,
});

const storedCartSchema = z.object({
  version: z.literal(CART_VERSION),
  cart: z.object({
    tour: storedTourSchema.nullable(),
    transfer: storedTransferSchema.nullable(),
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
  const { tour, transfer, participants, orderId } = parsed.data.cart;
  return {
    tour: tour && priced(tour, participants),
    transfer,
    participants: withTotal(participants),
    orderId,
  };
}
