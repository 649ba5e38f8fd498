// The cart shared by every page, kept in versioned localStorage so it survives reloads and offline.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  type ReactNode,
} from 'react';
import {
  CART_STORAGE_KEY,
  cartItemCount,
  cartReducer,
  deserializeCart,
  serializeCart,
  type Cart,
  type CartTransfer,
} from '@/domain/cart';
import { cartLines, type CartLines } from '@/domain/cart-lines';
import { newOrderId } from '@/domain/order-id';
import type { Participants } from '@/domain/participants';
import type { Tour } from '@/domain/tour';
import type { TourDay } from '@/domain/tour-schedule';
import { useCatalog } from '@/features/catalog/catalog-provider';
import { useHydrated } from '@/hooks/use-hydrated';

export interface CartApi {
  cart: Cart;
  /** The cart's lines priced with the live catalog (the cart's saved prices offline). */
  lines: CartLines;
  /** USD, the same figure in the header and at checkout. */
  total: number;
  itemCount: number;
  addTour(tour: Tour, participants: Participants, day: TourDay): void;
  addTransfer(transfer: CartTransfer): void;
  updateParticipants(participants: Participants): void;
  clearCart(): void;
  /** Draws a fresh order id and returns it. */
  renewOrderId(): string;
}

const CartContext = createContext<CartApi | null>(null);

/** The cart a page rendered on the server shows: no device, no stored cart. */
const serverCart: Cart = deserializeCart(null);

function readStoredCart(): Cart {
  try {
    return deserializeCart(localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    return deserializeCart(null);
  }
}

type Action = Parameters<typeof cartReducer>[1] | { type: 'replace'; cart: Cart };

function reducer(cart: Cart, action: Action): Cart {
  return action.type === 'replace' ? action.cart : cartReducer(cart, action);
}

export function CartProvider({ children }: { children: ReactNode }) {
  const [cart, dispatch] = useReducer(reducer, undefined, readStoredCart);

  useEffect(() => {
    try {
      localStorage.setItem(CART_STORAGE_KEY, serializeCart(cart));
    } catch (error) {
      // Private mode or a full disk: the cart still works for this visit.
      console.warn('Could not save the cart on this device', error);
    }
  }, [cart]);

  useEffect(() => {
    // Another tab changed the cart: follow it, so all tabs show the same cart.
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY)
        dispatch({ type: 'replace', cart: deserializeCart(event.newValue) });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // A page rendered on the server has the empty cart in its markup: the stored one shows once the
  // browser has taken the page over.
  const hydrated = useHydrated();
  const shown = hydrated ? cart : serverCart;
  const { tours, pricing } = useCatalog();
  const lines = useMemo(() => cartLines(shown, { tours, pricing }), [shown, tours, pricing]);

  const renewOrderId = useCallback(() => {
    const orderId = newOrderId();
    dispatch({ type: 'setOrderId', orderId });
    return orderId;
  }, []);

  const api = useMemo<CartApi>(
    () => ({
      cart: shown,
      lines,
      total: lines.total,
      itemCount: cartItemCount(shown),
      addTour: (tour, participants, day) => dispatch({ type: 'addTour', tour, participants, day }),
      addTransfer: (transfer) => dispatch({ type: 'addTransfer', transfer }),
      updateParticipants: (participants) => dispatch({ type: 'updateParticipants', participants }),
      clearCart: () => dispatch({ type: 'clearCart' }),
      renewOrderId,
    }),
    [shown, lines, renewOrderId],
  );
  return <CartContext.Provider value={api}>{children}</CartContext.Provider>;
}

export function useCart(): CartApi {
  const api = useContext(CartContext);
  if (!api) throw new Error('useCart needs a CartProvider');
  return api;
}
