/**
 * Every payment type to the order confirmation (spec 1 §1, §3
 * "Payment instrument", §4, §6, §7): a guest whose gift card pays the whole order; a guest
 * paying later (BNPL, through its payment session); a registered consumer paying with a
 * reward code, a reward card, loyalty points (part, the rest by card) or athlete credit.
 * Each ends on the order confirmation listing the payment instruments; axe at every step.
 * Desktop only: the payment rules do not depend on the viewport, and the payment step, its
 * dialogs and the confirmation are bought through at the phone size by checkout.spec.ts.
 *
 * Each journey starts with its product in the basket and the consumer signed in, made through
 * the mock API (e2e/seeded.ts): the add to cart is cart.spec.ts's, the sign-in from the cart
 * with the guest's cart merged and its notice sign-in.spec.ts's. Reward journeys sign up a
 * fresh consumer; the loyalty member and the athlete are the seeded ones (each test starts
 * from the seeded data: e2e/fixtures.ts).
 */
import type { Page } from '@playwright/test';
import { expectConfirmation, field, fillShipping, payByCard, placeOrder } from './checkoutHelpers';
import { expect, expectHydrated, expectNoAxeViolations, test } from './fixtures';
import { newConsumerAccount } from './mockApi';
import { guestWithItem, signedIn } from './seeded';

test.skip(({ isMobile }) => isMobile, 'on mobile: checkout.spec.ts pays at the phone size');

/**
 * The products of the journeys, each put in the shopper's basket through the mock API before
 * the first page (e2e/seeded.ts; the add to cart from a product page: cart.spec.ts).
 */
const products = {
  giftCard: { productId: 'ALP3003U' },
  bnpl: { productId: 'ALP1102M' },
  rewardCode: { productId: 'ALP1003M' },
  rewardCard: { productId: 'ALP1004M' },
  loyalty: { productId: 'ALP1103M' },
  athlete: { productId: 'ALP1104M' },
} as const;

/** The confirmation's "Paid with" section lists each method. */
async function expectPaidWith(page: Page, methods: string[]) {
  const paid = page.getByRole('region', { name: 'Paid with' });
  for (const method of methods) await expect(paid.getByText(method, { exact: true })).toBeVisible();
}

test.describe('checkout payments', () => {
  test.setTimeout(120_000);

  test('a guest: a gift card pays the whole order', async ({ page, context }) => {
    await guestWithItem(context, products.giftCard);
    await page.goto('/en-us/checkout');
    await fillShipping(page);
    await field(page, 'Gift card number').fill('6000100000000500');
    await field(page, 'PIN').fill('1234');
    await page.getByRole('button', { name: 'Apply gift card' }).click();
    await expect(page.getByRole('button', { name: 'Remove Gift card' })).toBeVisible();
    await expect(page.getByTestId('remaining-to-pay')).toHaveText('Your order is fully paid.');
    await expect(field(page, 'Card number')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue to summary' }).click();
    await expect(page.getByRole('heading', { name: 'Step 3 of 3: Summary' })).toBeVisible();
    await expectNoAxeViolations(page);
    await placeOrder(page);
    await expectConfirmation(page);
    await expectPaidWith(page, ['Gift card']);
  });

  test('a guest pays later (BNPL payment session)', async ({ page, context }) => {
    await guestWithItem(context, products.bnpl);
    await page.goto('/en-us/checkout');
    await fillShipping(page);
    await page.getByRole('radio', { name: 'Pay later' }).check();
    await expect(field(page, 'Card number')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Continue to summary' }).click(),
    ]);
    await expect(page.getByRole('heading', { name: 'Step 3 of 3: Summary' })).toBeVisible();
    await expectNoAxeViolations(page);
    await placeOrder(page);
    await expectConfirmation(page);
    await expectPaidWith(page, ['Pay later']);
  });

  test('signed in: a reward code pays part, a card the rest', async ({ page, context }) => {
    const consumer = await newConsumerAccount('rwdcode');
    await signedIn(context, consumer.email, consumer.password, products.rewardCode);
    await page.goto('/en-us/checkout');
    await fillShipping(page);
    await field(page, 'Reward code').fill('RWD-ANY-20');
    await page.getByRole('button', { name: 'Apply', exact: true }).first().click();
    await expect(page.getByRole('button', { name: 'Remove Reward code' })).toBeVisible();
    await expect(page.getByTestId('remaining-to-pay')).toContainText('Remaining to pay');
    await payByCard(page, '4111111111111111');
    await placeOrder(page);
    await expectConfirmation(page);
    await expectPaidWith(page, ['Reward code', 'Credit or debit card']);
  });

  test('signed in: a reward card pays part, a card the rest', async ({ page, context }) => {
    const consumer = await newConsumerAccount('rwdcard');
    await signedIn(context, consumer.email, consumer.password, products.rewardCard);
    await page.goto('/en-us/checkout');
    await fillShipping(page);
    await field(page, 'Reward card number').fill('6006 4911 1111 1111');
    await page.getByRole('button', { name: 'Apply', exact: true }).nth(1).click();
    await expect(page.getByRole('button', { name: 'Remove Reward card' })).toBeVisible();
    await payByCard(page, '5555555555554444');
    await placeOrder(page);
    await expectConfirmation(page);
    await expectPaidWith(page, ['Reward card', 'Credit or debit card']);
  });

  test('the loyalty member: 1000 points pay part, a card the rest', async ({ page, context }) => {
    await signedIn(context, 'loyalty@example.com', 'Loyalty123', products.loyalty);
    await page.goto('/en-us/checkout');
    // The member's saved address and card are offered (spec 2 §3); this journey types new ones.
    const newAddress = page.getByRole('radio', { name: 'A new address' });
    await expectHydrated(newAddress);
    await newAddress.check();
    await fillShipping(page);
    await expect(page.getByRole('group', { name: /^Use \d+ loyalty points/ })).toBeVisible();
    await page.getByRole('textbox', { name: /^Points to use/ }).fill('1000');
    await page.getByRole('button', { name: 'Apply points' }).click();
    const applied = page.getByRole('region', { name: 'Applied payments' });
    await expect(applied.getByText('Loyalty points · $10.00')).toBeVisible();
    await expect(page.getByTestId('remaining-to-pay')).toContainText('Remaining to pay');
    await page.getByRole('radio', { name: 'A new card' }).check();
    await payByCard(page, '4111111111111111');
    await placeOrder(page);
    await expectConfirmation(page);
    await expectPaidWith(page, ['Loyalty points', 'Credit or debit card']);
  });

  test('the athlete: athlete credit pays the order', async ({ page, context }) => {
    await signedIn(context, 'athlete@example.com', 'Athlete123', products.athlete);
    await page.goto('/en-us/checkout');
    await fillShipping(page);
    await expect(page.getByText(/^Athlete credit: \$[\d,.]+ remaining/)).toBeVisible();
    await page.getByRole('button', { name: 'Use athlete credit' }).click();
    await expect(page.getByRole('button', { name: 'Remove Athlete payment' })).toBeVisible();
    await expect(page.getByTestId('remaining-to-pay')).toHaveText('Your order is fully paid.');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue to summary' }).click();
    await expect(page.getByRole('heading', { name: 'Step 3 of 3: Summary' })).toBeVisible();
    await placeOrder(page);
    await expectConfirmation(page);
    await expectPaidWith(page, ['Athlete payment']);
  });
});
