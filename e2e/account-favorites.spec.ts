/**
 * Favorites (spec 1 §4; spec 2 §7 wishlists): a guest presses the heart of a product card on a
 * category page by keyboard, signs in in the dialog that opens and lands on the product page
 * with the product saved (the guest's favorite merged into the account); the favorites page
 * lists it, shares the list, and the share link opens a read-only list for a visitor who is
 * signed out; removing it empties the list. A connected employee sees no heart and has no
 * favorites page. A list longer than a page (24, spec 1 §9) pages by links; removing the last
 * item of a page shows the page before. The saved-for-later page needs a session. At desktop
 * and mobile, axe on every state.
 */
import { passCaptcha } from './checkoutHelpers';
import {
  desktopOnly,
  expect,
  expectHydrated,
  expectNoAxeViolations,
  type Page,
  tabTo,
  test,
} from './fixtures';
import { callMockApi, newConsumerAccount } from './mockApi';
import { associateSignedIn, basketWith, giveBasket, signedIn } from './seeded';

const categoryPath = '/en-us/c/hiking-boots-300010';

test.use({ restock: ['ALP1001M'] });

/** Signs in through the open sign-in dialog, then continues from the confirmation. */
async function signInThroughDialog(page: Page, email: string, password: string) {
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Email/ }).fill(email);
  await dialog.getByLabel(/^Password/).fill(password);
  await passCaptcha(page);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  const confirmation = page.getByRole('dialog', { name: 'You are signed in' });
  await expect(confirmation).toBeVisible();
  await confirmation.getByRole('button', { name: 'Continue' }).click();
}

