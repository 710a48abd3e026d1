/**
 * The express checkout's feature flag per locale (spec 3 §6: the buttons show only when the
 * feature is on; a store per country enables it separately): e2e/servers.ts sets
 * `STOREFRONT_EXPRESS` to every locale but en-gb, so en-gb's product page (a size chosen),
 * mini cart, cart and checkout show no card wallet or PayPal button, while en-us's show both.
 * The flag does not depend on the viewport: en-gb runs at the phone size, en-us at desktop
 * (each project's other locale is covered: e2e/README.md). axe on each page.
 */
import type { Locator, Page } from '@playwright/test';
import { openFirstSize } from './checkoutHelpers';
import { desktopOnly, expect, expectHydrated, expectNoAxeViolations, test } from './fixtures';

/** Women's Harbour Canvas Sneaker (ample stock), in both locales' catalogues. */
const sneaker = 'womens-harbour-canvas-sneaker-ALP1402W';

const buttonNames = ['Pay with card wallet', 'Pay with PayPal'] as const;

/** Every express button of `scope` is visible (`shown`) or there is none at all. */
async function expectExpress(page: Page, scope: Locator, shown: boolean) {
  const region = scope.getByRole('region', { name: 'Express checkout' });
  for (const name of buttonNames) {
    const button = scope.getByRole('button', { name });
    if (shown) await expect(button.first()).toBeVisible();
    else await expect(button).toHaveCount(0);
  }
  if (!shown) await expect(region).toHaveCount(0);
  await expectNoAxeViolations(page);
}

/**
 * The journey of one locale: the product page on its first available size, the mini cart
 * after adding it, the cart, the checkout; at each the express buttons are `shown` or absent.
 * Each page is first waited for (its own content hydrated), so an absence is not a page that
 * has not rendered yet.
 */
async function expressAlong(page: Page, localePath: 'en-us' | 'en-gb', shown: boolean) {
  await openFirstSize(page, `/${localePath}/p/${sneaker}`);
  await expectHydrated(page.getByRole('button', { name: 'Add to cart' }));
  await expectExpress(page, page.getByRole('main'), shown);

  await page.getByRole('button', { name: 'Add to cart' }).click();
  const miniCart = page.getByRole('dialog', { name: /^Your cart/ });
  await expect(miniCart.getByTestId('cart-item')).toHaveCount(1);
  await expectExpress(page, miniCart, shown);
  await page.keyboard.press('Escape');

  await page.goto(`/${localePath}/cart`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cart (1 item)');
  await expectHydrated(page.getByTestId('cart').getByTestId('cart-item').first());
  await expectExpress(page, page.getByRole('main'), shown);

  await page.goto(`/${localePath}/checkout`);
  await expect(page.getByRole('heading', { name: 'Step 1 of 3: Shipping' })).toBeVisible();
  await expectExpress(page, page.getByRole('main'), shown);
}

test.describe('express checkout flag per locale (spec 3 §6)', () => {
  test.setTimeout(90_000);

  test('en-gb (flag off there): no express button on the product page, mini cart, cart or checkout', async ({
    page,
    isMobile,
  }) => {
    test.skip(
      !isMobile,
      'on desktop: locales.spec.ts buys in en-gb through the same pages (product page, mini cart, cart, checkout)',
    );
    await expressAlong(page, 'en-gb', false);
  });

  test('en-us (flag on): the card wallet and PayPal on the same pages', async ({ page }) => {
    desktopOnly(
      'express.spec.ts (product page, cart), cart.spec.ts (mini cart) and checkout.spec.ts (checkout) show the en-us buttons at the phone size',
    );
    await expressAlong(page, 'en-us', true);
  });
});
