/**
 * The member one-step checkout (spec 1 §4 "Checkout step": express checkout applies the
 * default card and address, prepares the order and goes to summary; if it cannot, it goes to
 * shipping). The seeded `registered@example.com` has a main shipping address (1600 Champa St,
 * Denver) and a default Visa ending 1111 (packages/mock-api/README.md "Seeded consumers"). A
 * guest is not offered it; the member gets "Express checkout" in the cart, lands on the
 * summary with both applied and places the order; when the card is gone by the time of the
 * press, the member lands on the shipping step with the reason. Desktop and mobile, axe at
 * every page.
 */
import type { Page } from '@playwright/test';
import { addToCart, expectConfirmation, passCaptcha, placeOrder } from './checkoutHelpers';
import { desktopOnly, expect, expectHydrated, expectNoAxeViolations, test } from './fixtures';
import { callMockApi, registeredAccessToken } from './mockApi';

const member = { email: 'registered@example.com', password: 'Registered1' };

const expressButton = (page: Page) => page.getByRole('button', { name: 'Express checkout' });

/** Signs in on `/en-us/sign-in` and comes back to the cart. */
async function signInToCart(page: Page) {
  await page.goto(`/en-us/sign-in?returnTo=${encodeURIComponent('/en-us/cart')}`);
  await page.getByRole('textbox', { name: /^Email/ }).fill(member.email);
  await page.getByLabel(/^Password/).fill(member.password);
  await passCaptcha(page);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/en-us/cart');
  await expect(page.getByTestId('cart-item').first()).toBeVisible();
}

/** A guest's cart with one boot, then the member signed in (the cart merged). */
async function memberCart(page: Page) {
  await addToCart(page);
  await page.goto('/en-us/cart');
  await expect(page.getByTestId('cart-item')).toHaveCount(1);
  // A guest has no saved address or card: not offered.
  await expect(expressButton(page)).toHaveCount(0);
  await signInToCart(page);
  const button = expressButton(page);
  await expect(button).toBeVisible();
  await expect(button).toHaveAccessibleDescription(
    'Ships to 1600 Champa St, Denver. Paid with your VISA card ending in 1111.',
  );
  await expectHydrated(button);
  await expectNoAxeViolations(page);
  return button;
}

test.describe('member one-step checkout', () => {
  test.setTimeout(120_000);

  test('the main address and the default card applied: the summary, then the order', async ({
    page,
  }) => {
    const button = await memberCart(page);
    await button.click();
    await page.waitForURL(/\/en-us\/checkout\?step=summary$/);
    await expect(page.getByRole('heading', { name: 'Step 3 of 3: Summary' })).toBeVisible();
    // The main address ships with the default method, and bills; the saved card pays.
    const delivery = page.getByRole('region', { name: 'Home delivery' });
    await expect(delivery.getByText(/1600 Champa St/)).toBeVisible();
    await expect(delivery.getByText(/^Standard/)).toBeVisible();
    const payment = page.getByRole('region', { name: 'Payment' });
    await expect(payment.getByText(/1600 Champa St/)).toBeVisible();
    await expect(payment.getByText(/^Credit or debit card/)).toBeVisible();
    await expectNoAxeViolations(page);
    await placeOrder(page);
    await expectConfirmation(page);
  });

  test('the default card gone by the press: the shipping step with the reason', async ({
    page,
  }) => {
    desktopOnly(
      'the shipping step with a notice is covered at the phone size by the checkout journeys',
    );
    const button = await memberCart(page);
    // The card is deleted in another session (the account page, another device).
    const token = await registeredAccessToken(member.email, member.password);
    const { paymentInstruments } = await callMockApi<{
      paymentInstruments: { paymentInstrumentId: string }[];
    }>('GET', '/consumers-v3/consumer/payment_instruments?paymentMethodId=CREDIT_CARD', {
      token,
    });
    for (const card of paymentInstruments) {
      await callMockApi(
        'DELETE',
        `/consumers-v3/consumer/payment_instruments/${card.paymentInstrumentId}`,
        {
          token,
        },
      );
    }
    await button.click();
    await page.waitForURL(/\/en-us\/checkout\?step=shipping/);
    await expect(page.getByRole('heading', { name: 'Step 1 of 3: Shipping' })).toBeVisible();
    await expect(
      page.getByText(
        'Express checkout could not be completed: We could not find this payment method. Please add it again. Check your details and continue.',
      ),
    ).toBeVisible();
    // Shown once: the reason leaves the address (a reload does not show it again).
    await expect(page).toHaveURL(/\/en-us\/checkout\?step=shipping$/);
    await expectNoAxeViolations(page);
  });
});
