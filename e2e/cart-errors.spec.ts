/**
 * Cart error journeys (spec 1 §3, §4 "Cart notifications", §8): a
 * valid and an expired promo code; an item sold out from under the shopper (another shopper
 * buys its last units through the mock API) — with every item out of stock the order cannot be
 * completed, with one of two the shopper removes it and orders the other; the basket closed
 * on the server (BSK404: a new basket with the same items); another shopper's basket (AUT498:
 * the cart removed, a new one, the message, a reload after 4 s, its timer held while axe checks). axe clean at every state; a
 * fresh browser context is a fresh guest, whose basket each journey fills through the mock API
 * (e2e/seeded.ts; the add to cart from a product page: cart.spec.ts). The sold-out and BSK404 journeys run on desktop
 * only: their rules do not depend on the viewport, and the promo code and AUT498 journeys
 * show the cart's notices at the phone size.
 */
import { cartTotal, products } from './cartJourneys';
import { expectConfirmation, fillShipping, payByCard, placeOrder } from './checkoutHelpers';
import {
  desktopOnly,
  expect,
  expectHydrated,
  expectNoAxeViolations,
  type Page,
  test,
} from './fixtures';
import {
  bestStockedVariant,
  buyAsAnotherShopper,
  callMockApi,
  guestToken,
  leastStockedVariant,
  placeOrderFor,
  sessionOf,
} from './mockApi';
import { addItem, guestWithItem } from './seeded';

/** The invalid-customer reload's delay (spec 1 §8 AUT498: 4 s; commerce `invalidCustomerReloadMs`). */
const invalidCustomerReloadMs = 4000;

/**
 * Holds the page's timers of exactly `delayMs` (the page's own reload after AUT498) until
 * {@link releaseHeldTimers}: a slow axe check under load can then never race the reload
 * (the page reloading in the middle of `axe.run` hung the check). Playwright's clock cannot do
 * it: paused, it also stops the animation frames and the timers axe itself waits on. Timers of
 * any other delay run as usual; once released, the page (and the reloaded one) holds nothing.
 */
async function holdTimers(page: Page, delayMs: number): Promise<void> {
  await page.addInitScript((delay) => {
    const releasedKey = 'e2eHeldTimersReleased';
    if (window.sessionStorage.getItem(releasedKey)) return;
    const realSetTimeout = window.setTimeout.bind(window);
    const realClearTimeout = window.clearTimeout.bind(window);
    const held = new Map<number, () => void>();
    window.setTimeout = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
      if (timeout !== delay || typeof handler !== 'function')
        return realSetTimeout(handler, timeout, ...args);
      // A real (never due) timer's id, so ids stay unique and clearTimeout works.
      const id = realSetTimeout(() => {}, 2_147_483_647);
      held.set(id, () => handler(...args));
      return id;
    }) as typeof window.setTimeout;
    window.clearTimeout = ((id?: number) => {
      if (id !== undefined) held.delete(id);
      realClearTimeout(id);
    }) as typeof window.clearTimeout;
    (window as unknown as { e2eReleaseHeldTimers: () => number }).e2eReleaseHeldTimers = () => {
      window.sessionStorage.setItem(releasedKey, '1');
      const callbacks = [...held.values()];
      held.clear();
      for (const callback of callbacks) callback();
      return callbacks.length;
    };
  }, delayMs);
}

/** Runs the timers {@link holdTimers} held. @returns how many there were */
function releaseHeldTimers(page: Page): Promise<number> {
  return page.evaluate(() =>
    (window as unknown as { e2eReleaseHeldTimers: () => number }).e2eReleaseHeldTimers(),
  );
}

