/**
 * Reads happen in the route (spec 1 §2 cart and checkout pages): the cart and checkout pages
 * read the shopper's basket from the basket and session cookies on the server and render it in
 * their first HTML, before any script runs. A plain GET with the cookies of a browser that
 * added an item (no JavaScript) must already name the item.
 */
import { addToCart } from './checkoutHelpers';
import { desktopOnly, expect, test } from './fixtures';

test.use({ restock: ['ALP1001M'] });

test.describe('first HTML', () => {
  test('the checkout page names the basket items in its first HTML', async ({ page, request }) => {
    desktopOnly('a server read: the viewport does not matter');
    await addToCart(page);
    const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    expect(name.length).toBeGreaterThan(0);
    const cookie = (await page.context().cookies())
      .map(({ name: key, value }) => `${key}=${value}`)
      .join('; ');
    const checkout = await request.get('/en-us/checkout', { headers: { cookie }, maxRedirects: 0 });
    expect(checkout.status()).toBe(200);
    expect(await checkout.text()).toContain(name);
  });

  // The route's read seeds the layout's basket store (BasketSeed) during the server render.
  test('the cart page names the basket items in its first HTML', async ({ page, request }) => {
    desktopOnly('a server read: the viewport does not matter');
    await addToCart(page);
    const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    const cookie = (await page.context().cookies())
      .map(({ name: key, value }) => `${key}=${value}`)
      .join('; ');
    const cart = await request.get('/en-us/cart', { headers: { cookie } });
    expect(cart.status()).toBe(200);
    expect(await cart.text()).toContain(name);
  });
});
