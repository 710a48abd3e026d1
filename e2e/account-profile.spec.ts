/**
 * The account area (spec 1 §2 `/account`, §4; spec 2 §1, §3, §4, §6, §7, §9): a guest is sent
 * to sign in and back; the account navigation on every account page; the overview (greeting,
 * partial-enrolment prompt, loyalty, recent orders); addresses with the main-flag rule (spec
 * 2 §4, decided by the mock API and kept after a reload); a saved card by keyboard; sign out to
 * the home. An employee sees the spend banner (current spend against the annual cap, the share
 * to 1 decimal) and no favourites or saved-for-later link. axe clean at every step, desktop and
 * mobile.
 */
import type { Page } from '@playwright/test';
import { passCaptcha } from './checkoutHelpers';
import { expect, expectHydrated, expectNoAxeViolations, test } from './fixtures';
import { newConsumerAccount } from './mockApi';
import { seededEmployee, signedIn } from './seeded';

/** Signs in on `/en-us/sign-in` and waits for the return path. */
async function signIn(page: Page, email: string, password: string, returnTo: string) {
  await page.goto(`/en-us/sign-in?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await passCaptcha(page);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === returnTo);
}

const accountNav = (page: Page) => page.getByRole('navigation', { name: 'Account', exact: true });

/** Fills and saves the address form of the address book. */
async function addAddress(page: Page, line1: string, city: string, postalCode: string) {
  await page.getByRole('button', { name: 'Add an address' }).click();
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Save address' }) });
  await expect(form.getByRole('textbox', { name: /^First name/ })).toBeFocused();
  await form.getByRole('textbox', { name: /^First name/ }).fill('Ada');
  await form.getByRole('textbox', { name: /^Last name/ }).fill('Lovelace');
  await form.getByRole('textbox', { name: /^Address/ }).fill(line1);
  await form.getByRole('textbox', { name: /^City/ }).fill(city);
  // The checkout's address fields (spec 3 §5 rules): the state from the country's list.
  await form.getByRole('combobox', { name: /^State/ }).selectOption('CO');
  await form.getByRole('textbox', { name: /^Postal code/ }).fill(postalCode);
  await form.getByRole('textbox', { name: /^Phone/ }).fill('3035550123');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Address saved.' })).toBeVisible();
}

test.describe('account area', () => {
  test.setTimeout(120_000);

  test('sign in → overview → two addresses, change the main one → save a card → sign out', async ({
    page,
  }) => {
    const account = await newConsumerAccount('account-profile');

    // A guest is sent to sign in, then back to the page asked for.
    await page.goto('/en-us/account/addresses');
    await page.waitForURL(/\/en-us\/sign-in\?returnTo=%2Fen-us%2Faccount%2Faddresses/);

    await signIn(page, account.email, account.password, '/en-us/account');
    await expect(
      page.getByRole('heading', { level: 1, name: `Hello, ${account.email}` }),
    ).toBeVisible();
    // A new account has no phone, names, postal code or birth date: partially enrolled.
    await expect(page.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
      'href',
      '/en-us/account/enroll',
    );
    await expect(page.getByText('You have not placed any orders yet.')).toBeVisible();
    await expect(page.getByTestId('spend-banner')).toHaveCount(0);
    // The `account` fixed page's slots: a word to members on top, order help below.
    await expect(page.getByText(/^Alpine Rewards members earn points/)).toBeVisible();
    const help = page.getByRole('heading', { level: 2, name: 'Help with an order' });
    await expect(help).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/en-us/help/contact-us',
    );
    await expect(accountNav(page).getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(accountNav(page).getByRole('link', { name: 'Favorites' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Addresses: the first of a type becomes main; making the second main moves the flag.
    await accountNav(page).getByRole('link', { name: 'Addresses' }).click();
    await page.waitForURL(/\/en-us\/account\/addresses$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Addresses' })).toBeVisible();
    await expect(page.getByText('No saved addresses yet.')).toBeVisible();
    await expectHydrated(page.getByRole('button', { name: 'Add an address' }));
    await expectNoAxeViolations(page);

    await addAddress(page, '1600 Wynkoop St', 'Denver', '80202');
    await expectNoAxeViolations(page);
    await addAddress(page, '1200 Pearl St', 'Boulder', '80302');
    const shipping = page.getByRole('region', { name: 'Shipping addresses' });
    const cards = shipping.getByTestId('address');
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toContainText('Main address');
    await expect(cards.nth(1)).not.toContainText('Main address');

    await cards.nth(1).getByRole('button', { name: 'Make main' }).click();
    await expect(cards.nth(1)).toContainText('Main address');
    await expect(cards.nth(0)).not.toContainText('Main address');
    await expectNoAxeViolations(page);

    // The API applied the same rule: it holds after a reload.
    await page.reload();
    await expect(cards.nth(1)).toContainText('Main address');
    await expect(cards.nth(1)).toContainText('1200 Pearl St');
    await expect(cards.nth(0)).not.toContainText('Main address');

    // A saved card, by keyboard: the first card becomes the default.
    await accountNav(page).getByRole('link', { name: 'Payment methods' }).click();
    await page.waitForURL(/\/en-us\/account\/payment-methods$/);
    await expect(page.getByText('No saved cards yet.')).toBeVisible();
    const add = page.getByRole('button', { name: 'Add a card' });
    await expectHydrated(add);
    await add.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: /^Card number/ })).toBeFocused();
    await page.keyboard.type('4111 1111 1111 1111');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Ada Lovelace');
    await page.keyboard.press('Tab');
    await page.keyboard.type('12/30');
    // The captcha of action saveCard (spec 2 §3), by keyboard: Space ticks it.
    await page.keyboard.press('Tab');
    const captcha = page.getByRole('checkbox', { name: /not a robot/ });
    await expect(captcha).toBeFocused();
    await page.keyboard.press('Space');
    await expect(captcha).toBeChecked();
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: /^Name on card/ }).press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Card saved.' })).toBeVisible();
    const saved = page.getByTestId('saved-card');
    await expect(saved).toHaveCount(1);
    await expect(saved).toContainText('ending in 1111');
    await expect(saved).toContainText('Default');
    await expectNoAxeViolations(page);

    // The same card again: the server's message (spec 2 §7).
    await page.getByRole('button', { name: 'Add a card' }).click();
    await page.getByRole('textbox', { name: /^Card number/ }).fill('4111111111111111');
    await page.getByRole('textbox', { name: /^Name on card/ }).fill('Ada Lovelace');
    await page.getByRole('textbox', { name: /^Expiry/ }).fill('12/30');
    await passCaptcha(page);
    await page.getByRole('button', { name: 'Save card' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'This card is already saved' }),
    ).toBeVisible();
    await expect(saved).toHaveCount(1);

    // Sign out from an account page: the home (spec 2 §4).
    await accountNav(page).getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/en-us');
  });

  test('an employee sees the spend banner and no favourites or saved for later', async ({
    page,
    context,
  }) => {
    // Signed in through the mock API (the sign-in form: the journey above, both viewports).
    await signedIn(context, seededEmployee.email, seededEmployee.password);
    await page.goto('/en-us/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Evan' })).toBeVisible();
    const banner = page.getByRole('region', { name: 'Employee discount allowance' });
    await expect(banner).toContainText(
      'You have used $420.50 of your $1,500.00 annual allowance (28%).',
    );
    await expect(banner).toContainText('$1,079.50 left this year.');
    const nav = accountNav(page);
    await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Favorites' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Saved for later' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
