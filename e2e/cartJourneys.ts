/**
 * Steps shared by the cart and order error journeys (e2e/cart-errors.spec.ts,
 * e2e/checkout-journeys.spec.ts): add a chosen variant from its product page, read the cart's
 * total. What the shopper sees; axe where a journey asks for it.
 */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { variantQuery } from './mockApi';

/** Product pages of these journeys (no other spec buys them). */
export const products = {
  /** Women's Harbour Canvas Sneaker, 79.95: ample stock for the happy paths. */
  sneaker: { id: 'ALP1402W', path: '/en-us/p/womens-harbour-canvas-sneaker-ALP1402W' },
  /** Women's Meadow Walker, 99.95: ample stock. */
  walker: { id: 'ALP1401W', path: '/en-us/p/womens-meadow-walker-ALP1401W' },
  /** Women's Fell Racer: a variant is sold out from under the shopper (desktop). */
  fellRacer: { id: 'ALP1103W', path: '/en-us/p/womens-fell-racer-ALP1103W' },
  /** Women's River Strap Sandal: a variant is sold out from under the shopper (mobile). */
  sandal: { id: 'ALP1302W', path: '/en-us/p/womens-river-strap-sandal-ALP1302W' },
  /** Women's Approach Climbing Pants: the second item, sold out (desktop). */
  pants: { id: 'ALP2303W', path: '/en-us/p/womens-approach-climbing-pants-ALP2303W' },
  /** Women's Scramble Shorts: the second item, sold out (mobile). */
  shorts: { id: 'ALP2302W', path: '/en-us/p/womens-scramble-shorts-ALP2302W' },
} as const;

export type JourneyProduct = (typeof products)[keyof typeof products];

/**
 * Opens the product page on a variant and adds it (qty 1); waits for the mini cart to list
 * `expectedItems` rows, then closes it.
 */
export async function addVariant(
  page: Page,
  product: JourneyProduct,
  variantId: string,
  expectedItems = 1,
): Promise<void> {
  await page.goto(`${product.path}${await variantQuery(product.id, variantId)}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const miniCart = page.getByRole('dialog', { name: /^Your cart/ });
  await expect(miniCart.getByTestId('cart-item')).toHaveCount(expectedItems);
  await page.keyboard.press('Escape');
  await expect(miniCart).toBeHidden();
}

/** The cart page's total, as shown. */
export async function cartTotal(page: Page): Promise<string> {
  const total = page.getByTestId('cart-total');
  await expect(total).toBeVisible();
  return (await total.textContent()) ?? '';
}
