/**
 * Express checkout with the simulated provider (spec 3 §4 "Express wallet flow", "PayPal
 * express", §5, §6, §8): the card wallet from the product page and from the mini cart to the
 * confirmation, a cancelled wallet (the cart as it was), the country error of a foreign
 * address, PayPal to the confirmation, an incomplete PayPal address back to /checkout (from
 * the product page with the item carried into the cart), and no PayPal for an in-store
 * employee. Desktop and mobile, axe on each page. The flag off is e2e/express-flag.spec.ts's
 * (off in en-gb); another payment provider (no button at all) is the stories' and unit tests'.
 */
import type { Page } from '@playwright/test';
import { addToCart, openFirstSize, passCaptcha } from './checkoutHelpers';
import { desktopOnly, expect, expectHydrated, expectNoAxeViolations, test } from './fixtures';
import { associateSignedIn } from './seeded';

/** Women's Harbour Canvas Sneaker: ample stock (no other journey depends on its count). */
const sneakerPath = '/en-us/p/womens-harbour-canvas-sneaker-ALP1402W';

/** Opens the sneaker (or `path`) on its first available size. */
const openVariant = (page: Page, path = sneakerPath) => openFirstSize(page, path);

const express = (page: Page) => page.getByRole('region', { name: 'Express checkout' }).first();
const sheet = (page: Page) => page.getByRole('dialog', { name: 'Card wallet' });
const paypal = (page: Page) => page.getByRole('dialog', { name: 'PayPal' });

/** Presses the wallet button and waits for the sheet's shipping methods. */
async function openSheet(page: Page) {
  const button = express(page).getByRole('button', { name: 'Pay with card wallet' });
  await expectHydrated(button);
  await button.click();
  await expect(sheet(page).getByRole('radiogroup', { name: 'Shipping method' })).toBeVisible();
  return sheet(page);
}

/** The checkout's notice after an incomplete PayPal address (`expressFailed=CHK320`). */
const incompleteAddressNotice =
  'Express checkout could not be completed: This address is not valid. Please check it and try again. Check your details and continue.';

