/**
 * Shared steps of the cart and checkout journeys (cart, checkout, checkout-payments and
 * checkout-shipping specs):
 * add a product from its page, fill the shipping step, pay by card, expect the order
 * confirmation (spec 1 §4). Each asserts what the shopper sees and runs axe where the spec did.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations } from './fixtures';

export const productPath = '/en-us/p/mens-summit-gtx-boot-ALP1001M';

/**
 * Adds an in-stock size of a product (default the boot) from its product page: the `pick`-th
 * one (default the first). Returns the open mini cart, or closes it first with
 * `{ close: true }` (the default).
 */
export async function addToCart(page: Page, pick = 0, path = productPath, { close = true } = {}) {
  await page.goto(path);
  const sizes = page.getByRole('group', { name: /^Size/ }).locator('a:not([data-unavailable])');
  const size = sizes.nth(pick % (await sizes.count()));
  const href = await size.getAttribute('href');
  await size.click();
  await page.waitForURL(
    (url) => url.search.length > 0 && (href ? url.href.includes(href.split('?')[1] ?? '') : true),
  );
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const miniCart = page.getByRole('dialog', { name: /^Your cart/ });
  await expect(miniCart).toBeVisible();
  await expect(miniCart.getByTestId('cart-item')).toHaveCount(1);
  if (close) await page.keyboard.press('Escape');
  return miniCart;
}

export const field = (page: Page, name: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${name}`) });

/** Opens a product page on its first available size (the express buttons need a variant). */
export async function openFirstSize(page: Page, path: string) {
  await page.goto(path);
  const size = page
    .getByRole('group', { name: /^Size/ })
    .locator('a:not([data-unavailable])')
    .first();
  await size.click();
  await page.waitForURL((url) => url.search.length > 0);
}

/** Fills the address fields of the current step with a Denver address. */
export async function fillDenverAddress(page: Page) {
  await field(page, 'First name').fill('Ada');
  await field(page, 'Last name').fill('Lovelace');
  await field(page, 'Email').fill('ada@example.com');
  await field(page, 'Phone').fill('3035550123');
  await field(page, 'Address').first().fill('1 Main St');
  await field(page, 'City').fill('Denver');
  await page.getByRole('combobox', { name: /^State/ }).selectOption('CO');
  await field(page, 'Postal code').fill('80202');
}

/** Fills the shipping step with a Denver address and continues to billing. */
export async function fillShipping(page: Page) {
  await expect(page.getByRole('heading', { name: 'Step 1 of 3: Shipping' })).toBeVisible();
  await fillDenverAddress(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue to billing' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 3: Billing' })).toBeVisible();
  await expect(page).toHaveURL(/step=billing/);
}

/** Fills the card form and continues to the summary. */
export async function payByCard(page: Page, number: string) {
  await field(page, 'Card number').fill(number);
  await field(page, 'Name on card').fill('Ada Lovelace');
  await field(page, 'Expiry').fill('12/30');
  await field(page, 'Security code').fill('123');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue to summary' }).click();
  await expect(page.getByRole('heading', { name: 'Step 3 of 3: Summary' })).toBeVisible();
}

/**
 * Passes the test captcha as a person does: one click on "I'm not a robot" (French: "Je ne
 * suis pas un robot"), then waits for the box to be checked (the token for the form's action
 * is then held by the widget; spec 3 §7).
 */
export async function passCaptcha(page: Page, name: string | RegExp = /not a robot|pas un robot/) {
  const captcha = page.getByRole('checkbox', { name });
  await captcha.click();
  await expect(captcha).toBeChecked();
}

/** Passes the captcha, then clicks (or double-clicks) "Place order" on the summary step. */
export async function placeOrder(page: Page, how: 'click' | 'dblclick' = 'click') {
  await passCaptcha(page);
  await page.getByRole('button', { name: 'Place order' })[how]();
}

export async function expectConfirmation(page: Page) {
  await page.waitForURL(/\/en-us\/order-confirmation\?order=ALP\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order');
  await expect(page.getByTestId('order-number')).toContainText(/ALP\d+/);
  // After the client-side navigation Next sets the new page's <title> a moment later.
  await expect(page).toHaveTitle(/Order confirmation/);
  await expectNoAxeViolations(page);
}

/**
 * In an open quick-shop dialog, picks the first available value of every option not picked
 * yet. Returns its Add to cart button when it is there and enabled, else `null` (the product
 * cannot be added: the caller closes the dialog and tries another).
 */
export async function quickShopAddButton(dialog: Locator): Promise<Locator | null> {
  for (const group of await dialog.getByRole('group').all()) {
    if ((await group.getByRole('radio', { checked: true }).count()) > 0) continue;
    await group.locator('label:not([data-unavailable])').first().click();
  }
  const add = dialog.getByRole('button', { name: 'Add to cart' });
  return (await add.count()) > 0 && (await add.isEnabled()) ? add : null;
}
