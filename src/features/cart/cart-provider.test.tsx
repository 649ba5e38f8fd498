import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY } from '@/domain/cart';
import type { Tour } from '@/domain/tour';
import { makeTour } from '@/testing/make-tour';
import { StaticCatalogProvider } from '@/testing/static-catalog';
import { makeTourDay } from '@/testing/make-tour-day';
import {
  CartProvider,
  readStoredCartFirst,
  useCart,
  useCartActions,
  useStoredCart,
} from './cart-provider';

const saona: Tour = makeTour('isla-saona', {
  title: 'Isla Saona',
  image: null,
  descriptionEs: '',
  descriptionEn: '',
  priceChild: 65,
  hasChildPrice: true,
  duration: 'Día completo',
  maxParticipants: 40,
});

const NO_CATALOG = {};
const wrapper = ({ children }: { children: ReactNode }) => (
  <StaticCatalogProvider catalog={NO_CATALOG}>
    <CartProvider>{children}</CartProvider>
  </StaticCatalogProvider>
);

/** The cart as a page gets it, once the cart stored on the device has been read. */
async function renderCart(options: Parameters<typeof renderHook>[1] = { wrapper }) {
  const rendered = renderHook(() => useCart(), options);
  await waitFor(() => expect(rendered.result.current.restored).toBe(true));
  return rendered;
}