test.describe('cart errors', () => {
  test.setTimeout(90_000);

  test('promo code: expired (message at the input, totals unchanged), valid, removed', async ({
    page,
    context,
  }) => {
    await guestWithItem(context, { productId: products.sneaker.id });
    await page.goto('/en-us/cart');
    const before = await cartTotal(page);
    const totals = page.getByTestId('cart-totals');
    await expect(totals).not.toContainText('Discount');

    const promo = page.getByRole('textbox', { name: 'Promo code' });
    await promo.fill('EXPIRED10');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(promo).toHaveAttribute('aria-invalid', 'true');
    const message = page.getByText('This promo code has expired.');
    await expect(message).toBeVisible();
    // The message is the input's description (at the input, spec 1 §8).
    const describedBy = (await promo.getAttribute('aria-describedby')) ?? '';
    expect(describedBy).not.toBe('');
    await expect(page.locator(`[id="${describedBy.split(' ')[0]}"]`)).toContainText(
      'This promo code has expired.',
    );
    expect(await cartTotal(page)).toBe(before);
    await expect(totals).not.toContainText('Discount');
    await expectNoAxeViolations(page);

    await promo.fill('SAVE10');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page.getByText('Promo code SAVE10 applied.')).toBeVisible();
    await expect(message).toBeHidden();
    await expect(promo).not.toHaveAttribute('aria-invalid', 'true');
    await expect(totals).toContainText('Discount (10%)');
    await expect(page.getByRole('list', { name: 'Promotions' })).toContainText(
      '10% off your order',
    );
    await expect.poll(() => cartTotal(page)).not.toBe(before);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Remove promo code SAVE10' }).click();
    await expect(page.getByRole('button', { name: 'Remove promo code SAVE10' })).toHaveCount(0);
    await expect(totals).not.toContainText('Discount');
    await expect(page.getByRole('list', { name: 'Promotions' })).toHaveCount(0);
    await expect.poll(() => cartTotal(page)).toBe(before);
    await expectNoAxeViolations(page);
  });

  test('every item sold out: the notices, and the order cannot be completed', async ({
    page,
    context,
  }) => {
    desktopOnly('the promo code and AUT498 journeys show the cart notices');
    const product = products.fellRacer;
    const { variantId, quantity } = await leastStockedVariant(product.id, { max: 10 });
    await guestWithItem(context, variantId);
    await page.goto('/en-us/cart');
    await expect(page.getByTestId('cart-item')).toHaveCount(1);
    await expect(page.getByTestId('cart-notices')).toBeEmpty();

    await buyAsAnotherShopper(variantId, quantity);
    await page.reload();
    const notices = page.getByTestId('cart-notices');
    await expect(notices).toContainText('These items are out of stock:');
    await expect(notices).toContainText('No item of your cart can be ordered right now.');
    await expect(page.getByTestId('cart-item')).toHaveCount(1);
    await expectNoAxeViolations(page);

    // The checkout cannot complete: the summary names the item, says why, and cannot place.
    await page.goto('/en-us/checkout');
    await fillShipping(page);
    await payByCard(page, '4111 1111 1111 1111');
    const main = page.locator('#main');
    await expect(main.getByTestId('cart-notices')).toContainText('These items are out of stock:');
    await expect(main).toContainText(
      'Every item in your cart is out of stock. This order cannot be completed.',
    );
    await expect(page.getByRole('button', { name: 'Place order' })).toBeDisabled();
    await expectNoAxeViolations(page);
  });

  test('one of two items sold out: the shopper removes it and orders the other', async ({
    page,
    context,
  }) => {
    desktopOnly('the promo code and AUT498 journeys show the cart notices');
    const product = products.pants;
    const { variantId, quantity } = await leastStockedVariant(product.id, { max: 10 });
    const guest = await guestWithItem(context, await bestStockedVariant(products.walker.id));
    await addItem(guest.accessToken, guest.basketId, variantId);
    await buyAsAnotherShopper(variantId, quantity);

    await page.goto('/en-us/cart');
    const notices = page.getByTestId('cart-notices');
    await expect(notices).toContainText('These items are out of stock:');
    await expect(notices).not.toContainText('No item of your cart can be ordered right now.');
    await expectNoAxeViolations(page);

    const soldOut = page.getByTestId('cart-item').filter({ hasNotText: 'Meadow Walker' });
    await soldOut.getByRole('button', { name: /^Remove / }).click();
    await expect(page.getByTestId('cart-item')).toHaveCount(1);
    await expect(page.getByTestId('cart-item')).toContainText('Meadow Walker');
    await expect(notices).toBeEmpty();
    await expectNoAxeViolations(page);

    await page.goto('/en-us/checkout');
    await fillShipping(page);
    await payByCard(page, '4111 1111 1111 1111');
    await placeOrder(page);
    await expectConfirmation(page);
  });

  test('BSK404: the basket closed on the server, a change makes a new one with the same items', async ({
    page,
    context,
  }) => {
    desktopOnly('the promo code and AUT498 journeys show the cart notices');
    await guestWithItem(context, { productId: products.sneaker.id });
    await page.goto('/en-us/cart');
    await expect(page.getByTestId('cart-item')).toHaveCount(1);
    // The first HTML already shows the item: change the quantity only once React handles it.
    const quantity = page.getByTestId('cart').getByLabel('Quantity');
    await expectHydrated(quantity);
    const before = await sessionOf(context);
    // The basket goes away behind the shopper's back (placed from elsewhere: no longer open).
    await placeOrderFor(before.accessToken, before.basketId);
    await expect(
      callMockApi('GET', `/cart/v1/cart/${before.basketId}`, { token: before.accessToken }),
    ).rejects.toMatchObject({ errorId: 'BSK404' });

    await page.getByTestId('cart').getByLabel('Quantity').selectOption('2');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cart (2 items)');
    await expect(page.getByTestId('cart-item')).toHaveCount(1);
    await expect(page.getByTestId('cart').getByLabel('Quantity')).toHaveValue('2');
    const after = await sessionOf(context);
    expect(after.basketId).not.toBe(before.basketId);
    const rebuilt = await callMockApi<{ items: { qty: number; productId: string }[] }>(
      'GET',
      `/cart/v1/cart/${after.basketId}`,
      { token: after.accessToken },
    );
    expect(rebuilt.items.map((i) => i.qty)).toEqual([2]);
    // Only the spec's notice: no error message.
    await expect(page.locator('#main').getByRole('alert')).toHaveCount(0);
    await expect(page.locator('#main')).not.toContainText('Something went wrong');
    await expectNoAxeViolations(page);

    await page.goto('/en-us/checkout');
    await fillShipping(page);
    await payByCard(page, '4111 1111 1111 1111');
    await placeOrder(page);
    await expectConfirmation(page);
  });

  test("AUT498: another shopper's basket: the cart removed, the message, a new cart after the reload", async ({
    page,
    context,
  }) => {
    await guestWithItem(context, { productId: products.sneaker.id });
    await holdTimers(page, invalidCustomerReloadMs);
    await page.goto('/en-us/cart');
    await expect(page.getByTestId('cart-item')).toHaveCount(1);
    // The first HTML already shows the item: change the quantity only once React handles it.
    const quantity = page.getByTestId('cart').getByLabel('Quantity');
    await expectHydrated(quantity);
    const before = await sessionOf(context);
    // The mock API answers AUT498 (invalid customer) for a basket of another consumer.
    const other = await callMockApi<{ basketId: string }>('POST', '/cart/v1/cart', {
      token: await guestToken(),
    });
    const cookie = (await context.cookies()).find((c) => c.name === 'basketId');
    if (!cookie) throw new Error('no basket cookie');
    await context.addCookies([{ ...cookie, value: other.basketId }]);

    await quantity.selectOption('2');
    await expect(page.getByText('Your session has expired. The page will reload.')).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
    await expectNoAxeViolations(page);
    // The page asked for its reload 4 s after the message (spec 1 §8); held until now, it runs.
    const reloaded = page.waitForEvent('load');
    expect(await releaseHeldTimers(page), 'the reload timer of 4 s').toBe(1);
    expect(await reloaded).toBe(page);
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    const after = await sessionOf(context);
    expect(after.basketId).not.toBe(before.basketId);
    expect(after.basketId).not.toBe(other.basketId);
    expect(after.accessToken).not.toBe(before.accessToken);
    await expectNoAxeViolations(page);
  });
});
