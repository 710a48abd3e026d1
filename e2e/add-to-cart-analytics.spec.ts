/**
 * Add to cart from a listing, with its analytics (spec 3 §4 quick-shop, §9 "Analytics": the
 * product interaction origin label): a grid card's quick-shop opens the quick-shop dialog, the
 * first orderable choice is added, the mini cart opens and `window.dataLayer` holds one
 * `addToCart` entry with the listing's origin (`Grid` on a category page, `Search` on the search
 * page), its page type and the added variant. Locale variants split across the projects: the
 * category grid in en-us on desktop, the search grid in fr-ca on mobile. axe clean with the
 * quick-shop open. The other places an add starts from push their own origin, one project
 * each (their pages' axe checks are their own journeys'): a recommendation carousel's
 * quick-shop (`Recommendations`, desktop; carousel.spec.ts), the favourites page's Add to cart
 * (`Favorites`, mobile; account-favorites.spec.ts) and the product page's pick-up in store
 * (`Product Page`, mobile; pickup.spec.ts).
 */
import type { Page } from '@playwright/test';
import { openFirstSize, productPath, quickShopAddButton } from './checkoutHelpers';
import { dataLayerEvents } from './dataLayer';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { bestStockedVariant, callMockApi, newConsumerAccount } from './mockApi';
import { signedIn } from './seeded';

const variants = [
  {
    locale: 'en-us',
    mobile: false,
    path: '/en-us/c/hiking-boots-300010',
    origin: 'Grid',
    pageType: 'category',
    quickShop: /^Quick shop /,
    add: 'Add to cart',
    miniCart: /^Your cart/,
  },
  {
    locale: 'fr-ca',
    mobile: true,
    path: '/fr-ca/search?q=boot',
    origin: 'Search',
    pageType: 'search',
    quickShop: /^Achat rapide /,
    add: 'Ajouter au panier',
    miniCart: /^Votre panier/,
  },
] as const;

for (const variant of variants) {
  test(`${variant.locale}: a grid card's quick-shop adds to the cart with the ${variant.origin} origin in the data layer`, async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile !== variant.mobile, `${variant.locale} runs in the other project`);
    // A journey of a listing and a dialog under load.
    test.setTimeout(60_000);
    await page.goto(variant.path);
    const cards = page.locator(`[data-product-origin="${variant.origin}"]`).getByRole('article');
    await expect(cards.first()).toBeVisible();
    const count = Math.min(await cards.count(), 6);
    const miniCart = page.getByRole('dialog', { name: variant.miniCart });
    let added = false;
    for (let i = 0; i < count && !added; i += 1) {
      await cards.nth(i).getByRole('link', { name: variant.quickShop }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByTestId('quick-shop')).toBeVisible();
      // The quick-shop opened in place: the listing stays the page.
      expect(new URL(page.url()).pathname).toBe(variant.path.split('?')[0]);
      for (const group of await dialog.getByRole('group').all()) {
        if ((await group.getByRole('radio', { checked: true }).count()) > 0) continue;
        await group.locator('label:not([data-unavailable])').first().click();
      }
      const add = dialog.getByRole('button', { name: variant.add });
      if ((await add.count()) === 0 || !(await add.isEnabled())) {
        await page.keyboard.press('Escape');
        continue;
      }
      if (i === 0) await expectNoAxeViolations(page);
      await add.click();
      await expect(miniCart).toBeVisible();
      added = true;
    }
    expect(added).toBe(true);
    const adds = await dataLayerEvents(page, 'addToCart');
    expect(adds).toEqual([
      expect.objectContaining({
        origin: variant.origin,
        pageType: variant.pageType,
        quantity: 1,
        productId: expect.stringMatching(/^ALP\w+-/),
        masterId: expect.stringMatching(/^ALP\w+$/),
        currency: variant.locale === 'fr-ca' ? 'CAD' : 'USD',
      }),
    ]);
    expect(await dataLayerEvents(page, 'addToCartFailure')).toEqual([]);
    // The product of the event is the one in the mini cart (with a free gift past 250 in CAD).
    await expect(
      miniCart.getByTestId('cart-item').locator(`a[href$="-${String(adds[0]?.masterId)}"]`),
    ).toBeVisible();
  });
}

