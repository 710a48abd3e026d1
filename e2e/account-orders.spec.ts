/**
 * The account's orders, the guest order status and help (spec 2 §1, §7 purchase calls,
 * contact us; spec 1 §3 "Order"): a shopper with two orders signs in on the way to the order
 * history, opens an order, downloads its invoice (a PDF), requests a return label, cancels the
 * other order after a confirmation (its stock comes back); a guest checks an order's status
 * from the footer with the order number and e-mail; contact us and the returns help page. At
 * desktop and mobile, axe on every state.
 */
import { readFile } from 'node:fs/promises';
import {
  desktopOnly,
  expect,
  expectHydrated,
  expectNoAxeViolations,
  type Page,
  test,
} from './fixtures';
import {
  bestStockedVariant,
  callMockApi,
  guestToken,
  newConsumerAccount,
  onlineStock,
  placeOrderFor,
  registeredAccessToken,
} from './mockApi';
import { signedIn } from './seeded';

const product = 'ALP1001M';
test.use({ restock: [product] });

/** Places an order of one unit of `variantId` for the shopper of `token`; its number. */
async function orderFor(token: string, variantId: string): Promise<string> {
  const basket = await callMockApi<{ basketId: string }>('POST', '/cart/v1/cartWithItem', {
    token,
    body: { productId: variantId, qty: 1 },
  });
  return placeOrderFor(token, basket.basketId);
}

/**
 * The account sent the guest to the sign-in page with `returnTo`; signed in there through the
 * mock API (the sign-in form and its returnTo: sign-in.spec.ts, account-profile.spec.ts at both
 * viewports; e2e/README.md), back on `returnTo`.
 */
async function signInOnPage(page: Page, email: string, password: string, returnTo: string) {
  await expect(page).toHaveURL(
    (url) => url.pathname === '/en-us/sign-in' && url.searchParams.get('returnTo') === returnTo,
  );
  await signedIn(page.context(), email, password);
  await page.goto(returnTo);
}

