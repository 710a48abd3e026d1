/**
 * Pickup in store from the product page (spec 1 §2 "pickup in store", "change store
 * confirmation" and "store changed" dialogs; spec 3 §4 stock per variant; issue scope "Pickup
 * from the product page"): with a size chosen, the shopper chooses a store in the pickup
 * dialog (search by postal code; a store without the size cannot be chosen), sees that the
 * size can be picked up there, changes the store (confirmation, then "store changed"), adds
 * it for pickup (the item goes to the store), and buys it to the order confirmation, whose
 * shipment is the pickup at that store. The chosen store becomes the favourite store.
 */
import type { Page } from '@playwright/test';
import {
  expectConfirmation,
  fillDenverAddress,
  openFirstSize,
  payByCard,
  placeOrder,
  productPath,
} from './checkoutHelpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

// Ample stock online and in every store (the seed has sizes with few units).
test.use({ restock: ['ALP1001M'] });

/** Searches the open pickup dialog and chooses a store by name. */
async function chooseStore(page: Page, query: string, store: string) {
  const dialog = page.getByRole('dialog', { name: 'Pick up in store' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Postal code or city/ }).fill(query);
  await dialog.getByRole('button', { name: 'Search' }).click();
  const choose = dialog.getByRole('button', { name: `Choose ${store}` });
  await expect(choose).toBeEnabled();
  await expectNoAxeViolations(page);
  await choose.click();
  return dialog;
}

test.describe('pickup in store from the product page', () => {
  test.setTimeout(120_000);

  test('choose a store, change it, pick up to the confirmation', async ({ page }) => {
    await page.goto(productPath);
    const pickup = page.getByRole('region', { name: 'Pick up in store' });
    await expect(pickup.getByText(/^Choose your options/)).toBeVisible();

    await openFirstSize(page, productPath);
    await expect(pickup.getByText(/^Choose a store to see/)).toBeVisible();
    await expectNoAxeViolations(page);
    await pickup.getByRole('button', { name: 'Choose a store' }).click();
    const dialog = await chooseStore(page, '80202', 'Alpine Denver Flagship');
    await expect(dialog).toBeHidden();
    await expect(
      pickup.getByText('Available for pickup today at Alpine Denver Flagship'),
    ).toBeVisible();
    const favourite = async () =>
      (await page.context().cookies()).find((c) => c.name === 'favoriteStoreId')?.value;
    expect(await favourite()).toBe('0101');

    // Another store: the change is confirmed, then the store changed dialog says so.
    await pickup.getByRole('button', { name: 'Change store' }).click();
    await chooseStore(page, '80302', 'Alpine Boulder');
    const confirm = page.getByRole('dialog', { name: 'Change store?' });
    await expect(confirm).toBeVisible();
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Yes, change' }).click();
    const changed = page.getByRole('dialog', { name: 'Store changed' });
    await expect(changed.getByRole('status')).toContainText('Alpine Boulder');
    await changed.getByRole('button', { name: 'Done' }).click();
    await expect(changed).toBeHidden();
    await expect(pickup.getByText('Available for pickup today at Alpine Boulder')).toBeVisible();
    expect(await favourite()).toBe('0102');

    // The favourite store is remembered on the next visit.
    await page.reload();
    await expect(pickup.getByText('Available for pickup today at Alpine Boulder')).toBeVisible();

    await pickup.getByRole('button', { name: 'Pick up in store' }).click();
    const miniCart = page.getByRole('dialog', { name: /^Your cart/ });
    await expect(miniCart.getByTestId('cart-item')).toHaveCount(1);
    await page.keyboard.press('Escape');

    await page.goto('/en-us/checkout');
    const shipment = page.getByRole('heading', { name: 'Pickup in store: Alpine Boulder' });
    await expect(shipment).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue to billing' }).click();
    await expect(page.getByRole('heading', { name: 'Step 2 of 3: Billing' })).toBeVisible();
    await fillDenverAddress(page);
    await payByCard(page, '4111111111111111');
    await placeOrder(page);
    await expectConfirmation(page);
    await expect(
      page.getByRole('region', { name: /^Pickup in store: / }).getByText('Alpine Boulder'),
    ).toBeVisible();
  });
});
