/**
 * The account's gift cards and the e-gift card e-mail resend (spec 2 §1, §3, §7 saved cards,
 * resendGiftCardEmail and "Handling of answers"): a guest is sent to sign in on the way to the
 * gift cards page (then signed in through the mock API, e2e/seeded.ts), adds a gift card by keyboard (its balance shows), meets the
 * gift-card-already-exists message, deletes it; then has the e-gift card e-mail of an order
 * sent again from the order page (the mock API's outbox receives it), while an order without
 * an e-gift card offers no resend. At desktop and mobile, axe on every state.
 */
import type { BrowserContext } from '@playwright/test';
import { expect, expectHydrated, expectNoAxeViolations, type Page, tabTo, test } from './fixtures';
import {
  bestStockedVariant,
  callMockApi,
  newConsumerAccount,
  placeOrderFor,
  registeredAccessToken,
} from './mockApi';
import { signedIn } from './seeded';

const product = 'ALP1001M';
test.use({ restock: [product] });

/**
 * Checks the account sent the guest to the sign-in page with `returnTo`, then signs the account
 * in through the mock API and opens `returnTo`, as the form would (the sign-in form, its
 * captcha and `returnTo` are clicked through by account-profile.spec.ts and sign-in.spec.ts at
 * both viewports: e2e/README.md, seeded states).
 */
async function signInOnPage(
  page: Page,
  context: BrowserContext,
  email: string,
  password: string,
  returnTo: string,
) {
  await expect(page).toHaveURL(
    (url) => url.pathname === '/en-us/sign-in' && url.searchParams.get('returnTo') === returnTo,
  );
  await signedIn(context, email, password);
  await page.goto(returnTo);
}

/** Places an order of the given lines for the shopper of `token`; its number. */
async function orderFor(token: string, lines: object[]): Promise<string> {
  let basketId = '';
  for (const line of lines) {
    basketId = (
      await callMockApi<{ basketId: string }>('POST', '/cart/v1/cartWithItem', {
        token,
        body: { qty: 1, ...line },
      })
    ).basketId;
  }
  return placeOrderFor(token, basketId);
}

/** The mails of an address in the mock API's outbox (GET /dev/mail), newest first. */
async function mailsTo(to: string) {
  const { mails } = await callMockApi<{ mails: { subject: string; text: string }[] }>(
    'GET',
    `/dev/mail?to=${encodeURIComponent(to)}`,
  );
  return mails;
}

test.describe('account gift cards', () => {
  test.setTimeout(120_000);

  test('add a gift card by keyboard with its balance, the already-saved message, delete', async ({
    page,
    context,
    mockApi,
  }) => {
    const account = await newConsumerAccount('giftcards');
    const card = await mockApi.giftCard(75);
    const path = '/en-us/account/gift-cards';

    // A guest is sent to sign in and comes back to the gift cards.
    await page.goto(path);
    await signInOnPage(page, context, account.email, account.password, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gift cards');
    await expect(page.locator(`a[href="${path}"]`).first()).toBeAttached();
    await expect(page.getByText('No saved gift cards yet.')).toBeVisible();
    await expectNoAxeViolations(page);

    // By keyboard: open the form, number, PIN, name, Enter.
    const add = page.getByRole('button', { name: 'Add a gift card' });
    await expectHydrated(add);
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    const number = page.getByRole('textbox', { name: /^Gift card number/ });
    await expect(number).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.type(card.cardNumber);
    await page.keyboard.press('Tab');
    await page.keyboard.type(card.pin);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Birthday card');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Gift card saved.' })).toBeVisible();
    const saved = page.getByTestId('gift-card');
    await expect(saved).toHaveCount(1);
    await expect(saved).toContainText(`Gift card ending in ${card.cardNumber.slice(-4)}`);
    await expect(saved).toContainText('Balance: $75.00');
    await expect(page.getByText(card.cardNumber)).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The same card again: the gift-card-already-exists message (spec 2 §7).
    await page.getByRole('button', { name: 'Add a gift card' }).click();
    await number.fill(card.cardNumber);
    await page.getByLabel(/^PIN/).fill(card.pin);
    await page.getByRole('textbox', { name: /^Name/ }).fill('Again');
    await page.getByRole('button', { name: 'Save gift card' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'This gift card is already saved to your account.' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // A wrong PIN: the gift-card-save-failed message; nothing more saved.
    const other = await mockApi.giftCard(20);
    await number.fill(other.cardNumber);
    await page.getByLabel(/^PIN/).fill('0000');
    await page.getByRole('button', { name: 'Save gift card' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'We could not save your gift card. Please try again.' }),
    ).toBeVisible();

    // Kept on the server: a reload lists it with its balance; then delete it.
    await page.reload();
    await expect(page.getByTestId('gift-card')).toContainText('Balance: $75.00');
    const remove = page.getByRole('button', {
      name: `Delete the gift card ending in ${card.cardNumber.slice(-4)}`,
    });
    await expectHydrated(remove);
    await remove.click();
    await expect(page.getByRole('status').filter({ hasText: 'Gift card deleted.' })).toBeVisible();
    await expect(page.getByTestId('gift-card')).toHaveCount(0);
    await expect(page.getByText('No saved gift cards yet.')).toBeVisible();
    // The click scrolled the account navigation half under the sticky header (axe then counts
    // its links as too small a target): check the state from the top of the page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page);

    // In French (fr-ca): the same page in the locale's words.
    await page.goto('/fr-ca/account/gift-cards');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cartes-cadeaux');
    await expect(page.getByRole('button', { name: 'Ajouter une carte-cadeau' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('resend the e-gift card e-mail of an order that holds one', async ({ page, context }) => {
    const account = await newConsumerAccount('egift');
    const token = await registeredAccessToken(account.email, account.password);
    const variant = await bestStockedVariant(product);
    const recipient = `friend-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const withCard = await orderFor(token, [
      { productId: variant },
      {
        productId: 'ALPGC0001-50',
        giftOption: { email: recipient, to: 'Friend', message: 'Happy trails' },
      },
    ]);
    const withoutCard = await orderFor(token, [{ productId: variant }]);

    const path = `/en-us/account/orders/${withCard}`;
    await page.goto(path);
    await signInOnPage(page, context, account.email, account.password, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${withCard}`);
    const resend = page.getByRole('button', { name: 'Resend the e-gift card e-mail' });
    await expectHydrated(resend);
    await expectNoAxeViolations(page);
    await tabTo(page, resend);
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: 'The e-gift card e-mail was sent again.' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    // The mock API mailed the recipient again (its outbox).
    const mails = await mailsTo(recipient);
    expect(mails[0]?.subject).toBe('Your e-gift card for Friend');
    expect(mails[0]?.text).toContain(withCard);

    // An order without an e-gift card offers no resend.
    await page.goto(`/en-us/account/orders/${withoutCard}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${withoutCard}`);
    await expectHydrated(page.getByRole('link', { name: 'Download invoice' }));
    await expect(page.getByRole('button', { name: 'Resend the e-gift card e-mail' })).toHaveCount(
      0,
    );
  });
});
