/**
 * The shipping options of the checkout to the order confirmation (spec 1 §2 pickup-in-store
 * dialog, §3 shipping method codes, §7 shippingMethod and
 * shippingAddress): a guest buys the boot with pickup in store, ship to store and a
 * collection point, each chosen in the store picker (search by postal code or city), and an
 * e-gift card delivered by e-mail (no delivery address). The summary and the confirmation
 * name each shipment's method and its store / collection point. axe clean at every step, on
 * desktop; at the phone size, pickup in store (the picker as a bottom sheet) stands for all.
 */
import type { Page } from '@playwright/test';
import {
  addToCart,
  expectConfirmation,
  field,
  fillDenverAddress,
  payByCard,
  placeOrder,
} from './checkoutHelpers';
import { desktopOnly, expect, expectNoAxeViolations, test } from './fixtures';
import { guestWithItem } from './seeded';

// Ample stock online and in every store before each journey (the seed has sizes with few units).
test.use({ restock: ['ALP1001M'] });
/** The en-us journeys start with the boot in a guest's basket (e2e/seeded.ts). */
const boot = { productId: 'ALP1001M' };

/** Chooses a store delivery in the picker: opens it, searches, takes the first place offered. */
async function choosePlace(page: Page, button: string, title: string, query: string) {
  await expect(page.getByRole('heading', { name: 'Step 1 of 3: Shipping' })).toBeVisible();
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Postal code or city/ }).fill(query);
  await dialog.getByRole('button', { name: 'Search' }).click();
  const choose = dialog.locator('button:not([disabled])', { hasText: /^Choose$/ }).first();
  await expect(choose).toBeVisible();
  await expectNoAxeViolations(page);
  const name = ((await choose.getAttribute('aria-label')) ?? '').replace(/^Choose /, '');
  await choose.click();
  await expect(dialog).toBeHidden();
  return name;
}

/** Fills the billing address (a Denver address) and pays by card to the summary. */
async function billAndPay(page: Page) {
  await expect(page.getByRole('heading', { name: 'Step 2 of 3: Billing' })).toBeVisible();
  await fillDenverAddress(page);
  await payByCard(page, '4111111111111111');
}

const journeys = [
  {
    kind: 'pickup in store',
    button: 'Pickup in store',
    title: 'Pick up in store',
    query: '80202',
    heading: 'Pickup in store',
  },
  {
    kind: 'ship to store',
    button: 'Ship to store',
    title: 'Ship to store',
    query: 'Denver',
    heading: 'Ship to store',
  },
  {
    kind: 'collection point',
    button: 'Collection point',
    title: 'Choose a collection point',
    query: '80202',
    heading: 'Collection point',
  },
] as const;

test.describe('checkout shipping options', () => {
  test.setTimeout(120_000);

  for (const journey of journeys) {
    test(`${journey.kind} to the confirmation`, async ({ page, context }) => {
      if (journey.kind !== 'pickup in store')
        desktopOnly('pickup in store covers the store picker, summary and confirmation');
      await guestWithItem(context, boot);
      await page.goto('/en-us/checkout');
      const place = await choosePlace(page, journey.button, journey.title, journey.query);
      const heading = page.getByRole('heading', { name: `${journey.heading}: ${place}` });
      await expect(heading).toBeVisible();
      // No home shipment is left: no address form.
      await expect(field(page, 'First name')).toHaveCount(0);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Continue to billing' }).click();
      await billAndPay(page);
      await expect(heading).toBeVisible();
      await expectNoAxeViolations(page);
      await placeOrder(page);
      await expectConfirmation(page);
      const shipment = page.getByRole('region', { name: new RegExp(`^${journey.heading}: `) });
      await expect(shipment).toBeVisible();
      await expect(shipment.locator('address')).toBeVisible();
    });
  }

  test('a collection point with the pickup contact of a configured locale (en-gb)', async ({
    page,
  }) => {
    desktopOnly('pickup in store covers the store picker, summary and confirmation');
    await addToCart(page, 0, '/en-gb/p/mens-summit-gtx-boot-ALP1001M');
    await page.goto('/en-gb/checkout');
    const place = await choosePlace(
      page,
      'Collection point',
      'Choose a collection point',
      'WC2E 9LH',
    );
    await expect(page.getByRole('heading', { name: `Collection point: ${place}` })).toBeVisible();
    await page.getByRole('button', { name: 'Continue to billing' }).click();
    await expect(page.getByText('This field is required')).toHaveCount(4);
    await expectNoAxeViolations(page);
    await field(page, 'Contact first name').fill('Ada');
    await field(page, 'Contact last name').fill('Lovelace');
    await field(page, 'Pickup email').fill('ada@example');
    await field(page, 'Pickup phone').fill('07700900123');
    await page.getByRole('button', { name: 'Continue to billing' }).click();
    await expect(page.getByText('Email is not valid')).toBeVisible();
    await field(page, 'Pickup email').fill('ada@example.co.uk');
    await page.getByRole('button', { name: 'Continue to billing' }).click();
    await expect(page.getByRole('heading', { name: 'Step 2 of 3: Billing' })).toBeVisible();
    await field(page, 'First name').fill('Ada');
    await field(page, 'Last name').fill('Lovelace');
    await field(page, 'Email').fill('ada@example.co.uk');
    await field(page, 'Phone').fill('07700900123');
    await field(page, 'Address').first().fill('1 Long Acre');
    await field(page, 'City').fill('London');
    await field(page, 'Postal code').fill('WC2E 9LH');
    await payByCard(page, '4111111111111111');
    const shipment = page.getByRole('region', { name: `Collection point: ${place}` });
    await expect(shipment.locator('address')).toContainText('ada@example.co.uk');
    await expectNoAxeViolations(page);
    await placeOrder(page);
    await page.waitForURL(/\/en-gb\/order-confirmation\?order=ALP\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order');
    await expect(
      page.getByRole('region', { name: /^Collection point: / }).locator('address'),
    ).toContainText('ada@example.co.uk');
    await expectNoAxeViolations(page);
  });

  test('an e-gift card is e-mailed: no delivery address', async ({ page }) => {
    desktopOnly('pickup in store covers the store picker, summary and confirmation');
    await page.goto('/en-us/p/e-gift-card-ALPGC0001');
    const amounts = page
      .getByRole('group', { name: /^Amount/ })
      .locator('a:not([data-unavailable])');
    await amounts.first().click();
    await page.waitForURL((url) => url.search.length > 0);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const miniCart = page.getByRole('dialog', { name: /^Your cart/ });
    await expect(miniCart.getByTestId('cart-item')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await page.goto('/en-us/checkout');
    await expect(page.getByRole('heading', { name: 'Step 1 of 3: Shipping' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Digital delivery' })).toBeVisible();
    await expect(field(page, 'First name')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Pickup in store', exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue to billing' }).click();
    await billAndPay(page);
    await expect(page.getByText(/^Digital delivery · Free/)).toBeVisible();
    await placeOrder(page);
    await expectConfirmation(page);
    await expect(page.getByRole('heading', { name: 'Digital delivery' })).toBeVisible();
  });
});
