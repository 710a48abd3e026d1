/**
 * Employees and in-store associates (spec 1 §1, §6, §7; spec 2 §3, §4, §6): the agent login
 * page (separate from the shoppers' sign-in; STR404 at the store number), the employee terms
 * dialog before the associate discount (decided by the mock API), no saved for later for an
 * employee, the header's in-store strip, a price adjustment within the maximum (PRC400 above
 * it, decided by the API), the order carrying the store and the employee, and "End session"
 * back to `/associate-login`. Seeded employee: employee@example.com / Employee123, store 0101
 * (Alpine Denver Flagship). axe clean at every step, desktop and mobile.
 */
import type { Page } from '@playwright/test';
import {
  addToCart,
  expectConfirmation,
  fillShipping,
  passCaptcha,
  payByCard,
  placeOrder,
} from './checkoutHelpers';
import { expect, expectHydrated, expectNoAxeViolations, test } from './fixtures';
import { callMockApi } from './mockApi';

test.use({ restock: ['ALP1001M'] });

const employee = { email: 'employee@example.com', password: 'Employee123' };

/** Signs the seeded employee in on `/en-us/associate-login` at `storeId`. */
async function agentLogin(page: Page, storeId: string) {
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Start in-store session' }) });
  await expectHydrated(form.getByRole('button', { name: 'Start in-store session' }));
  await form.getByRole('textbox', { name: /^Email/ }).fill(employee.email);
  await form.getByLabel(/^Password/).fill(employee.password);
  await form.getByRole('textbox', { name: /^Store number/ }).fill(storeId);
  await passCaptcha(page);
  await form.getByRole('button', { name: 'Start in-store session' }).click();
}

/** The employee terms dialog of the page (cart or checkout). */
const termsDialog = (page: Page) => page.getByRole('dialog', { name: 'Employee discount terms' });

test.describe('associates', () => {
  test.setTimeout(120_000);

  test('employee agent login (STR404 first) → terms → associate discount; no saved for later', async ({
    page,
  }) => {
    await page.goto('/en-us/associate-login');
    await expect(page.getByRole('heading', { level: 1, name: 'Associate sign-in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Shopper sign-in' })).toHaveAttribute(
      'href',
      '/en-us/sign-in',
    );
    await expectNoAxeViolations(page);

    // An unknown store: STR404 at the store number.
    await agentLogin(page, '9999');
    const store = page.getByRole('textbox', { name: /^Store number/ });
    await expect(page.getByText('We could not find your store.')).toBeVisible();
    await expect(store).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    await agentLogin(page, '0101');
    await page.waitForURL(/\/en-us\/cart$/);
    // The terms dialog opens on the cart (a modal hides the rest of the page from the
    // accessibility tree until it closes).
    await termsDialog(page).getByRole('button', { name: 'Not now' }).click();
    const strip = page.getByRole('region', { name: 'In-store session' });
    await expect(strip).toContainText('Store: Alpine Denver Flagship (0101)');
    await expect(strip).toContainText('Associate: Evan Park (E0101-2)');

    await addToCart(page);
    await page.goto('/en-us/cart');
    const dialog = termsDialog(page);
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByRole('link', { name: /Read the associate discount terms/ }),
    ).toHaveAttribute('href', '/en-us/associate-discount-terms');
    await expectNoAxeViolations(page);
    const item = page.getByTestId('cart-item');
    await expect(item).toHaveCount(1);
    // A connected employee: no saved for later (spec 1 §4).
    await expect(item.getByRole('button', { name: /Save for later/ })).toHaveCount(0);
    await expect(page.getByText('Associate discount 20%')).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Accept and apply discount' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Associate discount 20%')).toBeVisible();
    await expect(page.getByTestId('cart-totals')).toContainText(/Discount/);
    await expectNoAxeViolations(page);

    // Accepted: the dialog does not come back.
    await page.reload();
    await expect(page.getByText('Associate discount 20%')).toBeVisible();
    await expect(termsDialog(page)).toHaveCount(0);
  });

  test('in-store session: price adjustment within the maximum → order carries store and employee → End session', async ({
    page,
    context,
  }) => {
    await page.goto('/en-us/associate-login');
    await agentLogin(page, '0101');
    await page.waitForURL(/\/en-us\/cart$/);
    await termsDialog(page).getByRole('button', { name: 'Not now' }).click();

    await addToCart(page);
    await page.goto('/en-us/cart');
    await termsDialog(page).getByRole('button', { name: 'Not now' }).click();
    const item = page.getByTestId('cart-item');
    const adjustment = item.getByTestId('price-adjustment');
    await adjustment.getByRole('button', { name: 'Adjust price' }).click();
    await adjustment.getByRole('combobox', { name: 'Adjustment' }).selectOption('percentage');
    const value = adjustment.getByRole('textbox', { name: /^Value/ });
    // Over the maximum (30 %, decided by the API): PRC400 at the value.
    await value.fill('50');
    await adjustment.getByRole('textbox', { name: 'Reason' }).fill('Display model');
    await adjustment.getByRole('button', { name: 'Apply' }).click();
    await expect(
      adjustment.getByText('This adjustment takes off more than the allowed maximum.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await value.fill('10');
    await adjustment.getByRole('button', { name: 'Apply' }).click();
    await expect(adjustment.getByText(/^Price adjustment: \$[\d.,]+ off$/)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/en-us/checkout');
    await termsDialog(page).getByRole('button', { name: 'Not now' }).click();
    await fillShipping(page);
    await payByCard(page, '4111 1111 1111 1111');
    await placeOrder(page);
    await expectConfirmation(page);
    const orderNumber = new URL(page.url()).searchParams.get('order') ?? '';
    const accessToken = (await context.cookies()).find((c) => c.name === 'accessToken')?.value;
    const order = await callMockApi<{
      inStoreSalesInfo?: Record<string, string>;
      priceAdjustments?: { storeEmployeeId?: string }[];
    }>('GET', `/consumers-v3/consumer/purchase/${orderNumber}`, { token: accessToken ?? '' });
    expect(order.inStoreSalesInfo).toMatchObject({
      storeId: '0101',
      storeName: 'Alpine Denver Flagship',
      storeEmployeeId: 'E0101-2',
      storeEmployeeName: 'Evan Park',
    });

    // End session: signed out, store information gone, back to the agent login.
    const strip = page.getByRole('region', { name: 'In-store session' });
    await strip.getByRole('button', { name: 'End session' }).click();
    await page.waitForURL(/\/en-us\/associate-login\?ended=1$/);
    await expect(page.getByText('Your in-store session has ended.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'In-store session' })).toHaveCount(0);
    const names = (await context.cookies()).map((c) => c.name);
    expect(names).not.toContain('inStoreSession');
    expect(names).not.toContain('employeeTerms');
    expect(names).not.toContain('signedIn');
    await expectNoAxeViolations(page);
  });
});
