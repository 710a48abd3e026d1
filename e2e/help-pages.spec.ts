/**
 * The help and content pages (spec 2 §7 content service): a help page opens with its section
 * navigation (`children/{siteId}/{parentPageSlug}`: the help sections, then the pages of its
 * own section, the current page marked); the routed fixed pages (`augmentedpage`: promotions,
 * gift-card, basecamp, westend) are pages of their own; the not-found page offers the
 * `error-4xx` page's links; the checkout shows the `checkout` page's slots; the footer's
 * links lead there. At desktop and mobile, axe on every page.
 */
import { addToCart } from './checkoutHelpers';
import { expect, expectHydrated, expectNoAxeViolations, test } from './fixtures';

test('a help page lists its section and marks itself; the sections lead on', async ({ page }) => {
  await page.goto('/en-us/help/returns/how-to-return');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('How to return an item');
  const help = main.getByRole('navigation', { name: 'Help center' });
  await expect(help.getByRole('link')).toHaveText([
    'Help center',
    'Delivery',
    'Returns and refunds',
    'Size guide',
  ]);
  const returns = main.getByRole('navigation', { name: 'Returns and refunds' });
  await expect(returns.getByRole('link', { name: 'How to return an item' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectNoAxeViolations(page);

  await returns.getByRole('link', { name: 'Refunds', exact: true }).click();
  await expect(page).toHaveURL(/\/en-us\/help\/returns\/refunds$/);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Refunds');
  await main
    .getByRole('navigation', { name: 'Help center' })
    .getByRole('link', { name: 'Delivery' })
    .click();
  await expect(page).toHaveURL(/\/en-us\/help\/delivery$/);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Delivery');
  await expect(main).toContainText('$75');
  await expectNoAxeViolations(page);
});

test('the footer leads to the fixed pages and the legal pages, in French', async ({ page }) => {
  await page.goto('/fr-ca');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Trouver un magasin' })).toHaveAttribute(
    'href',
    '/fr-ca/stores',
  );
  await footer.getByRole('link', { name: 'Promotions' }).click();
  await expect(page).toHaveURL(/\/fr-ca\/promotions$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Promotions');
  await expect(main.getByRole('link', { name: 'Vestes' })).toHaveAttribute(
    'href',
    '/fr-ca/c/vestes-400010',
  );
  await expectNoAxeViolations(page);

  for (const [name, heading] of [
    ['Cartes-cadeaux', 'Cartes-cadeaux'],
    ['Basecamp', 'Basecamp'],
    ['Magasin West End', 'Magasin West End'],
    ['Fidélité', 'Alpine Rewards'],
    ['Conditions de vente', 'Conditions de vente'],
    ['Confidentialité', 'Politique de confidentialité'],
  ] as const) {
    await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
    await expect(main.getByRole('heading', { level: 1 }), name).toHaveText(heading);
  }
  await expectNoAxeViolations(page);
});

test('the not-found page offers the error-4xx links', async ({ page }) => {
  const response = await page.goto('/en-gb/no-such-page');
  expect(response?.status()).toBe(404);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Try one of these' })).toBeVisible();
  await expectNoAxeViolations(page);
  await main.getByRole('link', { name: 'Help centre' }).click();
  await expect(page).toHaveURL(/\/en-gb\/help$/);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Help centre');
});

test('the checkout shows the checkout page slots', async ({ page }) => {
  await addToCart(page);
  await page.goto('/en-us/checkout');
  const main = page.getByRole('main');
  await expect(main.getByText('Secure checkout.')).toBeVisible();
  await expect(main.getByRole('link', { name: 'terms of sale' })).toHaveAttribute(
    'href',
    '/en-us/sale-terms',
  );
  await expectNoAxeViolations(page);
});

const contactWords = {
  'en-us': {
    topic: 'Topic',
    subject: 'Subject',
    send: 'Send',
    sent: /^Thank you\. Your request \S+ has been received\.$/,
  },
  'fr-ca': {
    topic: 'Sujet',
    subject: 'Objet',
    send: 'Envoyer',
    sent: /^Merci\. Votre demande \S+ a bien été reçue\.$/,
  },
} as const;

for (const [locale, words] of Object.entries(contactWords)) {
  test(`${locale}: a guest sends the contact form and gets its case id (spec 2 §7)`, async ({
    page,
  }) => {
    await page.goto(`/${locale}/help/contact-us`);
    const main = page.getByRole('main');
    // The topics come from the API in the page's language (a read kept for every shopper).
    const topic = main.getByRole('combobox', { name: words.topic });
    await expect(topic.locator('option')).not.toHaveCount(1);
    // The subject list follows the topic once the form has hydrated.
    await expectHydrated(topic);
    await topic.selectOption({ index: 1 });
    const subject = main.getByRole('combobox', { name: words.subject });
    await expect(subject).toBeEnabled();
    await subject.selectOption({ index: 1 });
    await main.locator('input[name="firstName"]').fill('Ada');
    await main.locator('input[name="lastName"]').fill('Lovelace');
    await main.locator('input[name="email"]').fill('ada@example.com');
    await main.locator('textarea[name="message"]').fill('My boots squeak on the trail.');
    await expectNoAxeViolations(page);
    await main.getByRole('button', { name: words.send, exact: true }).click();
    await expect(main.getByText(words.sent)).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