async function expectExpressConfirmation(page: Page) {
  await page.waitForURL(/\/en-us\/order-confirmation\?order=ALP\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order');
  await expectNoAxeViolations(page);
}

test.describe('express checkout (simulated provider)', () => {
  test.setTimeout(90_000);

  test('card wallet from the product page to the confirmation', async ({ page }) => {
    // One item already in the cart: the product page's wallet buys in its own basket.
    await addToCart(page);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await openVariant(page);
    await expectNoAxeViolations(page);
    const dialog = await openSheet(page);
    await expect(dialog.getByText(/jamie\.rivera@example\.com/)).toBeVisible();
    await dialog.getByRole('radio', { name: /Express/ }).check();
    await expectNoAxeViolations(page);
    await passCaptcha(page);
    await dialog.getByRole('button', { name: 'Authorise' }).click();
    await expectExpressConfirmation(page);
    // Bought from the product page: the cart keeps its item.
    await expect(page.getByTestId('cart-count')).toHaveText('1');
  });

  test('card wallet from the mini cart to the confirmation', async ({ page }) => {
    desktopOnly(
      'the mini cart and the wallet dialog are covered at the phone size by cart.spec and the product-page wallet journey',
    );
    const miniCart = await addToCart(page, 0, sneakerPath, { close: false });
    const button = miniCart.getByRole('button', { name: 'Pay with card wallet' });
    await expectHydrated(button);
    await button.click();
    const dialog = sheet(page);
    await expect(dialog.getByRole('radiogroup', { name: 'Shipping method' })).toBeVisible();
    await passCaptcha(page);
    await dialog.getByRole('button', { name: 'Authorise' }).click();
    await expectExpressConfirmation(page);
    // The cart that paid is reset, and the header's count with it.
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
  });

  test('a cancelled wallet leaves the cart as it was', async ({ page }) => {
    desktopOnly(
      'a cancelled wallet is the same rule at every viewport; the wallet dialog is covered by the product-page journey',
    );
    await addToCart(page, 0, sneakerPath);
    await page.goto('/en-us/cart');
    const before = await page.getByTestId('cart-item').count();
    const dialog = await openSheet(page);
    await dialog.getByRole('button', { name: 'Cancel' }).first().click();
    await expect(sheet(page)).toBeHidden();
    await expect(express(page).getByRole('alert')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('cart-item')).toHaveCount(before);
  });

  test('a foreign shipping address shows the country error', async ({ page }) => {
    desktopOnly(
      'the country error is a rule of the API; the wallet dialog is covered by the product-page journey',
    );
    await openVariant(page);
    const dialog = await openSheet(page);
    await dialog.getByRole('radio', { name: /Montréal/ }).check();
    await expect(dialog.getByRole('alert')).toHaveText(
      'We only ship to United States with the card wallet. Please choose another address.',
    );
    await expect(dialog.getByRole('button', { name: 'Authorise' })).toBeDisabled();
    await expectNoAxeViolations(page);
  });

  test('PayPal from the product page to the confirmation', async ({ page }) => {
    await openVariant(page);
    const button = express(page).getByRole('button', { name: 'Pay with PayPal' });
    await expectHydrated(button);
    await button.click();
    const dialog = paypal(page);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(dialog.getByRole('heading', { name: 'Summary' })).toBeVisible();
    await passCaptcha(page);
    await dialog.getByRole('button', { name: 'Pay now' }).click();
    await expectExpressConfirmation(page);
  });

  test('a signed-in in-store employee gets the card wallet but no PayPal', async ({ page }) => {
    desktopOnly(
      'the employee rule does not depend on the viewport; associate.spec covers the employee pages at the phone size',
    );
    // In an in-store session through the mock API (the agent login form: associate.spec.ts).
    await associateSignedIn(page.context(), '0101');
    await openVariant(page);
    await expect(express(page).getByRole('button', { name: 'Pay with card wallet' })).toBeVisible();
    await expect(express(page).getByRole('button', { name: 'Pay with PayPal' })).toHaveCount(0);
    // No PayPal, no pay-later message (its place is in the first HTML when PayPal shows).
    await expect(express(page).locator('[data-pay-later]')).toHaveCount(0);
  });

  test('PayPal with an incomplete address goes back to /checkout', async ({ page }) => {
    desktopOnly('the same checkout page as checkout.spec at the phone size');
    await addToCart(page, 0, sneakerPath);
    await page.goto('/en-us/cart');
    const button = express(page).getByRole('button', { name: 'Pay with PayPal' });
    await expectHydrated(button);
    await button.click();
    const dialog = paypal(page);
    await dialog.getByRole('radio', { name: 'Jamie Rivera, 400 Pine Street, Seattle, US' }).check();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(/\/en-us\/checkout\?step=shipping&expressFailed=CHK320$/);
    await expect(page.getByText(incompleteAddressNotice)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('PayPal with an incomplete address from the product page: /checkout with the item', async ({
    page,
  }) => {
    desktopOnly('the same checkout page as checkout.spec at the phone size');
    // No cart before: the product page's express basket is the only place the item is.
    await openVariant(page);
    const name = await page.getByRole('heading', { level: 1 }).textContent();
    const button = express(page).getByRole('button', { name: 'Pay with PayPal' });
    await expectHydrated(button);
    await button.click();
    const dialog = paypal(page);
    await dialog.getByRole('radio', { name: 'Jamie Rivera, 400 Pine Street, Seattle, US' }).check();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(/\/en-us\/checkout/);
    // The item came into the shopper's own basket (quantity 1), so the checkout holds it.
    await expect(page.getByRole('heading', { name: 'Step 1 of 3: Shipping' })).toBeVisible();
    await expect(page.getByText(incompleteAddressNotice)).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await expect(
      page.getByRole('region', { name: 'Home delivery' }).getByRole('listitem'),
    ).toHaveText([`${name?.trim()} · Qty 1`]);
    await expectNoAxeViolations(page);
    // It stays there: the cart page shows it too (the express basket is gone, not the item).
    await page.goto('/en-us/cart');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cart (1 item)');
  });

  test('the pay-later message under PayPal on the product page and the cart', async ({ page }) => {
    // The product page: the sneaker's $79.95 in four payments, rounded up to the cent.
    await openVariant(page);
    const productMessage = express(page).locator('[data-pay-later-message]');
    await expect(productMessage).toHaveText(
      'Pay in 4 interest-free payments of $19.99 with PayPal. Learn more',
    );
    const learnMore = productMessage.getByRole('button', { name: 'Learn more' });
    await expectHydrated(learnMore);
    await learnMore.click();
    const dialog = page.getByRole('dialog', { name: 'Pay later with PayPal' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Available on purchases from $30.00 to $1,500.00.');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(learnMore).toBeFocused();

    // The cart: its total in four payments, rounded up to the cent.
    await addToCart(page, 0, sneakerPath);
    await page.goto('/en-us/cart');
    const totalText = (await page.getByTestId('cart-total').first().textContent()) ?? '';
    const total = Number(totalText.replace(/[^0-9.]/g, ''));
    const instalment = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
    }).format(Math.ceil(Math.round(total * 100) / 4) / 100);
    const cartMessage = express(page).locator('[data-pay-later-message]');
    await expect(cartMessage).toHaveText(
      `Pay in 4 interest-free payments of ${instalment} with PayPal. Learn more`,
    );
    await cartMessage.getByRole('button', { name: 'Learn more' }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expectNoAxeViolations(page);
  });
});
