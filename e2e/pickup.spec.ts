/**
 * Pickup in store from the product page (spec 1 §2 "pickup in store", "change store
 * confirmation" and "store changed" dialogs; spec 3 §4 stock per variant; issue scope "Pickup
 * from the product page"): with a size chosen, the shopper chooses a store in the pickup
 * dialog (search by postal code; a store without the size cannot be chosen), sees that the
 * size can be picked up there, changes the store (confirmation, then "store changed"), adds
 * it for pickup (the item goes to the store), and buys it to the order confirmation, whose
 * shipment is the pickup at that store. The chosen store becomes the favourite store.
 * Every locale, split across the projects: en-us (to the confirmation) and en-gb on desktop,
 * en-ca and fr-ca on mobile (to the checkout's pickup shipment).
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

  test('choose a store, change it, pick up to the confirmation', async ({ page, isMobile }) => {
    test.skip(isMobile, 'locale variants are split across the projects (below)');
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

  const english = {
    region: 'Pick up in store',
    chooseStore: 'Choose a store',
    dialog: 'Pick up in store',
    query: /^Postal code or city/,
    search: 'Search',
    choose: (store: string) => `Choose ${store}`,
    available: (store: string) => `Available for pickup today at ${store}`,
    pickUp: 'Pick up in store',
    miniCart: /^Your cart/,
    shipment: (store: string) => `Pickup in store: ${store}`,
  };
  const variants = [
    {
      path: 'en-gb',
      mobile: false,
      query: 'WC2E',
      store: 'Alpine London Covent Garden',
      words: english,
    },
    { path: 'en-ca', mobile: true, query: 'M5V', store: 'Alpine Toronto', words: english },
    {
      path: 'fr-ca',
      mobile: true,
      query: 'H3B',
      store: 'Alpine Montréal',
      words: {
        region: 'Retrait en magasin',
        chooseStore: 'Choisir un magasin',
        dialog: 'Ramassage en magasin',
        query: /^Code postal ou ville/,
        search: 'Rechercher',
        choose: (store: string) => `Choisir ${store}`,
        available: (store: string) => `Disponible pour retrait aujourd’hui chez ${store}`,
        pickUp: 'Retirer en magasin',
        miniCart: /^Votre panier/,
        shipment: (store: string) => `Ramassage en magasin : ${store}`,
      },
    },
  ];

  // The same journey in the other locales, to the checkout's pickup shipment: en-gb on
  // desktop (with en-us above), en-ca and fr-ca on mobile.
  for (const v of variants) {
    test(`${v.path}: pick up in a store from the product page`, async ({ page, isMobile }) => {
      test.skip(isMobile !== v.mobile, 'locale variants are split across the projects');
      const { words } = v;
      await page.goto(`/${v.path}/p/mens-summit-gtx-boot-ALP1001M`);
      const size = page
        .getByRole('group', { name: /^(Size|Taille|Pointure)/ })
        .locator('a:not([data-unavailable])')
        .first();
      await size.click();
      await page.waitForURL((url) => url.search.length > 0);
      const pickup = page.getByRole('region', { name: words.region });
      await pickup.getByRole('button', { name: words.chooseStore }).click();
      const dialog = page.getByRole('dialog', { name: words.dialog });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('textbox', { name: words.query }).fill(v.query);
      await dialog.getByRole('button', { name: words.search }).click();
      const choose = dialog.getByRole('button', { name: words.choose(v.store) });
      await expect(choose).toBeEnabled();
      await choose.click();
      await expect(dialog).toBeHidden();
      await expect(pickup.getByText(words.available(v.store))).toBeVisible();

      await pickup.getByRole('button', { name: words.pickUp, exact: true }).click();
      // In Canada a gift with purchase (a free bottle) joins the boot.
      const miniCart = page.getByRole('dialog', { name: words.miniCart });
      await expect(miniCart.getByRole('link', { name: "Men's Summit GTX Boot" })).toBeVisible();
      await page.keyboard.press('Escape');

      await page.goto(`/${v.path}/checkout`);
      await expect(page.getByRole('heading', { name: words.shipment(v.store) })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
