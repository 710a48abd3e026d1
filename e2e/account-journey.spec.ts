/**
 * The account journey of Accounts II (spec 2 §3 "Address", "Payment card response", §4
 * main-flag rule, §7 consumer calls; spec 1 §4 checkout): a new consumer, signed in with two
 * addresses (the second the main one) and a card saved through the mock API (the form, the
 * address book and the payment methods page by hand: account-profile.spec.ts, both viewports),
 * buys with the saved address and the saved card (chosen by keyboard in the checkout), sees
 * the order in the history, opens it and downloads the invoice, cancels it, and requests a
 * return label for another order. Then a new address and card typed in the checkout are
 * saved to the account, and offered at once when the shopper steps back. Desktop and mobile,
 * axe on every state.
 */
import { readFile } from 'node:fs/promises';
import { expectConfirmation, field, passCaptcha, placeOrder } from './checkoutHelpers';
import {
  desktopOnly,
  expect,
  expectHydrated,
  expectNoAxeViolations,
  type Page,
  test,
} from './fixtures';
import { bestStockedVariant, newConsumerAccount, placeOrderFor } from './mockApi';
import { basketWith, giveBasket, saveAddresses, saveTestCard, signedIn } from './seeded';

const product = 'ALP1001M';
test.use({ restock: [product] });

/** Opens the checkout from the cart page; waits for the shipping step. */
async function openCheckout(page: Page) {
  await page.goto('/en-us/checkout');
  await expect(page.getByRole('heading', { name: 'Step 1 of 3: Shipping' })).toBeVisible();
}

