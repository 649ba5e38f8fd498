// A visitor's device with a cart already stored, as the cart keeps it in local storage.
import type { BrowserContext, Page } from '@playwright/test';
import { CART_STORAGE_KEY } from '../../src/domain/cart';

/**
 * Stores `cart` (serialized) before the app's own scripts, on the first page load only: a booking
 * clears the cart, and a later load must not fill it again.
 */
export async function storeCartOnFirstLoad(target: BrowserContext | Page, cart: string) {
  await target.addInitScript(
    ([key, value]) => {
      if (sessionStorage.getItem('e2e.cartFilled')) return;
      sessionStorage.setItem('e2e.cartFilled', 'yes');
      localStorage.setItem(key, value);
    },
    [CART_STORAGE_KEY, cart] as const,
  );
}
