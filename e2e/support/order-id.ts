// The order id a checkout page shows, read once the page has drawn it.
import { expect, type Locator } from '@playwright/test';
import { ORDER_ID_LENGTH, ORDER_ID_PREFIX } from '../../src/domain/order-id';

const SHOWN_ORDER_ID = new RegExp(`${ORDER_ID_PREFIX}[A-Z0-9]{${ORDER_ID_LENGTH}}`);

/** The order id in the element, once it holds one (checkout draws a new id on load). */
export async function shownOrderId(element: Locator): Promise<string> {
  await expect(element).toHaveText(SHOWN_ORDER_ID);
  return (await element.textContent())!.match(SHOWN_ORDER_ID)![0];
}
