/**
 * Carousel journey (spec 3 §4 "pagination dots scroll to a slide"): on
 * the demo home page the "Trail favourites" collection moves by its next arrow (desktop) and by a
 * touch swipe (mobile), a dot scrolls to its slide, and axe finds no violation. Runs in the
 * desktop and mobile projects; nothing leaves 127.0.0.1 (fixtures.ts).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

/** The collection's carousel region, scrolled into view. */
async function trailFavourites(page: Page): Promise<Locator> {
  await page.goto('/en-us');
  const region = page.getByRole('region', { name: 'Trail favourites' });
  await region.scrollIntoViewIfNeeded();
  await expect(region).toBeVisible();
  // Hydrated: embla has measured the snaps and rendered the dots.
  await expect(dot(region, 1)).toHaveAttribute('aria-current', 'true');
  return region;
}

const dot = (region: Locator, n: number) =>
  region.getByRole('button', { name: new RegExp(`^Go to slide ${n} of`) });

/** Left edge of a slide relative to the carousel viewport's, in CSS px (0 = flush). */
async function offsetOf(region: Locator, index: number): Promise<number> {
  return region
    .locator('[aria-roledescription="slide"]')
    .nth(index)
    .evaluate((slide) => {
      const viewport = slide.parentElement?.parentElement as HTMLElement;
      return Math.round(slide.getBoundingClientRect().left - viewport.getBoundingClientRect().left);
    });
}

test('the next arrow moves the carousel (desktop)', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'arrows are shown from md');
  const region = await trailFavourites(page);
  const next = region.getByRole('button', { name: 'Next slide' });
  const previous = region.getByRole('button', { name: 'Previous slide' });
  await expect(previous).toBeDisabled();
  await next.click();
  await expect(dot(region, 2)).toHaveAttribute('aria-current', 'true');
  await expect(previous).toBeEnabled();
  // 4 cards per view on lg, 3 per click: the fourth card comes to rest flush left.
  await expect.poll(() => offsetOf(region, 3), { timeout: 5000 }).toBe(0);
  await expectNoAxeViolations(page);
});

test('a touch swipe moves the carousel (mobile)', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'touch drag on the phone viewport');
  const region = await trailFavourites(page);
  const viewport = region.locator('[aria-roledescription="slide"]').first().locator('xpath=../..');
  const box = await viewport.boundingBox();
  if (!box) throw new Error('carousel viewport has no box');
  const y = box.y + box.height / 2;
  const from = box.x + box.width * 0.8;
  const to = box.x + box.width * 0.1;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ x: from, y }],
  });
  for (let step = 1; step <= 10; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from + ((to - from) * step) / 10, y }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(dot(region, 1)).not.toHaveAttribute('aria-current', 'true');
  await expect.poll(() => offsetOf(region, 0), { timeout: 5000 }).toBeLessThan(-100);
  await expectNoAxeViolations(page);
});

test('a dot scrolls to its slide', async ({ page }) => {
  const region = await trailFavourites(page);
  const last = region.getByRole('button', { name: /^Go to slide \d+ of/ }).last();
  const name = (await last.getAttribute('aria-label')) ?? '';
  const total = Number(/of (\d+)$/.exec(name)?.[1]);
  expect(total).toBeGreaterThan(2);
  await dot(region, 2).click();
  await expect(dot(region, 2)).toHaveAttribute('aria-current', 'true');
  await expect(dot(region, 1)).not.toHaveAttribute('aria-current', 'true');
  await expect.poll(() => offsetOf(region, 0), { timeout: 5000 }).toBeLessThan(0);
  await expectNoAxeViolations(page);
});

test('recommendations load near the viewport; quick shop opens the quick-shop dialog', async ({
  page,
}) => {
  await page.goto('/en-us');
  const block = page.locator('[data-block="productCarousel"]');
  // Far below the fold: only the sized placeholder, nothing asked of the API yet.
  await expect(block.locator('[aria-busy="true"]')).toBeAttached();
  await block.scrollIntoViewIfNeeded();
  const region = page.getByRole('region', { name: 'Bestsellers' });
  await expect(region.getByRole('article').first()).toBeVisible();
  const impression = await page.evaluate(
    () =>
      (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer?.find(
        (entry) => entry.event === 'recommendationImpression',
      ) as { widgetId: string; items: { recToken: string }[] } | undefined,
  );
  expect(impression?.widgetId).toBe('bestsellers');
  expect(impression?.items.length).toBeGreaterThan(0);
  expect(impression?.items.length).toBeLessThanOrEqual(24);
  expect(impression?.items.every((item) => item.recToken.length > 0)).toBe(true);
  await expectNoAxeViolations(page);

  const first = region.getByRole('article').first();
  const href = await first.getByRole('link').getAttribute('href');
  expect(href).toMatch(/^\/en-us\/p\//);
  await first.getByRole('button', { name: /^Quick shop / }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('quick-shop')).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`${href}$`));
});
