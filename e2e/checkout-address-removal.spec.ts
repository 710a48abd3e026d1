/**
 * Removing the home delivery removes its address (spec 1 §7: DELETE
 * /cart/v2/cart/{basketId}/shippingAddress "when the shopper removes them"). A guest types the
 * home address (sent with the captcha's response for action shippingAddress, spec 1 §7),
 * reaches billing, comes back to shipping and moves the only item to pickup in store: the
 * address form goes, and the basket keeps no home address (read from the worker's mock API).
 * Desktop only: the checkout's pickup shipment at the phone size is pickup.spec.ts's.
 */
import { addToCart, field, fillShipping } from './checkoutHelpers';
import { desktopOnly, expect, expectNoAxeViolations, test } from './fixtures';
import { callMockApi } from './mockApi';

// Ample stock online and in every store (the seed has sizes with few units).
test.use({ restock: ['ALP1001M'] });

test('moving every item to a store removes the home address from the basket', async ({
  page,
  context,
}) => {
  desktopOnly('pickup.spec.ts covers the checkout’s pickup shipment at the phone size');
  await addToCart(page);
  await page.goto('/en-us/checkout');
  await fillShipping(page);

  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Step 1 of 3: Shipping' })).toBeVisible();
  await expect(field(page, 'City')).toHaveValue('Denver');
  await page.getByRole('button', { name: 'Pickup in store' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /^Postal code or city/ }).fill('80202');
  await dialog.getByRole('button', { name: 'Search' }).click();
  await dialog.getByRole('button', { name: 'Choose Alpine Denver Flagship' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('heading', { name: 'Pickup in store: Alpine Denver Flagship' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shipping address' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const cookies = await context.cookies();
  const token = cookies.find((c) => c.name === 'accessToken')?.value ?? '';
  const basketId = cookies.find((c) => c.name === 'basketId')?.value ?? '';
  await expect
    .poll(async () => {
      const basket = await callMockApi<{
        shipments: { shipmentId: string; shippingAddress?: object }[];
      }>('GET', `/cart/v1/cart/${basketId}`, { token });
      return basket.shipments.find((s) => s.shipmentId === 'me')?.shippingAddress ?? null;
    })
    .toBeNull();
});
