/**
 * Order journeys (spec 1 §4 "Order placement", §8): a double click on
 * "Place order" produces one order (one confirmation; the mock API holds one order for the
 * guest), and one purchase by keyboard alone, from the product page to the order confirmation,
 * with focus visible and moved to the step heading at each step change. axe clean at every
 * step; desktop and mobile (the keyboard journey on desktop only).
 */
import type { Locator, Page, Request } from '@playwright/test';
import { products } from './cartJourneys';
import { expectConfirmation, field, fillShipping, payByCard, placeOrder } from './checkoutHelpers';
import { expect, expectNoAxeViolations, focusProbe, test } from './fixtures';
import { bestStockedVariant, ordersOf, sessionOf, variantQuery } from './mockApi';
import { guestWithItem } from './seeded';

test.describe('order journeys', () => {
  test.setTimeout(90_000);

  test('a double click on Place order produces one order', async ({ page, context }) => {
    await guestWithItem(context, { productId: products.walker.id });
    await page.goto('/en-us/checkout');
    await fillShipping(page);
    await payByCard(page, '4111 1111 1111 1111');
    const { accessToken } = await sessionOf(context);
    expect(await ordersOf(accessToken)).toEqual([]);

    // Every POST the page sends from here (the placements, server actions): a second placement
    // is over once its answer has come, so the count below is final without a fixed wait.
    const posts: Request[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request);
    });
    await placeOrder(page, 'dblclick');
    await expectConfirmation(page);
    const shown = ((await page.getByTestId('order-number').textContent()) ?? '').match(
      /ALP\d+/,
    )?.[0];
    const answers = await Promise.all(posts.map((request) => request.response()));
    // A request the navigation cut off may still run on the server: wait a moment for it.
    if (answers.some((answer) => answer === null)) await page.waitForTimeout(1_000);
    const orders = await ordersOf(accessToken);
    expect(orders.map((o) => o.orderNumber)).toEqual([shown]);
  });
});

/**
 * Presses Tab (Shift+Tab when `back`) until `target` has the focus, at most `max` times;
 * asserts the focus is visible there (`:focus-visible` with an outline or a box shadow).
 */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  await expect(target).toBeVisible();
  const probe = await focusProbe(target);
  try {
    for (let i = 0; i < max; i += 1) {
      if (await probe.focused()) break;
      await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    }
  } finally {
    await probe.dispose();
  }
  await expect(target).toBeFocused();
  await expectFocusVisible(target);
}

/** The focused element shows a focus indicator (WCAG 2.4.7). */
async function expectFocusVisible(target: Locator) {
  const indicator = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      focusVisible: element.matches(':focus-visible'),
      outline: style.outlineStyle !== 'none' && style.outlineWidth !== '0px',
      shadow: style.boxShadow !== 'none',
    };
  });
  expect(indicator.focusVisible, 'focus-visible').toBe(true);
  expect(indicator.outline || indicator.shadow, 'a visible focus indicator').toBe(true);
}

/** Focuses a text field by Tab and types into it. */
async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
  await expect(target).toHaveValue(text);
}

test.describe('keyboard only', () => {
  test.setTimeout(120_000);

  test('one purchase from the product page to the confirmation by keyboard alone', async ({
    page,
  }) => {
    test.skip(
      test.info().project.name === 'mobile',
      'a touch device without a keyboard: the keyboard journey runs at the desktop viewport',
    );
    const product = products.sneaker;
    const variantId = await bestStockedVariant(product.id);
    const query = new URLSearchParams((await variantQuery(product.id, variantId)).slice(1));
    // The colour comes from the URL (a shared link); the size is chosen by keyboard.
    await page.goto(`${product.path}?color=${query.get('color')}`);
    await expectNoAxeViolations(page);

    const size = page
      .getByRole('group', { name: /^Size/ })
      .getByRole('link', { name: new RegExp(`^${query.get('size')}\\b`) });
    await tabTo(page, size);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('size') === query.get('size'));
    const add = page.getByRole('button', { name: 'Add to cart' });
    await tabTo(page, add);
    await page.keyboard.press('Enter');

    const miniCart = page.getByRole('dialog', { name: /^Your cart/ });
    await expect(miniCart.getByTestId('cart-item')).toHaveCount(1);
    // Focus moved into the dialog.
    await expect
      .poll(() => miniCart.evaluate((dialog) => dialog.contains(document.activeElement)))
      .toBe(true);
    await expectNoAxeViolations(page);
    await tabTo(page, miniCart.getByRole('link', { name: 'Checkout' }));
    await page.keyboard.press('Enter');

    await page.waitForURL(/\/en-us\/checkout/);
    await expect(page.getByRole('heading', { name: 'Step 1 of 3: Shipping' })).toBeVisible();
    await typeInto(page, field(page, 'First name'), 'Ada');
    await typeInto(page, field(page, 'Last name'), 'Lovelace');
    await typeInto(page, field(page, 'Email'), 'ada@example.com');
    await tabTo(page, field(page, 'Phone'));
    await page.keyboard.type('3035550123');
    await typeInto(page, field(page, 'Address').first(), '1 Main St');
    await typeInto(page, field(page, 'City'), 'Denver');
    const state = page.getByRole('combobox', { name: /^State/ });
    await tabTo(page, state);
    await page.keyboard.type('Colorado');
    await expect(state).toHaveValue('CO');
    await typeInto(page, field(page, 'Postal code'), '80202');
    await expectNoAxeViolations(page);
    await tabTo(page, page.getByRole('button', { name: 'Continue to billing' }));
    await page.keyboard.press('Enter');

    const billing = page.getByRole('heading', { name: 'Step 2 of 3: Billing' });
    await expect(billing).toBeFocused();
    await expectFocusVisible(billing);
    await typeInto(page, field(page, 'Card number'), '4111111111111111');
    await typeInto(page, field(page, 'Name on card'), 'Ada Lovelace');
    await tabTo(page, field(page, 'Expiry'));
    await page.keyboard.type('12/30');
    await expect(field(page, 'Expiry')).toHaveValue('12/30');
    await typeInto(page, field(page, 'Security code'), '123');
    await expectNoAxeViolations(page);
    await tabTo(page, page.getByRole('button', { name: 'Continue to summary' }));
    await page.keyboard.press('Enter');

    const summary = page.getByRole('heading', { name: 'Step 3 of 3: Summary' });
    await expect(summary).toBeFocused();
    await expectFocusVisible(summary);
    await expectNoAxeViolations(page);
    // The captcha by keyboard too: Space checks "I'm not a robot".
    const captcha = page.getByRole('checkbox', { name: 'I’m not a robot' });
    await tabTo(page, captcha);
    await page.keyboard.press('Space');
    await expect(captcha).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Place order' }));
    await page.keyboard.press('Enter');

    await expectConfirmation(page);
    const title = page.getByRole('heading', { level: 1, name: 'Thank you for your order' });
    await expect(title).toBeFocused();
  });
});
