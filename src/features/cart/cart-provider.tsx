// The cart shared by every page, kept in versioned localStorage so it survives reloads and offline.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  CART_STORAGE_KEY,
  cartItemCount,
  cartReducer,
  initialCart,
  serializeCart,
  type Cart,
  type CartAction,
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
  /** False until the cart stored on the device has been read: `cart` is empty meanwhile. */
  restored: boolean;
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

/**
 * The stored cart's reader, with the schemas it checks against: a chunk of its own, loaded as the
 * provider mounts. A page shows the stored cart only once it has taken over (below), so its first
 * download goes without the validation library.
 */
const loadCartStorage = () => import('@/domain/cart-storage');
type CartStorage = Awaited<ReturnType<typeof loadCartStorage>>;

function readStoredCart({ deserializeCart }: CartStorage): Cart {
  try {
    return deserializeCart(localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    return initialCart;
  }
}

type Action = CartAction | { type: 'replace'; cart: Cart };

function reducer(cart: Cart, action: Action): Cart {
  return action.type === 'replace' ? action.cart : cartReducer(cart, action);
}

export function CartProvider({ children }: { children: ReactNode }) {
  const [cart, dispatch] = useReducer(reducer, initialCart);
  /** The reader once loaded; the stored cart is in `cart` from then on. */
  const [storage, setStorage] = useState<CartStorage | null>(null);
  /** True once the stored cart is read, or could not be (the cart then starts empty). */
  const [restored, setRestored] = useState(false);
  /** Changes made before the stored cart was read, applied to it once it is. */
  const early = useRef<CartAction[] | null>([]);
  // A page rendered on the server has the empty cart in its markup: the stored one shows once the
  // browser has taken the page over, and is read then, not while React is busy taking it over.
  const hydrated = useHydrated();

  useEffect(() => {
    if (!hydrated) return;
    let live = true;
    loadCartStorage().then(
      (loaded) => {
        if (!live) return;
        dispatch({ type: 'replace', cart: readStoredCart(loaded) });
        for (const action of early.current ?? []) dispatch(action);
        early.current = null;
        setStorage(loaded);
        setRestored(true);
      },
      (error: unknown) => {
        // Its chunk could not be had (a page left open across a deploy, say): the cart still
        // works for this visit, and the stored one stays as it was for the next.
        console.error('Could not read the cart stored on this device', error);
        if (!live) return;
        for (const action of early.current ?? []) dispatch(action);
        early.current = null;
        setRestored(true);
      },
    );
    return () => {
      live = false;
    };
  }, [hydrated]);

  useEffect(() => {
    // Not before the stored cart is read: the empty cart would overwrite it.
    if (!storage) return;
    try {
      localStorage.setItem(CART_STORAGE_KEY, serializeCart(cart));
    } catch (error) {
      // Private mode or a full disk: the cart still works for this visit.
      console.warn('Could not save the cart on this device', error);
    }
  }, [cart, storage]);

  useEffect(() => {
    if (!storage) return;
    // Another tab changed the cart: follow it, so all tabs show the same cart.
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY)
        dispatch({ type: 'replace', cart: storage.deserializeCart(event.newValue) });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [storage]);

  const act = useCallback((action: CartAction) => {
    if (early.current) early.current.push(action);
    else dispatch(action);
  }, []);

  // Neither changes before the page is taken over: a new value meanwhile would make React take the
  // parts still waiting for it (their code, their turn) over at once, in one long task.
  const shown = hydrated ? cart : initialCart;
  const shownRestored = hydrated && restored;
  const { tours, pricing } = useCatalog();
  const lines = useMemo(() => cartLines(shown, { tours, pricing }), [shown, tours, pricing]);

  const renewOrderId = useCallback(() => {
    const orderId = newOrderId();
    act({ type: 'setOrderId', orderId });
    return orderId;
  }, [act]);

  const api = useMemo<CartApi>(
    () => ({
      cart: shown,
      restored: shownRestored,
      lines,
      total: lines.total,
      itemCount: cartItemCount(shown),
      addTour: (tour, participants, day) => act({ type: 'addTour', tour, participants, day }),
      addTransfer: (transfer) => act({ type: 'addTransfer', transfer }),
      updateParticipants: (participants) => act({ type: 'updateParticipants', participants }),
      clearCart: () => act({ type: 'clearCart' }),
      renewOrderId,
    }),
    [shown, shownRestored, lines, act, renewOrderId],
  );
  return <CartContext.Provider value={api}>{children}</CartContext.Provider>;
}

export function useCart(): CartApi {
  const api = useContext(CartContext);
  if (!api) throw new Error('useCart needs a CartProvider');
  return api;
}
