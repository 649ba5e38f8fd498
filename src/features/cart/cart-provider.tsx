// The cart shared by every page, kept in versioned localStorage so it survives reloads and offline.
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
import { currentLanguage } from '@/lib/i18n';
import { createValueStore, useStoredValue, type ReadableStore } from '@/lib/value-store';

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

const CartContext = createContext<CartStore | null>(null);

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

/** The cart and whether the one stored on the device has been read yet. */
interface CartState {
  cart: Cart;
  /**
   * Being read, read (or there was none: the device keeps the cart from then on), or unreadable
   * (the cart then starts empty, and the stored one is left alone).
   */
  stored: 'reading' | 'read' | 'unreadable';
}

/** What the server draws, and what a part of a page rendered there is taken over with. */
const SERVER_STATE: CartState = { cart: initialCart, stored: 'reading' };

/** The stored cart, read before the first render of a page drawn in the browser (below). */
let readFirst: Cart | null = null;

/**
 * Reads the cart stored on the device before a page drawn in the browser (not taken over from the
 * server: checkout, My booking) is first drawn, so that page draws it from its first frame: the
 * checkout's form and summary, not a spinner while the reader loads. A page rendered on the
 * server has the empty cart in its markup and reads it once taken over (CartProvider). If it
 * cannot be read here, the provider reads it again and says why.
 */
export async function readStoredCartFirst(): Promise<void> {
  const text = storedCartText();
  try {
    readFirst = text === null ? null : await readCart(text);
  } catch {
    readFirst = null;
  }
}

/**
 * The cart's state outside React: each reader subscribes to it, so a change reaches the components
 * that show the cart and no others. (A context value that changed would reach every part of the
 * page, and make React take over at once the parts of a page from the server it has not taken over
 * yet: src/components/deferred.tsx.)
 */
interface CartStore extends ReadableStore<CartState> {
  /** Applies a visitor's change; one made before the stored cart is read waits for it. */
  act(action: CartAction): void;
  /** The stored cart has been read (null: it could not be), with the changes made meanwhile. */
  restore(cart: Cart | null): void;
  /** Another tab's cart. */
  replace(cart: Cart): void;
}

function createCartStore(): CartStore {
  const state = createValueStore<CartState>(
    readFirst ? { cart: readFirst, stored: 'read' } : SERVER_STATE,
    (a, b) => a.cart === b.cart && a.stored === b.stored,
  );
  /** Changes made before the stored cart was read, applied to it once it is. */
  let early: CartAction[] | null = readFirst ? null : [];
  return {
    subscribe: state.subscribe,
    get: state.get,
    act(action) {
      if (early) early.push(action);
      else state.set({ ...state.get(), cart: cartReducer(state.get().cart, action) });
    },
    restore(cart) {
      const actions = early ?? [];
      early = null;
      state.set({
        cart: actions.reduce(cartReducer, cart ?? state.get().cart),
        stored: cart ? 'read' : 'unreadable',
      });
    },
    replace(cart) {
      state.set({ ...state.get(), cart });
    },
  };
}

export function CartProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createCartStore);
  // A page rendered on the server has the empty cart in its markup: the stored one is read once the
  // browser has taken the page over, not while React is busy taking it over.
  const hydrated = useHydrated();

  useEffect(() => {
    if (!hydrated || store.get().stored !== 'reading') return;
    let live = true;
    readCart(storedCartText()).then(
      (cart) => live && store.restore(cart),
      (error: unknown) => {
        // Its chunk could not be had (a page left open across a deploy, say): the cart still
        // works for this visit, and the stored one stays as it was for the next.
        console.error('Could not read the cart stored on this device', error);
        if (live) store.restore(null);
      },
    );
    return () => {
      live = false;
    };
  }, [hydrated, store]);

  useEffect(() => {
    // What the device holds: the cart read before the first render, or none yet. The page's own
    // effects (checkout draws its order id) run before this one, so save() looks once at once.
    let saved = readFirst ?? initialCart;
    let live = true;
    // Not before the stored cart is read: the empty cart would overwrite it.
    const save = () => {
      const { cart, stored } = store.get();
      if (stored !== 'read' || cart === saved) return;
      saved = cart;
      try {
        // An empty cart is not kept: the next visit then has nothing to read (nor its reader to load).
        if (cart === initialCart) localStorage.removeItem(CART_STORAGE_KEY);
        else localStorage.setItem(CART_STORAGE_KEY, serializeCart(cart));
      } catch (error) {
        // Private mode or a full disk: the cart still works for this visit.
        console.warn('Could not save the cart on this device', error);
      }
    };
    // Another tab changed the cart: follow it, so all tabs show the same cart.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== CART_STORAGE_KEY || store.get().stored !== 'read') return;
      readCart(event.newValue).then(
        (cart) => {
          if (!live) return;
          saved = cart;
          store.replace(cart);
        },
        (error: unknown) => console.error("Could not follow another tab's cart", error),
      );
    };
    const unsubscribe = store.subscribe(save);
    save();
    window.addEventListener('storage', onStorage);
    return () => {
      live = false;
      unsubscribe();
      window.removeEventListener('storage', onStorage);
    };
  }, [store]);

  return <CartContext.Provider value={store}>{children}</CartContext.Provider>;
}

type CartActions = Pick<
  CartApi,
  'addTour' | 'addTransfer' | 'updateParticipants' | 'clearCart' | 'renewOrderId'
>;

function useCartStore(): CartStore {
  const store = useContext(CartContext);
  if (!store) throw new Error('useCart needs a CartProvider');
  return store;
}

/**
 * The cart's changes alone, for a component that does not show the cart (the quote form): it is
 * not drawn again when the cart changes.
 */
export function useCartActions(): CartActions {
  const store = useCartStore();
  return useMemo(
    () => ({
      addTour: (tour, participants, day) => store.act({ type: 'addTour', tour, participants, day }),
      addTransfer: (transfer) => store.act({ type: 'addTransfer', transfer }),
      updateParticipants: (participants) => store.act({ type: 'updateParticipants', participants }),
      clearCart: () => store.act({ type: 'clearCart' }),
      renewOrderId: () => {
        const orderId = newOrderId();
        store.act({ type: 'setOrderId', orderId });
        return orderId;
      },
    }),
    [store],
  );
}

/**
 * The cart alone, for a part of a page that shows what it holds but not whether the stored one has
 * been read: it is not drawn again when reading finds nothing stored (a first visit), only when the
 * cart itself changes.
 */
export function useStoredCart(): Cart {
  return useStoredValue(useCartStore(), SERVER_STATE, (state) => state.cart);
}

export function useCart(): CartApi {
  const store = useCartStore();
  // Taken over from the server with the server's state (the empty cart), then the device's.
  const { cart, stored } = useStoredValue(store, SERVER_STATE);
  const { tours, pricing } = useCatalog();
  // The tour's title in the language shown: the booking stores it so (createBooking does the same).
  const language = currentLanguage(useTranslation().i18n.language);
  const lines = useMemo(
    () => cartLines(cart, { tours, pricing }, language),
    [cart, tours, pricing, language],
  );
  const actions = useCartActions();
  return useMemo<CartApi>(
    () => ({
      cart,
      restored: stored !== 'reading',
      lines,
      total: lines.total,
      itemCount: cartItemCount(cart),
      ...actions,
    }),
    [cart, stored, lines, actions],
  );
}
