// The cart as stored on the device (serializeCart in cart.ts) read back: its schema, and the cart
// it holds if it can be trusted. Loaded on its own (features/cart/cart-provider.tsx): a page shows
// the stored cart only once it has taken over, so the schemas stay out of its first download.
import { z } from './zod';
import { isoDateSchema } from './document-fields';
import { CART_VERSION, initialCart, priced, type Cart } from './cart';
import { transferFlightSchema } from './flight-number-schema';
import { PASSENGER_GROUP_IDS } from './passenger-groups';
import { DEFAULT_MAX_PARTICIPANTS, withTotal } from './participants';
import { isPickupSlot } from './pickup-slots';
import { TRANSFER_TYPES } from './pricing-route';
import { storedEnglishShape, tourSchema } from './tour-schema';
import { tourDaySchema } from './tour-schedule-schema';

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

const storedCartSchema = z.object({
  version: z.literal(CART_VERSION),
  cart: z.object({
    // The English texts optional: carts stored before tours had them still load.
    tour: z.nullable(z.extend(tourSchema, storedEnglishShape)),
    // Optional: carts stored before tours had dates still load (and checkout asks for the day).
    tourDay: z.optional(z.nullable(tourDaySchema)),
    transfer: z.nullable(cartTransferSchema),
    participants: z.object({ adults: count, children: count }),
    orderId: z.string(),
  }),
});

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
    tour:
      tour &&
      priced(
        {
          ...tour,
          titleEn: tour.titleEn ?? '',
          priceTextEn: tour.priceTextEn ?? '',
          durationEn: tour.durationEn ?? '',
          whatToBringEs: tour.whatToBringEs ?? '',
          whatToBringEn: tour.whatToBringEn ?? '',
        },
        participants,
      ),
    tourDay: (tour && tourDay) ?? null,
    transfer,
    participants: withTotal(participants),
    orderId,
  };
}
