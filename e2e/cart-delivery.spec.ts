/**
 * The cart's change-shipping-method dialog (spec 1 §2 "cart change shipping method", §3
 * shipping method codes, §7 POST /cart/v1/shippingMethod; issue scope "Cart change shipping
 * method"): a cart item offers exactly its own methods; choosing a collection point searches
 * by postal code (POST /stores/v1/collectionPoints), pre-selects nothing, and the item moves
 * to the point chosen: its delivery line names it, also after a reload (the basket carries the
 * name), and the checkout has a collection point shipment named after it.
 * axe clean on the cart and the dialog.
 */
import { addToCart } from './checkoutHelpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

test.use({ restock: ['ALP1001M'] });

test.describe('cart change shipping method', () => {
  test.setTimeout(90_000);

  test('moves an item to a collection point that can take it', async ({ page }) => {
    await addToCart(page);
    await page.goto('/en-us/cart');
    const item = page.getByTestId('cart-item');
    await expect(item.getByText('Delivery: Ship to home')).toBeVisible();
    await item.getByRole('button', { name: /^Change delivery/ }).click();

    const dialog = page.getByRole('dialog', { name: 'Change delivery' });
    await expect(dialog).toBeVisible();
    const methods = dialog.getByRole('radiogroup', { name: 'Delivery method' });
    await expect(methods.getByRole('radio', { name: 'Ship to home' })).toBeChecked();
    await methods.getByRole('radio', { name: 'Pick up at a collection point' }).check();
    await dialog.getByRole('textbox', { name: 'Postal code or city' }).fill('80202');
    await dialog.getByRole('button', { name: 'Search' }).click();
    const point = dialog.getByRole('radio', { name: 'UPS Access Point – LoDo Market' });
    await expect(point).toBeEnabled();
    await expect(point).not.toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await expectNoAxeViolations(page);
    await point.check();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      item.getByText('Delivery: Pick up at a collection point at UPS Access Point – LoDo Market'),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // The basket names the point (storeInfo.name): a reload still shows its name, not its id.
    await page.reload();
    await expect(
      item.getByText('Delivery: Pick up at a collection point at UPS Access Point – LoDo Market'),
    ).toBeVisible();

    // The checkout has the item in its own collection point shipment, named (storeName).
    await page.goto('/en-us/checkout');
    const shipment = page.getByRole('region', {
      name: 'Collection point: UPS Access Point – LoDo Market',
    });
    await expect(shipment).toBeVisible();
    await expect(shipment.getByText(/^Collection point ·/)).toBeVisible();
  });
});
