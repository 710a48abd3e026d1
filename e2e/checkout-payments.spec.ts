/**
 * Every payment type to the order confirmation (spec 1 §1, §3
 * "Payment instrument", §4, §6, §7): a guest whose gift card pays the whole order; a guest
 * paying later (BNPL, through its payment session); a registered consumer signing in through
 * `/{locale}/sign-in` (the guest's cart merged, the merged-cart notice shown) and paying with
 * a reward code, a reward card, loyalty points (part, the rest by card) or athlete credit.
 * Each ends on the order confirmation listing the payment instruments; axe at every step.
 * Desktop only: the payment rules do not depend on the viewport, and the payment step, its
 * dialogs and the confirmation are bought through at the phone size by checkout.spec.ts.
 *
 * Reward journeys sign up a fresh consumer (through the mock API); the loyalty member and the
 * athlete are the seeded ones (each test starts from the seeded data: e2e/fixtures.ts).
 */
import { createHash } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  addToCart,
  expectConfirmation,
  field,
  fillShipping,
  passCaptcha,
  payByCard,
  placeOrder,
} from './checkoutHelpers';
import { expect, expectHydrated, expectNoAxeViolations, test } from './fixtures';
import { mockApiUrl, testCaptchaToken } from './mockApi';

test.skip(({ isMobile }) => isMobile, 'on mobile: checkout.spec.ts pays at the phone size');

/** Product pages of the journeys. */
const products = {
  giftCard: '/en-us/p/unisex-merino-hiking-socks-ALP3003U',
  bnpl: '/en-us/p/mens-skyline-trail-3-ALP1102M',
  rewardCode: '/en-us/p/mens-ridge-trekker-ALP1003M',
  rewardCard: '/en-us/p/mens-timberline-leather-boot-ALP1004M',
  loyalty: '/en-us/p/mens-fell-racer-ALP1103M',
  athlete: '/en-us/p/mens-cloudline-ultra-ALP1104M',
} as const;

/** The headers every mock API call carries (spec 1 §7). */
function apiHeaders() {
  const id = createHash('sha1').update(`${Date.now()}-${Math.random()}`).digest('hex');
  return {
    'x-site-id': 'us',
    'x-channel': 'ECOMM',
    'x-brand': 'alpine',
    'x-region': 'NORA',
    'x-source': 'ECOM15',
    'x-client-app': 'e2e',
    'x-transaction-id': `tx-${id}`,
    'x-correlation-id': `corr-${id}`,
  };
}

/** Signs up a new registered consumer in the mock API (a setup step: no sign-up page here). */
async function newConsumer(request: APIRequestContext, tag: string) {
  const email = `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'Trail1234';
  const response = await request.post(`${mockApiUrl}/consumers-v3/auth/signup?locale=en-US`, {
    headers: apiHeaders(),
    data: {
      login: email,
      password,
      confirmPassword: password,
      captchaResponse: await testCaptchaToken('register'),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { email, password };
}

/**
 * From the cart page, signs in through the header's sign-in dialog, and comes back to the cart
 * with the merged-cart notice (spec 1 §4).
 */
async function signInFromCart(page: Page, email: string, password: string) {
  await page.goto('/en-us/cart');
  await expect(page.getByTestId('cart-item')).toHaveCount(1);
  const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true });
  await expect(signIn).toHaveAttribute('href', '/en-us/sign-in?returnTo=%2Fen-us%2Fcart');
  await signIn.click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('textbox', { name: /^Email/ }).fill(email);
  await dialog.getByLabel(/^Password/).fill(password);
  await passCaptcha(page);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'You are signed in' })
    .getByRole('button', { name: 'Continue' })
    .click();
  await expect(page).toHaveURL(/\/en-us\/cart$/);
  await expect(page.locator('#main').getByText(/Items you added before signing in/)).toBeVisible();
  await expect(page.getByTestId('cart-item').first()).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Sign out', exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
}

/** The confirmation's "Paid with" section lists each method. */
async function expectPaidWith(page: Page, methods: string[]) {
  const paid = page.getByRole('region', { name: 'Paid with' });
  for (const method of methods) await expect(paid.getByText(method, { exact: true })).toBeVisible();
}

test.describe('checkout payments', () => {
  test.setTimeout(120_000);

  test('a guest: a gift card pays the whole order', async ({ page }) => {
    await addToCart(page, 0, products.giftCard);
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

  test('a guest pays later (BNPL payment session)', async ({ page }) => {
    await addToCart(page, 0, products.bnpl);
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

  test('signed in: a reward code pays part, a card the rest', async ({ page, request }) => {
    const consumer = await newConsumer(request, 'rwdcode');
    await addToCart(page, 0, products.rewardCode);
    await signInFromCart(page, consumer.email, consumer.password);
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

  test('signed in: a reward card pays part, a card the rest', async ({ page, request }) => {
    const consumer = await newConsumer(request, 'rwdcard');
    await addToCart(page, 0, products.rewardCard);
    await signInFromCart(page, consumer.email, consumer.password);
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

  test('the loyalty member: 1000 points pay part, a card the rest', async ({ page }) => {
    await addToCart(page, 0, products.loyalty);
    await signInFromCart(page, 'loyalty@example.com', 'Loyalty123');
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

  test('the athlete: athlete credit pays the order', async ({ page }) => {
    await addToCart(page, 0, products.athlete);
    await signInFromCart(page, 'athlete@example.com', 'Athlete123');
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
