// The cart shared by every page, kept in versioned localStorage so it survives reloads and offline.
import {
  createContext,
  startTransition,
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
 * The stored cart's reader, with the schemas it checks against: a chunk of its own, loaded only
 * when the device holds a cart, and only once the page has taken over (below). A first visit has
 * no cart: its pages go without the validation library, whose start is a long task on a phone.
 */
const loadCartStorage = () => import('@/domain/cart-storage');

/** The cart stored on the device as written, null when there is none (or no storage at all). */
function storedCartText(): string | null {
  try {
    return localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The cart a stored text holds: no reader to load when there is none. */
function readCart(text: string | null): Promise<Cart> {
  if (text === null) return Promise.resolve(initialCart);
  return loadCartStorage().then(({ deserializeCart }) => deserializeCart(text));
}

type Action = CartAction | { type: 'replace'; cart: Cart };

function reducer(cart: Cart, action: Action): Cart {
  return action.type === 'replace' ? action.cart : cartReducer(cart, action);
}

export function CartProvider({ children }: { children: ReactNode }) {
  const [cart, dispatch] = useReducer(reducer, initialCart);
  /**
   * The cart stored on the device: being read, read (or there was none: the device keeps `cart`
   * from then on), or unreadable (the cart then starts empty, and the stored one is left alone).
   */
  const [stored, setStored] = useState<'reading' | 'read' | 'unreadable'>('reading');
  const restored = stored !== 'reading';
  const saving = stored === 'read';
  /** Changes made before the stored cart was read, applied to it once it is. */
  const early = useRef<CartAction[] | null>([]);
  // A page rendered on the server has the empty cart in its markup: the stored one shows once the
  // browser has taken the page over, and is read then, not while React is busy taking it over.
  const hydrated = useHydrated();

  useEffect(() => {
    if (!hydrated) return;
    let live = true;
    // A transition: every reader of the cart (the header, the quote form…) draws it anew, in short
    // slices rather than one long task (an update from a promise is not cut).
    const restore = (cart: Cart | null) =>
      startTransition(() => {
        if (cart) dispatch({ type: 'replace', cart });
        for (const action of early.current ?? []) dispatch(action);
        early.current = null;
        setStored(cart ? 'read' : 'unreadable');
      });
    readCart(storedCartText()).then(
      (cart) => live && restore(cart),
      (error: unknown) => {
        // Its chunk could not be had (a page left open across a deploy, say): the cart still
        // works for this visit, and the stored one stays as it was for the next.
        console.error('Could not read the cart stored on this device', error);
        if (live) restore(null);
      },
    );
    return () => {
      live = false;
    };
  }, [hydrated]);

  useEffect(() => {
    // Not before the stored cart is read: the empty cart would overwrite it.
    if (!saving) return;
    try {
      // An empty cart is not kept: the next visit then has nothing to read (nor its reader to load).
      if (cart === initialCart) localStorage.removeItem(CART_STORAGE_KEY);
      else localStorage.setItem(CART_STORAGE_KEY, serializeCart(cart));
    } catch (error) {
      // Private mode or a full disk: the cart still works for this visit.
      console.warn('Could not save the cart on this device', error);
    }
  }, [cart, saving]);

  useEffect(() => {
    if (!saving) return;
    let live = true;
    // Another tab changed the cart: follow it, so all tabs show the same cart.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== CART_STORAGE_KEY) return;
      readCart(event.newValue).then(
        (cart) => live && dispatch({ type: 'replace', cart }),
        (error: unknown) => console.error("Could not follow another tab's cart", error),
      );
    };
    window.addEventListener('storage', onStorage);
    return () => {
      live = false;
      window.removeEventListener('storage', onStorage);
    };
  }, [saving]);

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