test.describe('favorites', () => {
  test.setTimeout(180_000);

  test('a guest favourites from the category page, signs in, shares the list and removes it', async ({
    page,
    browser,
    baseURL,
  }) => {
    const consumer = await newConsumerAccount('favs');
    await page.goto(categoryPath);
    const heart = page.getByRole('button', { name: /^Add .+ to favorites$/ }).first();
    await expectHydrated(heart);
    const name = (await heart.getAttribute('aria-label'))?.replace(/^Add (.+) to favorites$/, '$1');
    expect(name).toBeTruthy();
    const productHref = await page
      .getByRole('link', { name: name ?? '', exact: true })
      .first()
      .getAttribute('href');
    await expectNoAxeViolations(page);

    // By keyboard: the heart is its own tab stop; Enter saves it and opens the sign-in.
    await tabTo(page, heart, 200);
    await page.keyboard.press('Enter');
    await signInThroughDialog(page, consumer.email, consumer.password);

    // Back on the product page, signed in, the product saved.
    await expect(page).toHaveURL(new RegExp(`${productHref}$`));
    await expect(
      page.getByRole('button', { name: `Remove ${name} from favorites` }).first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // The favorites page lists it.
    await page.goto('/en-us/account/favorites');
    await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
    const item = page.getByTestId('favorite-item');
    await expect(item).toHaveCount(1);
    await expect(item.getByRole('link', { name: name ?? '' })).toHaveAttribute(
      'href',
      productHref ?? '',
    );
    await expectNoAxeViolations(page);

    // Share the list: the link of its public, read-only view.
    const share = page.getByRole('region', { name: 'Share your list' });
    await expectHydrated(share.getByRole('button', { name: 'Share' }));
    await share.getByRole('textbox', { name: /Friend’s email/ }).fill('friend@example.com');
    await share.getByRole('button', { name: 'Share' }).click();
    const link = page.getByTestId('favorites-share-link').getByRole('link');
    await expect(link).toHaveAttribute('href', /^\/en-us\/favorites\/shared\/[^?]+\?token=.+/);
    const sharedHref = (await link.getAttribute('href')) ?? '';
    await expectNoAxeViolations(page);

    // Signed out (a new browser context): the list, read-only.
    const visitor = await browser.newContext({ baseURL: baseURL ?? '' });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(sharedHref);
    await expect(
      visitorPage.getByRole('heading', { level: 1, name: 'Shared favorites' }),
    ).toBeVisible();
    const shared = visitorPage.getByTestId('favorites');
    await expect(shared.getByRole('link', { name: name ?? '' })).toBeVisible();
    await expect(shared.getByRole('button')).toHaveCount(0);
    await expect(
      visitorPage.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true }),
    ).toBeVisible();
    await expectNoAxeViolations(visitorPage);
    // The same link in French.
    await visitorPage.goto(sharedHref.replace(/^\/en-us\//, '/fr-ca/'));
    await expect(
      visitorPage.getByRole('heading', { level: 1, name: 'Favoris partagés' }),
    ).toBeVisible();
    await expect(visitorPage.getByTestId('favorite-item')).toHaveCount(1);
    await expectNoAxeViolations(visitorPage);
    // A wrong token: the list is not available.
    await visitorPage.goto(sharedHref.replace(/token=.+$/, 'token=wrong'));
    await expect(visitorPage.getByRole('alert', { name: 'Shared favorites' })).toContainText(
      'This list is not available.',
    );
    await visitor.close();

    // Remove it: the list is empty.
    await item.getByRole('button', { name: `Remove ${name}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'was removed' })).toBeVisible();
    await expect(page.getByText(/You have no favorites yet/)).toBeVisible();
    await expect(page.getByTestId('favorite-item')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a list longer than a page: pictures, a pager, and the last item of a page removed', async ({
    page,
    context,
  }) => {
    desktopOnly('the pager is the same at every viewport; the journey above covers mobile');
    // Signed in through the mock API (the sign-in form: e2e/README.md, seeded states).
    const consumer = await newConsumerAccount('favpages');
    const { accessToken: token } = await signedIn(context, consumer.email, consumer.password);
    const search = await callMockApi<{ products: { id: string }[] }>(
      'GET',
      '/products/v2/search/productSearch?limit=25',
    );
    const ids = search.products.map((product) => product.id);
    expect(ids).toHaveLength(25);
    for (const productId of ids)
      await callMockApi('POST', '/wishlists/v2/favorites', { token, body: { productId } });

    await page.goto('/en-us/account/favorites');
    await expect(page.getByText('25 items')).toBeVisible();
    const items = page.getByTestId('favorite-item');
    await expect(items).toHaveCount(24);
    // Each item has its picture, served by the API's media (decorative: the name is the link).
    const picture = items.first().locator('img');
    await expect(picture).toHaveAttribute('alt', '');
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const pager = page.getByRole('navigation', { name: 'Favorites pages' });
    await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNoAxeViolations(page);

    await pager.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/en-us\/account\/favorites\?page=2$/);
    await expect(items).toHaveCount(1);
    await expectNoAxeViolations(page);

    // The last item of page 2 removed: page 1 is shown, and the address says so.
    const last = items.first();
    const removeButton = last.getByRole('button', { name: /^Remove / });
    await expectHydrated(removeButton);
    await removeButton.click();
    await expect(page.getByRole('status').filter({ hasText: 'was removed' })).toBeVisible();
    await expect(page.getByText('24 items')).toBeVisible();
    await expect(items).toHaveCount(24);
    await expect(page).toHaveURL(/\/en-us\/account\/favorites$/);
    await expect(pager).toHaveCount(0);

    // A page past the last (an old link): the last page.
    await page.goto('/en-us/account/favorites?page=9');
    await expect(page).toHaveURL(/\/en-us\/account\/favorites$/);
    await expect(items).toHaveCount(24);
  });

  test('the account pages send a guest to sign in and back', async ({ page }) => {
    desktopOnly('the same redirect at every viewport');
    await page.goto('/en-us/account/favorites');
    await expect(page).toHaveURL(/\/en-us\/sign-in\?returnTo=%2Fen-us%2Faccount%2Ffavorites$/);
    await page.goto('/en-us/account/saved-for-later');
    await expect(page).toHaveURL(
      /\/en-us\/sign-in\?returnTo=%2Fen-us%2Faccount%2Fsaved-for-later$/,
    );
  });

  test('the saved-for-later page lists what the cart saved and moves it back', async ({
    page,
    context,
  }) => {
    // Signed in, then one item in the basket, through the mock API (the sign-in form and the
    // add to cart are clicked through elsewhere: e2e/README.md, seeded states).
    const consumer = await newConsumerAccount('saved');
    const { accessToken } = await signedIn(context, consumer.email, consumer.password);
    await page.goto('/en-us/account/saved-for-later');
    await expect(page.getByRole('heading', { level: 1, name: 'Saved for later' })).toBeVisible();
    await expect(page.getByText('Nothing saved for later.')).toBeVisible();
    await expectNoAxeViolations(page);

    // Saved from the cart, it is on the account page; "Move to cart" puts it back in the basket.
    await giveBasket(context, await basketWith(accessToken, { productId: 'ALP1001M' }));
    await page.goto('/en-us/cart');
    await page
      .getByTestId('cart')
      .getByRole('button', { name: /^Save for later/ })
      .click();
    await expect(page.getByTestId('saved-for-later').getByTestId('saved-item')).toHaveCount(1);
    await page.goto('/en-us/account/saved-for-later');
    const saved = page.getByTestId('saved-for-later');
    await expect(saved.getByTestId('saved-item')).toHaveCount(1);
    await expectNoAxeViolations(page);
    await expectHydrated(saved.getByRole('button', { name: /^Move to cart/ }));
    await saved.getByRole('button', { name: /^Move to cart/ }).click();
    await expect(saved.getByTestId('saved-item')).toHaveCount(0);
    await page.goto('/en-us/cart');
    await expect(page.getByTestId('cart').getByTestId('cart-item')).toHaveCount(1);
  });

  test('a connected employee sees no heart and has no favorites page', async ({ page }) => {
    // In an in-store session through the mock API (the agent login form: associate.spec.ts).
    await associateSignedIn(page.context(), '0101');

    await page.goto(categoryPath);
    await expect(page.locator('#results-count')).toBeVisible();
    await expect(page.getByRole('button', { name: /to favorites$/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.goto('/en-us/account/favorites');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.goto('/en-us/account/saved-for-later');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});
