/**
 * Sign in from the header's dialog and sign out (spec 1 §2 dialogs, §4 "Guest and login";
 * spec 2 §4, §8; spec 3 §4 "Sign-in", §8): the dialog opens over the page through the dialog
 * manager, places a login failure with its reset-password link, signs in with the test
 * captcha, shows the confirmation and loads the same page signed in; signing out from the
 * checkout clears the local cart and goes to the locale's home. At desktop and mobile, axe on
 * every state.
 */
import { addToCart, passCaptcha, productPath } from './checkoutHelpers';
import {
  desktopOnly,
  expect,
  expectHydrated,
  expectNoAxeViolations,
  type Page,
  test,
} from './fixtures';
import { newConsumerAccount } from './mockApi';

test.use({ restock: ['ALP1001M'] });

/** Opens the header's sign-in dialog on the current page and answers it. */
async function openSignInDialog(page: Page) {
  const link = page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true });
  await expect(link).toHaveAttribute('aria-haspopup', 'dialog');
  await link.click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Signs in through the open dialog, then continues from the confirmation. */
async function signInThroughDialog(page: Page, email: string, password: string) {
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByRole('textbox', { name: /^Email/ }).fill(email);
  await dialog.getByLabel(/^Password/).fill(password);
  await passCaptcha(page);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  const confirmation = page.getByRole('dialog', { name: 'You are signed in' });
  await expect(confirmation).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expectNoAxeViolations(page);
  await confirmation.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Sign out', exact: true }),
  ).toBeVisible();
}

test.describe('sign in and out', () => {
  test.setTimeout(90_000);

  test('sign in from the header dialog keeps the page', async ({ page }) => {
    const consumer = await newConsumerAccount('signin');
    await page.goto(`${productPath}?color=any#details`);
    const dialog = await openSignInDialog(page);
    // The page stays under the dialog, with the sign-in-modal content above the form.
    await expect(page).toHaveURL(new RegExp(`${productPath}\\?color=any#details$`));
    await expect(dialog.getByText(/Members earn points/)).toBeVisible();
    await expectNoAxeViolations(page);

    // A wrong password: the invalid-credentials alert with its reset-password link.
    await dialog.getByRole('textbox', { name: /^Email/ }).fill(consumer.email);
    await dialog.getByLabel(/^Password/).fill('Wrong1234');
    await passCaptcha(page);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText('The email or password is incorrect.');
    await expect(alert.getByRole('link', { name: 'Reset your password' })).toHaveAttribute(
      'href',
      '/en-us/forgot-password',
    );
    await expectNoAxeViolations(page);

    await dialog.getByRole('textbox', { name: /^Email/ }).fill(consumer.email);
    await signInThroughDialog(page, consumer.email, consumer.password);
    await expect(page).toHaveURL(new RegExp(`${productPath}\\?color=any#details$`));
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('the sign-in dialog works by keyboard and closes with Escape', async ({ page }) => {
    await page.goto('/en-us');
    const link = page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true });
    // Before hydration the link is a plain link to the sign-in page (it works without script).
    await expectHydrated(link);
    await link.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^Email/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/en-us$/);
  });

  test('a sign-in from the checkout lands on the account page (spec 1 §2)', async ({ page }) => {
    const consumer = await newConsumerAccount('account');
    await addToCart(page);
    await page.goto('/en-us/checkout');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await openSignInDialog(page);
    await signInThroughDialog(page, consumer.email, consumer.password);
    await page.waitForURL(/\/en-us\/account$/);
    const main = page.locator('#main');
    // No first name yet: the heading names the consumer by the email.
    await expect(
      main.getByRole('heading', { level: 1, name: `Hello, ${consumer.email}` }),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: 'Change password' })).toHaveAttribute(
      'href',
      '/en-us/account/password',
    );
    await expect(main.getByRole('link', { name: 'Join Alpine Rewards' })).toHaveAttribute(
      'href',
      '/en-us/account/enroll',
    );
    await expectNoAxeViolations(page);
    await main.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/en-us$/);
    // A guest asking for the account signs in first and comes back.
    await page.goto('/en-us/account');
    await expect(page).toHaveURL(/\/en-us\/sign-in\?returnTo=%2Fen-us%2Faccount$/);
  });

  test('sign out from the checkout goes to the home page', async ({ page }) => {
    desktopOnly(
      'account-profile.spec signs out at the phone size; the cart is cleared by the same rule at every viewport',
    );
    const consumer = await newConsumerAccount('signout');
    await addToCart(page);
    await page.goto('/en-us/cart');
    // Without JavaScript the link leads to the sign-in page and back to the cart.
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true }),
    ).toHaveAttribute('href', '/en-us/sign-in?returnTo=%2Fen-us%2Fcart');
    await openSignInDialog(page);
    await signInThroughDialog(page, consumer.email, consumer.password);
    await expect(page).toHaveURL(/\/en-us\/cart$/);
    await expect(
      page.locator('#main').getByText(/Items you added before signing in/),
    ).toBeVisible();

    await page.goto('/en-us/checkout');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('storefront.cart')))
      .not.toBeNull();
    // A dismissal of the account's (the fixture's init script re-adds the seeded pop-ups' on
    // every load, so this one name tells whether sign-out cleared the store).
    await page.evaluate(() =>
      window.localStorage.setItem('popupDismissals', '["signed-in-only-popup"]'),
    );
    await page.getByRole('banner').getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL(/\/en-us$/);
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true }),
    ).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('storefront.cart'))).toBeNull();
    expect(
      await page.evaluate(() => window.localStorage.getItem('popupDismissals') ?? ''),
    ).not.toContain('signed-in-only-popup');
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