describe('the cart', () => {
  beforeEach(async () => {
    localStorage.clear();
    await readStoredCartFirst();
  });

  it('survives a reload through localStorage', async () => {
    const first = await renderCart();
    act(() => first.result.current.addTour(saona, { adults: 2, children: 1 }, makeTourDay()));
    expect(first.result.current.total).toBe(255);
    first.unmount();

    const reloaded = await renderCart();
    expect(reloaded.result.current.cart.tour?.title).toBe('Isla Saona');
    expect(reloaded.result.current.cart.participants).toEqual({ adults: 2, children: 1, total: 3 });
    expect(reloaded.result.current.itemCount).toBe(1);
  });

  it('has the stored cart from its first render when it was read before the page was drawn', async () => {
    // Checkout, drawn in the browser: its form and summary from the first frame, not a spinner.
    const first = await renderCart();
    act(() => first.result.current.addTour(saona, { adults: 2, children: 0 }, makeTourDay()));
    await waitFor(() => expect(localStorage.getItem(CART_STORAGE_KEY)).toContain('isla-saona'));
    first.unmount();

    await readStoredCartFirst();
    const drawn = renderHook(() => useCart(), { wrapper });
    expect(drawn.result.current.restored).toBe(true);
    expect(drawn.result.current.cart.tour?.title).toBe('Isla Saona');
    act(() => drawn.result.current.updateParticipants({ adults: 3, children: 0 }));
    expect(drawn.result.current.cart.participants.adults).toBe(3);
    await waitFor(() => expect(localStorage.getItem(CART_STORAGE_KEY)).toContain('"adults":3'));
  });

  it('saves a change the page makes as it is first drawn, the cart read before', async () => {
    // Checkout draws the order id in an effect of its first render, before the provider's own.
    const first = await renderCart();
    act(() => first.result.current.addTour(saona, { adults: 1, children: 0 }, makeTourDay()));
    await waitFor(() => expect(localStorage.getItem(CART_STORAGE_KEY)).toContain('isla-saona'));
    first.unmount();
    expect(localStorage.getItem(CART_STORAGE_KEY)).toContain('"orderId":""');

    await readStoredCartFirst();
    function DrawsOrderId() {
      const { renewOrderId } = useCartActions();
      useEffect(() => {
        renewOrderId();
      }, [renewOrderId]);
      return null;
    }
    render(<DrawsOrderId />, { wrapper });
    await waitFor(() =>
      expect(localStorage.getItem(CART_STORAGE_KEY)).toMatch(/"orderId":"LA-[0-9A-Z]{8}"/),
    );
  });

  it('keeps nothing on the device while the cart is empty, and forgets a cart once it is cleared', async () => {
    const { result } = await renderCart();
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    act(() => result.current.addTour(saona, { adults: 1, children: 0 }, makeTourDay()));
    await waitFor(() => expect(localStorage.getItem(CART_STORAGE_KEY)).toContain('isla-saona'));
    act(() => result.current.clearCart());
    await waitFor(() => expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull());
  });

  it("totals the cart at the catalog's current price, the figure the header and checkout share", async () => {
    const catalog = { tours: [{ ...saona, price: 120 }] };
    const { result } = await renderCart({
      wrapper: ({ children }: { children: ReactNode }) => (
        <StaticCatalogProvider catalog={catalog}>
          <CartProvider>{children}</CartProvider>
        </StaticCatalogProvider>
      ),
    });
    act(() => result.current.addTour(saona, { adults: 2, children: 1 }, makeTourDay()));
    expect(result.current.total).toBe(305);
    expect(result.current.lines.tour?.subtotal).toBe(305);
  });

  it('starts empty instead of crashing when the stored cart is corrupt', async () => {
    localStorage.setItem(CART_STORAGE_KEY, '{"version":1,"cart":{"tour":42');
    const { result } = await renderCart();
    expect(result.current.cart.tour).toBeNull();
    expect(result.current.itemCount).toBe(0);
  });

  it('draws a new LA- order id on request', async () => {
    const { result } = await renderCart();
    let id = '';
    act(() => {
      id = result.current.renewOrderId();
    });
    expect(id).toMatch(/^LA-[A-Z0-9]{8}$/);
    expect(result.current.cart.orderId).toBe(id);
  });

  it('follows a change made in another tab', async () => {
    const { result } = await renderCart();
    const other = await renderCart();
    act(() => other.result.current.addTour(saona, { adults: 1, children: 0 }, makeTourDay()));
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: CART_STORAGE_KEY,
          newValue: localStorage.getItem(CART_STORAGE_KEY),
        }),
      );
    });
    await waitFor(() => expect(result.current.cart.tour?.id).toBe('isla-saona'));

    // The other tab empties its cart: it is removed from the device, and this tab empties too.
    act(() => other.result.current.clearCart());
    await waitFor(() => expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull());
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: null }));
    });
    await waitFor(() => expect(result.current.cart.tour).toBeNull());
  });

  it('keeps a change made before the stored cart was read, on top of the stored cart', async () => {
    const stored = await renderCart();
    act(() => stored.result.current.addTour(saona, { adults: 2, children: 0 }, makeTourDay()));
    stored.unmount();
    const storedText = localStorage.getItem(CART_STORAGE_KEY);

    // A tap before the stored cart is read: nothing is written over it meanwhile.
    const { result } = renderHook(() => useCart(), { wrapper });
    expect(result.current.restored).toBe(false);
    act(() => result.current.updateParticipants({ adults: 3, children: 1 }));
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBe(storedText);

    await waitFor(() => expect(result.current.restored).toBe(true));
    expect(result.current.cart.tour?.title).toBe('Isla Saona');
    expect(result.current.cart.participants).toEqual({ adults: 3, children: 1, total: 4 });
  });
  it('draws a part showing the cart alone again only when reading the device finds a cart', async () => {
    // A first visit: nothing stored. The tour page's booking form is not drawn a second time.
    let drawn = 0;
    function BookingForm() {
      drawn += 1;
      const cart = useStoredCart();
      return <p>{cart.tour?.title ?? 'no tour'}</p>;
    }
    function HeaderCart() {
      const { itemCount, restored } = useCart();
      return <p>{restored ? `${itemCount} in the cart` : 'reading'}</p>;
    }
    const page = (
      <>
        <HeaderCart />
        <BookingForm />
      </>
    );
    const first = render(page, { wrapper });
    expect(screen.getByText('reading')).toBeInTheDocument();
    await screen.findByText('0 in the cart');
    expect(drawn).toBe(1);
    first.unmount();

    // A cart on the device, read once the page is up (as on a page taken over from the server).
    const stored = await renderCart();
    act(() => stored.result.current.addTour(saona, { adults: 2, children: 0 }, makeTourDay()));
    await waitFor(() => expect(localStorage.getItem(CART_STORAGE_KEY)).toContain('isla-saona'));
    stored.unmount();
    drawn = 0;
    render(page, { wrapper });
    expect(screen.getByText('no tour')).toBeInTheDocument();
    await screen.findByText('Isla Saona');
    expect(drawn).toBe(2);
  });

  it('takes a change from a form that only fills the cart (the quote form) without drawing that form again', async () => {
    let formDrawn = 0;
    function QuoteForm() {
      formDrawn += 1;
      const { addTour } = useCartActions();
      return (
        <button
          type="button"
          onClick={() => addTour(saona, { adults: 2, children: 0 }, makeTourDay())}
        >
          Add
        </button>
      );
    }
    function HeaderCart() {
      const { itemCount, restored } = useCart();
      return <p>{restored ? `${itemCount} in the cart` : 'reading'}</p>;
    }
    render(
      <>
        <HeaderCart />
        <QuoteForm />
      </>,
      { wrapper },
    );
    await screen.findByText('0 in the cart');
    const drawnBefore = formDrawn;
    act(() => screen.getByRole('button', { name: 'Add' }).click());
    await screen.findByText('1 in the cart');
    await waitFor(() => expect(localStorage.getItem(CART_STORAGE_KEY)).toContain('isla-saona'));
    expect(formDrawn).toBe(drawnBefore);
  });
});
