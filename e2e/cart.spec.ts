/**
 * Cart, mini cart and quick-shop (spec 1 §3, §4, §8; spec 3 §4): add
 * from a product page (mini cart opens), change the quantity, a failing promo code shows its
 * message at the input and a valid one applies, save for later and move back, remove; the mini
 * cart opens from the header by keyboard; quick-shop from a carousel adds an item. A fresh
 * browser context is a fresh guest (token and basket in httpOnly cookies). axe clean.
 */
import type { Page } from '@playwright/test';
import { addToCart, productPath, quickShopAddButton } from './checkoutHelpers';
import { expect, expectNoAxeViolations, isHydrated, test } from './fixtures';
import { guestWithItem } from './seeded';

// Every variant of the boot has ample stock before each test, whatever other journeys bought.
test.use({ restock: ['ALP1001M'] });

/**
 * The boot, put in a fresh guest's basket through the mock API by the journeys after the first
 * (e2e/seeded.ts): "add, quantity, promo codes" clicks the add to cart through at both sizes.
 */
const boot = { productId: 'ALP1001M' };

/** Chooses the first in-stock size on the product page and adds it; the mini cart stays open. */
const addFromProductPage = (page: Page) => addToCart(page, 0, productPath, { close: false });

test.describe('cart', () => {
  // Journeys of several pages, each checked by axe (the 30 s default ran out under load).
  test.setTimeout(60_000);
  test('add, quantity, promo codes', async ({ page }) => {
    const miniCart = await addFromProductPage(page);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(miniCart).toBeHidden();
    await expect(page.getByTestId('cart-count')).toHaveText('1');

    await page.goto('/en-us/cart');
    const cart = page.getByTestId('cart');
    await expect(cart.getByTestId('cart-item')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cart (1 item)');
    // The item's picture loads: the API answers an absolute media URL, not a path of its own.
    const picture = cart.getByTestId('cart-item').locator('img').first();
    await expect
      .poll(() =>
        picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)),
      )
      .toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    // Two boots pass 250: the free-gift promotion adds its bonus item (no controls).
    await cart.getByLabel('Quantity').selectOption('2');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cart (3 items)');
    await expect(cart.getByLabel('Quantity')).toHaveValue('2');

    const promo = page.getByLabel('Promo code');
    await promo.fill('EXPIRED10');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(promo).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('This promo code has expired.')).toBeVisible();

    await promo.fill('SAVE10');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page.getByText('Promo code SAVE10 applied.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove promo code SAVE10' })).toBeVisible();
    await expect(page.getByTestId('cart-totals')).toContainText('Discount');
    await expectNoAxeViolations(page);
  });

  test('save for later, move back, remove', async ({ page, context }) => {
    await guestWithItem(context, boot);
    await page.goto('/en-us/cart');
    const cart = page.getByTestId('cart');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cart (1 item)');

    await cart.getByRole('button', { name: /^Save for later/ }).click();
    await expect(cart.getByTestId('cart-item')).toHaveCount(0);
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    const saved = page.getByTestId('saved-for-later');
    await expect(saved.getByTestId('saved-item')).toHaveCount(1);

    await saved.getByRole('button', { name: /^Move to cart/ }).click();
    await expect(cart.getByTestId('cart-item')).toHaveCount(1);
    await expect(saved.getByTestId('saved-item')).toHaveCount(0);

    await cart.getByRole('button', { name: /^Remove Men's/ }).click();
    await expect(cart.getByTestId('cart-item')).toHaveCount(0);
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('edit an item in the quick-shop: update in cart changes its size', async ({
    page,
    context,
  }) => {
    await guestWithItem(context, boot);
    await page.goto('/en-us/cart');
    // The cart page's lines (the mini cart lists the same lines in its own dialog).
    const item = page.getByTestId('cart').getByTestId('cart-item');
    const before = await item.locator('p').first().textContent();
    await item.getByRole('button', { name: /^Edit / }).click();
    const dialog = page.getByRole('dialog', { name: /Summit GTX Boot/ });
    const size = dialog.getByRole('group', { name: /^Size/ });
    await expect(size.getByRole('radio', { checked: true })).toHaveCount(1);
    await size.locator('input:not(:checked) + label:not([data-unavailable])').first().click();
    await dialog.getByRole('button', { name: 'Update in cart' }).click();
    const miniCart = page.getByRole('dialog', { name: /^Your cart/ });
    await expect(miniCart).toBeVisible();
    // Escape closes the topmost dialog: wait until the quick-shop's closing transition is over,
    // as a shopper sees it, so the mini cart is the topmost one.
    await expect(dialog).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(miniCart).toBeHidden();
    await expect(item).toHaveCount(1);
    await expect(item.locator('p').first()).not.toHaveText(before ?? '');
  });

  test('the mini cart opens from the header by keyboard', async ({ page }) => {
    const miniCart = await addFromProductPage(page);
    await page.keyboard.press('Escape');
    await expect(miniCart).toBeHidden();
    const button = page.getByTestId('cart-button');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(miniCart).toBeVisible();
    await expect(miniCart.getByRole('link', { name: 'View cart' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(miniCart).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('quick-shop from a carousel adds an item', async ({ page }) => {
    await page.goto('/en-us');
    // The carousel loads its recommendations near the viewport, once its island (a chunk of its
    // own) has hydrated and watches its placeholder: scroll to it after that (or once loaded).
    const carousel = page.locator('[data-block="productCarousel"]').first();
    const region = page.getByRole('region', { name: 'Bestsellers' });
    const placeholder = carousel.locator('[aria-busy="true"]');
    await expect
      .poll(async () => (await region.count()) > 0 || (await isHydrated(placeholder)), {
        message: "the recommendations' island is hydrated",
      })
      .toBe(true);
    await carousel.scrollIntoViewIfNeeded();
    await expect(region.getByRole('article').first()).toBeVisible();
    const articles = region.getByRole('article');
    const count = await articles.count();
    let added = false;
    for (let i = 0; i < Math.min(count, 6) && !added; i += 1) {
      await articles
        .nth(i)
        .getByRole('button', { name: /^Quick shop / })
        .click({ force: true });
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByTestId('quick-shop')).toBeVisible();
      const add = await quickShopAddButton(dialog);
      if (!add) {
        await page.keyboard.press('Escape');
        continue;
      }
      if (i === 0) await expectNoAxeViolations(page);
      await add.click();
      const miniCart = page.getByRole('dialog', { name: /^Your cart/ });
      await expect(miniCart).toBeVisible();
      await expect(miniCart.getByTestId('cart-item')).toHaveCount(1);
      added = true;
    }
    expect(added).toBe(true);
  });
});
