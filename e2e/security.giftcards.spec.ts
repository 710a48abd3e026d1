/**
 * Gift card credentials in the storefront (spec 1 §7 gift card balance, §8 GFC codes): the
 * cart's balance check asks for the number AND the PIN before calling, shows the balance with
 * both, and after 5 wrong PINs shows the lock (GFC812) at the gift card input, even for the
 * right PIN. A fresh browser context is a fresh guest, and the card is made for this journey.
 */
import { addVariant, products } from './cartJourneys';
import { desktopOnly, expect, expectNoAxeViolations, test } from './fixtures';
import { bestStockedVariant } from './mockApi';

test.describe('gift card credentials', () => {
  test.setTimeout(90_000);

  test('the cart balance check requires the PIN and shows the lock after 5 wrong PINs', async ({
    page,
    mockApi,
  }) => {
    desktopOnly('the rule does not depend on the viewport');
    const card = await mockApi.giftCard(50);
    await addVariant(page, products.sneaker, await bestStockedVariant(products.sneaker.id));
    await page.goto('/en-us/cart');
    const form = page.getByRole('form', { name: 'Gift card' });
    const number = form.getByRole('textbox', { name: 'Gift card number' });
    const pin = form.getByRole('textbox', { name: 'PIN' });
    const button = form.getByRole('button', { name: 'Check balance' });
    // One balance call: the click, then the server action's answer.
    const check = async () => {
      const answered = page.waitForResponse(
        (r) => r.request().method() === 'POST' && !!r.request().headers()['next-action'],
      );
      await button.click();
      await answered;
    };

    await number.fill(card.cardNumber);
    await button.click();
    await expect(form.getByText('Enter the gift card PIN.')).toBeVisible();
    await expect(pin).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    await pin.fill(card.pin);
    await check();
    await expect(form.getByTestId('gift-card-status')).toHaveText('Balance: $50.00');

    for (let i = 0; i < 4; i += 1) {
      await pin.fill(`000${i}`);
      await check();
      await expect(form.getByText('This gift card is not valid.')).toBeVisible();
    }
    await pin.fill('0004');
    await check();
    const locked = 'Too many incorrect attempts. Gift cards are locked for 15 minutes.';
    await expect(form.getByText(locked)).toBeVisible();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await pin.fill(card.pin);
    await check();
    await expect(form.getByText(locked)).toBeVisible();
    await expect(form.getByTestId('gift-card-status')).toHaveText('');
    await expectNoAxeViolations(page);
  });
});
