/**
 * Generic content pages (spec 3 §2 "Routes and links"): `/{locale}/{slug…}` renders the CMS
 * document `page/{siteId}/{slug…}` through the block renderer, with metadata from the document; a
 * missing document and paths of page types that have no page yet are 404. The renderer's isolation
 * check (`/en-us/renderer-check`, seed/content/renderer-check.json: one heroBanner without a title
 * and one unknown block type among valid blocks) renders only the valid blocks in production, and a
 * placeholder naming block type, id, field path and problem for each broken one in preview (draft
 * mode, entered with the editors' secret). axe finds no violation on any of them; nothing leaves
 * 127.0.0.1.
 */
import { openInDraftMode } from './draftMode';
import { expect, expectNoAxeViolations, test } from './fixtures';

const aboutHeading = {
  'en-us': 'Outfitting the trail since 1978',
  'fr-ca': 'Sur les sentiers depuis 1978',
} as const;

for (const [locale, heading] of Object.entries(aboutHeading)) {
  test(`${locale} about page renders its content document, with no axe violation`, async ({
    page,
  }) => {
    const response = await page.goto(`/${locale}/about`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(locale === 'fr-ca' ? /^À propos/ : /^About us/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(main.locator('[data-block="richText"]').first()).toBeVisible();
    await expect(main.locator('[data-block="splitBanner"]').first()).toBeVisible();
    const cards = main.locator('[data-block="linkedCards"]').first();
    await expect(cards.getByRole('link').first()).toBeVisible();
    expect(await cards.getByRole('link').count()).toBeGreaterThanOrEqual(3);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('a path without a content document is the locale 404 page', async ({ page }) => {
  const response = await page.goto('/en-us/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole('main').getByRole('heading', { name: 'Page not found' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('terms pages have their title as the h1 (rich text keeps headings 2-4)', async ({ page }) => {
  for (const [path, title] of [
    ['/en-us/loyalty-terms', 'Loyalty program terms'],
    ['/en-gb/brand-terms', 'Terms of use'],
    ['/fr-ca/sms-terms', 'Conditions des messages texte'],
    ['/en-ca/associate-discount-terms', 'Associate discount terms'],
    ['/en-us/privacy', 'Privacy policy'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }), path).toHaveText(title);
  }
  await expectNoAxeViolations(page);
});

test('an unknown category id is 404', async ({ page }) => {
  for (const path of ['/en-us/c/about-1234']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

const validIds = ['check-hero', 'check-intro', 'check-after'];

test('renderer check in production: valid blocks only, no placeholder, no axe violation', async ({
  page,
}) => {
  const response = await page.goto('/en-us/renderer-check');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/^Renderer isolation check/);
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: 'Renderer isolation check' }),
  ).toBeVisible();
  for (const id of validIds) await expect(main.locator(`[data-block-id="${id}"]`)).toBeVisible();
  await expect(main.getByText('Still rendered: one block’s failure')).toBeVisible();
  await expect(main.locator('[data-block-placeholder]')).toHaveCount(0);
  await expect(main.locator('[data-block-id="check-broken-hero"]')).toHaveCount(0);
  await expect(main.locator('[data-block-id="check-unknown"]')).toHaveCount(0);
  await expect(main.getByText('This hero banner has no title')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('renderer check in preview: placeholders name type, id, field path and problem', async ({
  page,
}) => {
  const response = await openInDraftMode(page, '/en-us/renderer-check?preview=true');
  expect(response?.status()).toBe(200);
  const main = page.getByRole('main');
  for (const id of validIds) await expect(main.locator(`[data-block-id="${id}"]`)).toBeVisible();
  await expect(main.locator('[data-block-placeholder]')).toHaveCount(2);

  const invalid = main.getByRole('region', { name: 'Invalid block: heroBanner' });
  await expect(invalid).toBeVisible();
  await expect(invalid).toHaveAttribute('data-block-id', 'check-broken-hero');
  await expect(invalid).toContainText('check-broken-hero');
  await expect(invalid).toContainText('fields.title');
  await expect(invalid).toContainText('expected string');

  const unknown = main.getByRole('region', { name: 'Unknown block type: holographicCarousel' });
  await expect(unknown).toBeVisible();
  await expect(unknown).toHaveAttribute('data-block-id', 'check-unknown');
  await expect(unknown).toContainText('check-unknown');
  await expect(unknown).toContainText('type');
  await expect(unknown).toContainText('No block "holographicCarousel" in the registry');

  // The blocks of the broken ones never render, only their placeholders.
  await expect(main.getByText('This hero banner has no title')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