test.describe('account orders', () => {
  test.setTimeout(120_000);

  test('history, detail, invoice, return label and cancel with the stock returned', async ({
    page,
  }) => {
    desktopOnly(
      'account-journey.spec covers history, detail, invoice, cancel and return label at the phone size',
    );
    const account = await newConsumerAccount('orders');
    const token = await registeredAccessToken(account.email, account.password);
    const variant = await bestStockedVariant(product);
    const kept = await orderFor(token, variant);
    const cancelled = await orderFor(token, variant);
    const stockAfterOrders = (await onlineStock(product))[variant] ?? 0;

    // A guest is sent to sign in and comes back to the history.
    await page.goto('/en-us/account/orders');
    await signInOnPage(page, account.email, account.password, '/en-us/account/orders');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orders');
    const rows = page.getByTestId('order-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText(cancelled);
    await expect(rows.nth(1)).toContainText(kept);
    await expectNoAxeViolations(page);

    // The detail of the first order placed.
    await page.getByRole('link', { name: `View order ${kept}` }).click();
    await page.waitForURL(`**/en-us/account/orders/${kept}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${kept}`);
    await expect(page.getByTestId('order-status')).toHaveText('Placed');
    await expect(page.getByRole('region', { name: 'Tracking' })).toContainText('Status: Placed');
    await expect(page.getByRole('region', { name: 'Home delivery' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Totals' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The invoice: a PDF file.
    const invoice = page.getByRole('link', { name: 'Download invoice' });
    await expectHydrated(invoice);
    const [download] = await Promise.all([page.waitForEvent('download'), invoice.click()]);
    expect(download.suggestedFilename()).toBe(`invoice-${kept}.pdf`);
    const file = await readFile((await download.path()) as string, 'latin1');
    expect(file.startsWith('%PDF-')).toBe(true);
    expect(file).toContain(`INVOICE ${kept}`);

    // A return label: its number, tracking number and the PDF label.
    await page.getByRole('button', { name: 'Request a return label' }).click();
    await expect(page.getByText(/Return R\d+-1 is ready\. Tracking number RT\d+\./)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download return label' })).toHaveAttribute(
      'href',
      /^data:application\/pdf;base64,JVBERi0/,
    );
    await expectNoAxeViolations(page);

    // Cancel the other order: asked first (Escape keeps it), then confirmed.
    await page.getByRole('link', { name: 'Back to orders' }).click();
    await page.getByRole('link', { name: `View order ${cancelled}` }).click();
    await page.waitForURL(`**/en-us/account/orders/${cancelled}`);
    const cancel = page.getByRole('button', { name: 'Cancel order' });
    await expectHydrated(cancel);
    await cancel.click();
    const dialog = page.getByRole('dialog', { name: `Cancel order ${cancelled}?` });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await cancel.click();
    await dialog.getByRole('button', { name: 'Yes, cancel the order' }).click();
    await expect(page.getByText(`Order ${cancelled} is cancelled.`)).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Request a return label' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    // The mock API put the unit back in stock.
    expect((await onlineStock(product))[variant]).toBe(stockAfterOrders + 1);

    await page.getByRole('link', { name: 'Back to orders' }).click();
    await expect(page.getByTestId('order-row').first()).toContainText('Cancelled');

    // A page past the last one goes to the last.
    await page.goto('/en-us/account/orders?page=9');
    await expect(page).toHaveURL((url) => url.pathname === '/en-us/account/orders' && !url.search);
    await expect(page.getByTestId('order-row')).toHaveCount(2);
  });

  test('another consumer’s order is not found', async ({ page }) => {
    const owner = await guestToken();
    const orderNumber = await orderFor(owner, await bestStockedVariant(product));
    const account = await newConsumerAccount('orders-other');
    await page.goto(`/en-us/account/orders/${orderNumber}`);
    await signInOnPage(
      page,
      account.email,
      account.password,
      `/en-us/account/orders/${orderNumber}`,
    );
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(`Order ${orderNumber}`);
    const response = await page.request.get(`/en-us/account/orders/${orderNumber}/invoice`);
    expect(response.status()).toBe(404);
  });
});

test.describe('guest order status and help', () => {
  // Each journey crosses several pages and sends forms (about 20 s on a quiet machine).
  test.setTimeout(90_000);
  test('the footer leads to the order status; number and e-mail show the order', async ({
    page,
  }, testInfo) => {
    const orderNumber = await orderFor(await guestToken(), await bestStockedVariant(product));
    await page.goto('/en-us');
    const footerLink = page.getByRole('contentinfo').locator('a[href="/en-us/order-status"]');
    await expect(footerLink).toHaveCount(1);
    if (testInfo.project.name === 'desktop') await footerLink.click();
    else await page.goto('/en-us/order-status');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order status');
    await expectNoAxeViolations(page);

    const number = page.getByRole('textbox', { name: /^Order number/ });
    await expectHydrated(number);
    await page.getByRole('button', { name: 'Check status' }).click();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toBeFocused();
    await expectNoAxeViolations(page);

    // By keyboard: the wrong e-mail, then the right one.
    await number.fill(orderNumber.toLowerCase());
    const email = page.getByRole('textbox', { name: /^E-mail/ });
    await email.fill('someone@example.com');
    await email.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: /could not find an order/ })).toHaveText(
      'We could not find an order with this number and e-mail address.',
    );
    await email.fill('grace@example.com');
    await email.press('Enter');
    const result = page.getByRole('region', { name: `Order ${orderNumber}` });
    await expect(result).toContainText('Status: Placed');
    await expect(result).toContainText('Order placed');
    await expectNoAxeViolations(page);

    // In French (fr-ca): the same page in the locale's words.
    await page.goto('/fr-ca/order-status');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('État de la commande');
    await expect(page.getByRole('textbox', { name: /^Numéro de commande/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('contact us and the warranty request send; the returns help is a content page', async ({
    page,
  }) => {
    await page.goto('/en-us');
    await expect(
      page.getByRole('contentinfo').locator('a[href="/en-us/help/returns/how-to-return"]'),
    ).toHaveCount(1);
    await page.goto('/en-us/help/returns/how-to-return');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to return an item');
    await expectNoAxeViolations(page);

    await page.goto('/en-us/help/contact-us');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
    // The `contact-us` fixed page's top slot points to the returns help first.
    await expect(
      page.getByRole('main').getByRole('link', { name: 'how to return an item' }),
    ).toHaveAttribute('href', '/en-us/help/returns/how-to-return');
    const topic = page.getByRole('combobox', { name: /^Topic/ });
    await expectHydrated(topic);
    await expectNoAxeViolations(page);
    const topics = await topic.locator('option:not([value=""])').allTextContents();
    expect(topics.length).toBeGreaterThan(0);
    await topic.selectOption({ index: 1 });
    await page.getByRole('combobox', { name: /^Subject/ }).selectOption({ index: 1 });
    await page.getByRole('textbox', { name: /^First name/ }).fill('Ada');
    await page.getByRole('textbox', { name: /^Last name/ }).fill('Lovelace');
    await page.getByRole('textbox', { name: /^E-mail/ }).fill('ada@example.com');
    await page.getByRole('textbox', { name: /^Message/ }).fill('Where is my order?');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText(/Thank you\. Your request \S+ has been received\./)).toBeVisible();
    await expectNoAxeViolations(page);

    // The warranty request, linked from contact us.
    await page.getByRole('link', { name: 'Warranty request' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Warranty request');
    const productNumber = page.getByRole('textbox', { name: /^Product number/ });
    await expectHydrated(productNumber);
    await productNumber.fill('alp1001m');
    await page.getByLabel(/^Purchase date/).fill('2026-03-14');
    await page.getByRole('textbox', { name: /^E-mail/ }).fill('ada@example.com');
    await page.getByRole('textbox', { name: /^What is wrong/ }).fill('The sole came off.');
    await page.getByRole('button', { name: 'Send warranty request' }).click();
    await expect(
      page.getByText(/Thank you\. Your warranty request \S+ has been received\./),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
