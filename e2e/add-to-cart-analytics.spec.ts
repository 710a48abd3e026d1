/**
 * Add to cart from a listing, with its analytics (spec 3 §4 quick-shop, §9 "Analytics": the
 * product interaction origin label): a grid card's quick-shop opens the quick-shop dialog, the
 * first orderable choice is added, the mini cart opens and `window.dataLayer` holds one
 * `addToCart` entry with the listing's origin (`Grid` on a category page, `Search` on the search
 * page), its page type and the added variant. Locale variants split across the projects: the
 * category grid in en-us on desktop, the search grid in fr-ca on mobile. axe clean with the
 * quick-shop open.
 */
import { dataLayerEvents } from './dataLayer';
import { expect, expectNoAxeViolations, test } from './fixtures';

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