/** The one `addToCart` entry of the page, and no failure. */
async function expectOneAdd(page: Page, data: Record<string, unknown>) {
  await expect
    .poll(() => dataLayerEvents(page, 'addToCart'))
    .toEqual([expect.objectContaining(data)]);
  expect(await dataLayerEvents(page, 'addToCartFailure')).toEqual([]);
}

test('a recommendation carousel’s quick-shop adds with the Recommendations origin', async ({
  page,
  isMobile,
}) => {
  test.skip(
    isMobile,
    'one project: the carousel’s quick-shop at the phone size is carousel.spec.ts’s',
  );
  test.setTimeout(60_000);
  await page.goto('/en-us');
  await page.locator('[data-block="productCarousel"]').scrollIntoViewIfNeeded();
  const cards = page.getByRole('region', { name: 'Bestsellers' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  const miniCart = page.getByRole('dialog', { name: /^Your cart/ });
  let added = false;
  for (let i = 0; i < Math.min(await cards.count(), 6) && !added; i += 1) {
    await cards
      .nth(i)
      .getByRole('button', { name: /^Quick shop / })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('quick-shop')).toBeVisible();
    const add = await quickShopAddButton(dialog);
    if (!add) {
      await page.keyboard.press('Escape');
      continue;
    }
    await add.click();
    await expect(miniCart).toBeVisible();
    added = true;
  }
  expect(added).toBe(true);
  await expectOneAdd(page, {
    origin: 'Recommendations',
    pageType: 'home',
    quantity: 1,
    productId: expect.stringMatching(/^ALP\w+-/),
  });
});

test('the favourites page’s Add to cart adds with the Favorites origin', async ({
  page,
  context,
  isMobile,
}) => {
  test.skip(
    !isMobile,
    'one project: the favourites page at the desktop size is account-favorites.spec.ts’s',
  );
  const consumer = await newConsumerAccount('favadd');
  const { accessToken } = await signedIn(context, consumer.email, consumer.password);
  const variantId = await bestStockedVariant('ALP1001M');
  await callMockApi('POST', '/wishlists/v2/favorites', {
    token: accessToken,
    body: { productId: 'ALP1001M', variantId },
  });
  await page.goto('/en-us/account/favorites');
  const item = page.getByTestId('favorite-item');
  await expect(item).toHaveCount(1);
  await item.getByRole('button', { name: /^Add to cart/ }).click();
  await expectOneAdd(page, {
    origin: 'Favorites',
    pageType: 'account',
    quantity: 1,
    productId: variantId,
  });
});

test('pick-up in store adds with the Product Page origin', async ({ page, isMobile, mockApi }) => {
  test.skip(!isMobile, 'one project: pick-up at the desktop size is pickup.spec.ts’s');
  test.setTimeout(60_000);
  await mockApi.restock('ALP1001M', { storeQuantity: 20 });
  await openFirstSize(page, productPath);
  const pickup = page.getByRole('region', { name: 'Pick up in store' });
  await pickup.getByRole('button', { name: 'Choose a store' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pick up in store' });
  await dialog.getByRole('textbox', { name: /^Postal code or city/ }).fill('80202');
  await dialog.getByRole('button', { name: 'Search' }).click();
  await dialog.getByRole('button', { name: 'Choose Alpine Denver Flagship' }).click();
  await expect(dialog).toBeHidden();
  await pickup.getByRole('button', { name: 'Pick up in store' }).click();
  await expect(page.getByRole('dialog', { name: /^Your cart/ })).toBeVisible();
  await expectOneAdd(page, {
    origin: 'Product Page',
    pageType: 'product',
    quantity: 1,
    productId: expect.stringMatching(/^ALP1001M-/),
    masterId: 'ALP1001M',
  });
});