test.describe('account journey', () => {
  test.setTimeout(180_000);

  test('the saved addresses and card bought with, order history, invoice, cancel, return label', async ({
    page,
    context,
  }) => {
    // Signed in with two addresses (the second the main one) and a card, made through the
    // mock API: account-profile.spec.ts signs in by the form and saves them by hand at both
    // viewports, with axe on those pages.
    const account = await newConsumerAccount('journey');
    const { accessToken: token } = await signedIn(context, account.email, account.password);
    await saveAddresses(
      token,
      [
        { addressLine1: '1600 Wynkoop St', city: 'Denver', postalCode: '80202' },
        { addressLine1: '1200 Pearl St', city: 'Boulder', postalCode: '80302' },
      ],
      1,
    );
    await saveTestCard(token);
    // Another order of the same consumer, placed beforehand: its return label at the end.
    const earlier = await placeOrderFor(
      token,
      await basketWith(token, await bestStockedVariant(product)),
    );
    await giveBasket(context, await basketWith(token, { productId: product }));

    // Buy with the saved address and card: the main address is chosen from the start; the
    // arrow keys move between the saved addresses and back.
    await openCheckout(page);
    const saved = page.getByRole('radiogroup', { name: 'Your saved addresses' });
    const main = saved.getByRole('radio', { name: /^Ada Lovelace, 1200 Pearl St, Boulder/ });
    const other = saved.getByRole('radio', { name: /^Ada Lovelace, 1600 Wynkoop St, Denver/ });
    await expectHydrated(main);
    await expect(main).toBeChecked();
    await expect(field(page, 'Address')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await main.focus();
    await page.keyboard.press('ArrowDown');
    await expect(other).toBeChecked();
    await page.keyboard.press('ArrowUp');
    await expect(main).toBeChecked();
    await page.getByRole('button', { name: 'Continue to billing' }).click();
    await expect(page.getByRole('heading', { name: 'Step 2 of 3: Billing' })).toBeVisible();

    const card = page.getByRole('radio', { name: /ending in 1111$/ });
    await expect(card).toBeChecked();
    await expect(field(page, 'Card number')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue to summary' }).click();
    await expect(page.getByRole('heading', { name: 'Step 3 of 3: Summary' })).toBeVisible();
    await expect(page.getByText('1200 Pearl St').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await placeOrder(page);
    await expectConfirmation(page);
    const bought = ((await page.getByTestId('order-number').textContent()) ?? '').match(
      /ALP\d+/,
    )?.[0];
    expect(bought).toBeTruthy();

    // The order in the history, its detail and invoice.
    await page.goto('/en-us/account/orders');
    const rows = page.getByTestId('order-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText(bought as string);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: `View order ${bought}` }).click();
    await page.waitForURL(`**/en-us/account/orders/${bought}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${bought}`);
    await expect(page.getByRole('region', { name: 'Home delivery' })).toContainText(
      '1200 Pearl St',
    );
    await expectNoAxeViolations(page);
    const invoice = page.getByRole('link', { name: 'Download invoice' });
    await expectHydrated(invoice);
    const [download] = await Promise.all([page.waitForEvent('download'), invoice.click()]);
    expect(download.suggestedFilename()).toBe(`invoice-${bought}.pdf`);
    const file = await readFile((await download.path()) as string, 'latin1');
    expect(file.startsWith('%PDF-')).toBe(true);

    // Cancel it, confirmed in the dialog.
    const cancel = page.getByRole('button', { name: 'Cancel order' });
    await expectHydrated(cancel);
    await cancel.click();
    const dialog = page.getByRole('dialog', { name: `Cancel order ${bought}?` });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Yes, cancel the order' }).click();
    await expect(page.getByText(`Order ${bought} is cancelled.`)).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
    await expectNoAxeViolations(page);

    // A return label for the other order.
    await page.getByRole('link', { name: 'Back to orders' }).click();
    await page.getByRole('link', { name: `View order ${earlier}` }).click();
    await page.waitForURL(`**/en-us/account/orders/${earlier}`);
    const label = page.getByRole('button', { name: 'Request a return label' });
    await expectHydrated(label);
    await label.click();
    await expect(page.getByText(/Return R\d+-1 is ready\. Tracking number RT\d+\./)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download return label' })).toHaveAttribute(
      'href',
      /^data:application\/pdf;base64,JVBERi0/,
    );
    await expectNoAxeViolations(page);
  });

  test('a new address and a new card typed in the checkout are saved to the account', async ({
    page,
    context,
  }) => {
    desktopOnly(
      'the journey above covers the checkout forms and the address book at the phone size',
    );
    // Signed in with the boot in the basket (the sign-in form: sign-in.spec.ts).
    const account = await newConsumerAccount('journey-new');
    await signedIn(context, account.email, account.password, { productId: product });

    // No saved address or card yet: the fields, with the account's e-mail, and "save" boxes.
    await openCheckout(page);
    await expect(page.getByRole('radiogroup', { name: 'Your saved addresses' })).toHaveCount(0);
    await expectHydrated(field(page, 'First name'));
    await field(page, 'First name').fill('Ada');
    await field(page, 'Last name').fill('Lovelace');
    await field(page, 'Email').fill(account.email);
    await field(page, 'Phone').fill('3035550123');
    await field(page, 'Address').first().fill('1 Main St');
    await field(page, 'City').fill('Denver');
    await page.getByRole('combobox', { name: /^State/ }).selectOption('CO');
    await field(page, 'Postal code').fill('80202');
    const saveAddress = page.getByRole('checkbox', { name: 'Save to my addresses' });
    await saveAddress.focus();
    await page.keyboard.press('Space');
    await expect(saveAddress).toBeChecked();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue to billing' }).click();
    await expect(page.getByRole('heading', { name: 'Step 2 of 3: Billing' })).toBeVisible();

    await field(page, 'Card number').fill('5555 5555 5555 4444');
    await field(page, 'Name on card').fill('Ada Lovelace');
    await field(page, 'Expiry').fill('12/30');
    await field(page, 'Security code').fill('123');
    const saveCard = page.getByRole('checkbox', { name: 'Save this card to my account' });
    await saveCard.focus();
    await page.keyboard.press('Space');
    await expect(saveCard).toBeChecked();
    await passCaptcha(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue to summary' }).click();
    await expect(page.getByRole('heading', { name: 'Step 3 of 3: Summary' })).toBeVisible();
    await expect(page.getByText('The card is saved to your account.').first()).toBeVisible();
    await expectNoAxeViolations(page);

    // Back to shipping: the address just saved is offered there, chosen.
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Step 2 of 3: Billing' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Step 1 of 3: Shipping' })).toBeVisible();
    await expect(
      page
        .getByRole('radiogroup', { name: 'Your saved addresses' })
        .getByRole('radio', { name: /^Ada Lovelace, 1 Main St, Denver/ }),
    ).toBeChecked();
    // On to billing: the typed card removed, the card just saved is offered and pays.
    await page.goForward();
    await expect(page.getByRole('heading', { name: 'Step 2 of 3: Billing' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove Credit or debit card' }).click();
    await expect(
      page
        .getByRole('radiogroup', { name: 'Your saved cards' })
        .getByRole('radio', { name: /ending in 4444$/ }),
    ).toBeChecked();
    await page.getByRole('button', { name: 'Continue to summary' }).click();
    await expect(page.getByRole('heading', { name: 'Step 3 of 3: Summary' })).toBeVisible();
    await placeOrder(page);
    await expectConfirmation(page);

    // Both are in the account now.
    await page.goto('/en-us/account/addresses');
    const addresses = page
      .getByRole('region', { name: 'Shipping addresses' })
      .getByTestId('address');
    await expect(addresses).toHaveCount(1);
    await expect(addresses).toContainText('1 Main St');
    await expect(addresses).toContainText('Main address');
    await page.goto('/en-us/account/payment-methods');
    await expect(page.getByTestId('saved-card')).toContainText('ending in 4444');
    await expectNoAxeViolations(page);
  });
});
