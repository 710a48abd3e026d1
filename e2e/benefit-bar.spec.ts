/**
 * Benefit bar on the demo site (spec 3 §3, §4, §9): the bar from the
 * menu document's `benefits` slot sits above the header; closing it stores `benefitBarClosed`
 * and it stays hidden across reloads, hidden by the head script before hydration (no flash);
 * en-gb leaves out the free-shipping benefit. Runs in the desktop and mobile projects.
 */
import { expect, expectNoAxeViolations, test } from './fixtures';

test('the benefit bar closes and stays closed across reloads, without a flash', async ({
  page,
}) => {
  await page.goto('/en-us');
  const bar = page.getByRole('region', { name: 'Free shipping and returns' });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Free shipping on orders over $75' })).toBeVisible();
  // Above the header.
  const barBox = await bar.boundingBox();
  const headerBox = await page.getByRole('banner').boundingBox();
  expect(barBox && headerBox && barBox.y < headerBox.y).toBe(true);
  await expectNoAxeViolations(page);

  await bar.getByRole('button', { name: 'Close the benefit bar' }).click();
  await expect(bar).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('benefitBarClosed'))).toBe('true');

  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(bar).toBeHidden();

  // Without any Next.js JavaScript (no hydration, no island) only the head script can hide it:
  // the closed bar is never painted.
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-benefit-bar-closed', '');
  await expect(page.locator('[data-benefit-bar]')).toBeHidden();
});

test('en-gb leaves out the free-shipping benefit (spec 3 §9)', async ({ page }) => {
  await page.goto('/en-gb');
  const bar = page.getByRole('region', { name: 'Free returns and member rewards' });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Free 30-day returns' })).toBeVisible();
  await expect(bar.getByRole('link', { name: /free shipping/i })).toHaveCount(0);
});
