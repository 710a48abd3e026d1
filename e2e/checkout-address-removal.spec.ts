/**
 * Removing the home delivery removes its address (spec 1 §7: DELETE
 * /cart/v2/cart/{basketId}/shippingAddress "when the shopper removes them"). A guest types the
 * home address (sent with the captcha's response for action shippingAddress, spec 1 §7),
 * reaches billing, comes back to shipping and moves the only item to pickup in store: the
 * address form goes, and the basket keeps no home address (read from the worker's mock API).
 * Desktop only: the checkout's pickup shipment at the phone size is pickup.spec.ts's.
 *
 * The same for the billing address (spec 1 §7 DELETE /cart/v1/cart/{basketId}/billingAddress):
 * a guest (seeded with the boot in the basket, e2e/seeded.ts) enters a billing address of
 * their own (Boulder) and pays, comes back to billing and turns "same as shipping" back on:
 * the fields go and the basket keeps no billing address.
 */
import { addToCart, field, fillShipping, payByCard } from './checkoutHelpers';
import { desktopOnly, expect, expectNoAxeViolations, test } from './fixtures';
import { callMockApi } from './mockApi';
import { guestWithItem } from './seeded';

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

test('turning "same as shipping" back on deletes the billing address the shopper had entered', async ({
  page,
  context,
}) => {
  desktopOnly('the billing step’s controls are the same at the phone size (checkout.spec.ts)');
  // A whole billing step, a way back and two axe checks under load.
  test.setTimeout(90_000);
  const { accessToken, basketId } = await guestWithItem(context, { productId: 'ALP1001M' });
  const billingOf = async () =>
    (
      await callMockApi<{ billingAddress?: { city?: string } }>(
        'GET',
        `/cart/v1/cart/${basketId}`,
        {
          token: accessToken,
        },
      )
    ).billingAddress?.city ?? null;

  await page.goto('/en-us/checkout');
  await fillShipping(page);
  const same = page.getByRole('checkbox', { name: 'Same as shipping address' });
  await same.uncheck();
  await field(page, 'First name').fill('Ada');
  await field(page, 'Last name').fill('Lovelace');
  await field(page, 'Email').fill('ada@example.com');
  await field(page, 'Phone').fill('3035550123');
  await field(page, 'Address').first().fill('9 Pearl St');
  await field(page, 'City').fill('Boulder');
  await page.getByRole('combobox', { name: /^State/ }).selectOption('CO');
  await field(page, 'Postal code').fill('80302');
  await payByCard(page, '4111111111111111');
  expect(await billingOf()).toBe('Boulder');

  // Back to billing: the address of their own shows; "same as shipping" deletes it.
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Step 2 of 3: Billing' })).toBeVisible();
  await expect(same).not.toBeChecked();
  await expect(field(page, 'City')).toHaveValue('Boulder');
  await same.check();
  await expect(field(page, 'City')).toHaveCount(0);
  await expect.poll(billingOf).toBeNull();
  await expectNoAxeViolations(page);
});
