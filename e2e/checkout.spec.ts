/**
 * Checkout to order confirmation (spec 1 §2, §4, §8): a guest with the boot in the basket
 * checks out with home delivery and a plain test card; with the
 * 3-D Secure test card and the challenge approved; with the challenge failed (back to billing
 * with the payment authentication message); with a gift card paying part and a card the rest,
 * and with a gift card paying it all (each a card of its own). axe clean at every step, desktop
 * and mobile. A fresh browser context is a fresh guest (tokens and basket in httpOnly cookies,
 * mock API in memory).
 */
import { expectConfirmation, field, fillShipping, payByCard, placeOrder } from './checkoutHelpers';
import { desktopOnly, expect, expectNoAxeViolations, test } from './fixtures';
import { guestWithItem } from './seeded';

// Store deliveries (pickup, ship to store, collection points): e2e/checkout-shipping.spec.ts.
// The boot has ample stock online and in every store before each journey (the seed has sizes
// with few units); each gift card journey makes the card it spends.
test.use({ restock: ['ALP1001M'] });
/**
 * Each journey starts with the boot in a guest's basket, made through the mock API
 * (e2e/seeded.ts): the add to cart from the product page is cart.spec.ts's, and a whole
 * purchase from the product page locales.spec.ts's and checkout-journeys.spec.ts's.
 */
const boot = { productId: 'ALP1001M' };

test.describe('checkout', () => {
  test.setTimeout(90_000);

  test('home delivery and a plain card to the confirmation', async ({ page, context }) => {
    await guestWithItem(context, boot);
    await page.goto('/en-us/checkout');
    await fillShipping(page);
    await payByCard(page, '4111 1111 1111 1111');
    await expectNoAxeViolations(page);
    await placeOrder(page, 'dblclick');
    await expectConfirmation(page);
  });

  test('the checkout of an empty cart goes to the cart', async ({ page }) => {
    await page.goto('/en-us/checkout');
    await expect(page).toHaveURL(/\/en-us\/cart$/);
  });

  test('3-D Secure: the challenge approved completes the order', async ({ page, context }) => {
    await guestWithItem(context, boot);
    await page.goto('/en-us/checkout');
    await fillShipping(page);
    await payByCard(page, '4000000000003220');
    await placeOrder(page);
    const dialog = page.getByRole('dialog', { name: 'Confirm your card payment' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('radio', { name: 'Approve payment' }).check();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expectConfirmation(page);
  });

  test('3-D Secure: a failed challenge goes back to billing with the message', async ({
    page,
    context,
  }) => {
    desktopOnly(
      'the approved challenge covers the 3-D Secure dialog at the phone size; billing with a message is the same at every viewport',
    );
    await guestWithItem(context, boot);
    await page.goto('/en-us/checkout');
    await fillShipping(page);
    await payByCard(page, '4000000000003220');
    await placeOrder(page);
    const dialog = page.getByRole('dialog', { name: 'Confirm your card payment' });
    await dialog.getByRole('radio', { name: 'Fail authentication' }).check();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: 'Step 2 of 3: Billing' })).toBeVisible();
    await expect(page.locator('#main').getByRole('alert')).toContainText(
      'We could not authenticate your card payment',
    );
    await expect(page).toHaveURL(/step=billing/);
    await expectNoAxeViolations(page);
  });

  for (const partial of [true, false]) {
    test(`a gift card pays ${partial ? 'part, a card the rest' : 'it all'}`, async ({
      page,
      context,
      mockApi,
    }) => {
      if (!partial) desktopOnly('the part payment shows the gift card form at the phone size');
      const card = await mockApi.giftCard(partial ? 50 : 500);
      await guestWithItem(context, boot);
      await page.goto('/en-us/checkout');
      await fillShipping(page);
      await field(page, 'Gift card number').fill(card.cardNumber);
      await field(page, 'PIN').fill(card.pin);
      await page.getByRole('button', { name: 'Apply gift card' }).click();
      await expect(page.getByRole('button', { name: 'Remove Gift card' })).toBeVisible();
      if (partial) {
        await expect(page.getByTestId('remaining-to-pay')).toContainText('Remaining to pay');
        await payByCard(page, '4111111111111111');
      } else {
        await expect(page.getByTestId('remaining-to-pay')).toHaveText('Your order is fully paid.');
        await expect(field(page, 'Card number')).toHaveCount(0);
        await expectNoAxeViolations(page);
        await page.getByRole('button', { name: 'Continue to summary' }).click();
        await expect(page.getByRole('heading', { name: 'Step 3 of 3: Summary' })).toBeVisible();
      }
      await expect(page.getByText('Gift card', { exact: true })).toBeVisible();
      await placeOrder(page);
      await expectConfirmation(page);
    });
  }
});
