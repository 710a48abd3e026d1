/**
 * Home page journey (spec 1 §2, spec 3 §2): `/` redirects to the default locale; the home page is
 * assembled from CMS content (hero banner, product collection) inside the header/footer shell;
 * axe finds no violation; nothing leaves 127.0.0.1. Runs in the desktop and mobile projects.
 */
import { expect, expectNoAxeViolations, test } from './fixtures';

test('/ redirects to /en-us', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.ok()).toBe(true);
  await expect(page).toHaveURL(/\/en-us\/?$/);
});

test('en-us home page renders hero, product collection and footer, with no axe violation', async ({
  page,
}) => {
  const response = await page.goto('/en-us');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', /^en/);

  const main = page.getByRole('main');
  await expect(main).toBeVisible();
  // Hero banner: its heading comes from the CMS document.
  const hero = main.locator('[data-block="heroBanner"]').first();
  await expect(hero.getByRole('heading').first()).toBeVisible();
  // Product collection: a carousel region whose slides are product cards with a name and price.
  const collection = main.locator('[data-block="productCollection"]').first();
  await expect(collection).toBeVisible();
  const slides = collection.locator('[aria-roledescription="slide"]');
  await expect(slides.first()).toBeVisible();
  await expect(slides.first().getByRole('heading').first()).toBeVisible();
  expect(await slides.count()).toBeGreaterThan(1);

  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await expectNoAxeViolations(page);
});

for (const locale of ['en-ca', 'en-gb', 'fr-ca'] as const) {
  test(`${locale} home page renders`, async ({ page }) => {
    const response = await page.goto(`/${locale}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', locale === 'fr-ca' ? /^fr/ : /^en/);
    const hero = page.getByRole('main').locator('[data-block="heroBanner"]').first();
    await expect(hero.getByRole('heading').first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('the network guard aborts and records a request leaving 127.0.0.1', async ({
  page,
  externalRequests,
}) => {
  await page.goto('/en-us');
  // A navigation (a fetch from the page would be refused earlier, by the CSP's connect-src).
  const outcome = await page.goto('https://cdn.example.com/x.js').then(
    () => 'loaded',
    () => 'blocked',
  );
  expect(outcome).toBe('blocked');
  expect(externalRequests).toContain('https://cdn.example.com/x.js');
  externalRequests.length = 0; // the guard worked; don't fail this test at teardown
});

test('the axe check fails on a violation planted in the page', async ({ page }) => {
  await page.goto('/en-us');
  // After hydration: React would drop a node it did not render while it hydrates.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
    image.id = 'planted';
    document.querySelector('main')?.append(image);
  });
  await expect(page.locator('main img#planted')).toHaveCount(1);
  const failure = await expectNoAxeViolations(page).then(
    () => undefined,
    (error: Error) => error.message,
  );
  expect(failure).toContain('image-alt');
});
