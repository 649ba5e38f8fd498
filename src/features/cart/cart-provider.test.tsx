import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY } from '@/domain/cart';
import type { Tour } from '@/domain/tour';
import { makeTour } from '@/testing/make-tour';
import { StaticCatalogProvider } from '@/features/catalog/catalog-provider';
import { makeTourDay } from '@/testing/make-tour-day';
import { CartProvider, useCart } from './cart-provider';

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

describe('the cart', () => {
  beforeEach(() => localStorage.clear());

  it('survives a reload through localStorage', () => {
    const first = renderHook(() => useCart(), { wrapper });
    act(() => first.result.current.addTour(saona, { adults: 2, children: 1 }, makeTourDay()));
    expect(first.result.current.total).toBe(255);
    first.unmount();

    const reloaded = renderHook(() => useCart(), { wrapper });
    expect(reloaded.result.current.cart.tour?.title).toBe('Isla Saona');
    expect(reloaded.result.current.cart.participants).toEqual({ adults: 2, children: 1, total: 3 });
    expect(reloaded.result.current.itemCount).toBe(1);
  });

  it("totals the cart at the catalog's current price, the figure the header and checkout share", () => {
    const catalog = { tours: [{ ...saona, price: 120 }] };
    const { result } = renderHook(() => useCart(), {
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

  it('starts empty instead of crashing when the stored cart is corrupt', () => {
    localStorage.setItem(CART_STORAGE_KEY, '{"version":1,"cart":{"tour":42');
    const { result } = renderHook(() => useCart(), { wrapper });
    expect(result.current.cart.tour).toBeNull();
    expect(result.current.itemCount).toBe(0);
  });

  it('draws a new LA- order id on request', () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    let id = '';
    act(() => {
      id = result.current.renewOrderId();
    });
    expect(id).toMatch(/^LA-[A-Z0-9]{8}$/);
    expect(result.current.cart.orderId).toBe(id);
  });

  it('follows a change made in another tab', () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    const other = renderHook(() => useCart(), { wrapper });
    act(() => other.result.current.addTour(saona, { adults: 1, children: 0 }, makeTourDay()));
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: CART_STORAGE_KEY,
          newValue: localStorage.getItem(CART_STORAGE_KEY),
        }),
      );
    });
    expect(result.current.cart.tour?.id).toBe('isla-saona');
  });
});
