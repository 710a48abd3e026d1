/**
 * Preview content only for editors (design.md "Security rules"; spec 3 §2): a visitor's
 * `?preview=true&previewDateTime=…` shows today's published content; the draft-mode entry
 * `/api/draft` refuses a wrong or missing secret (401, no draft cookie) and, with the editors'
 * secret (PREVIEW_SECRET, e2e/draftMode.ts), opens the page in draft mode: the content scheduled
 * for that moment, never stored by a cache, never indexed. The preview tool's "Open on the
 * storefront (preview)" goes through that entry.
 */
import { draftEntryHref } from './draftMode';
import { expect, test } from './fixtures';
import { serverSlot } from './servers';

const { previewUrl } = serverSlot();
const winter = '/en-us?preview=true&previewDateTime=2030-01-26T09:00';
const today = 'Made for the trail ahead';
const winterHeading = 'Winter 2030: made for deep snow';

test('a visitor’s preview query shows today’s content, not the scheduled one', async ({ page }) => {
  const response = await page.goto(winter);
  expect(response?.status()).toBe(200);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: today })).toBeVisible();
  await expect(main.getByRole('heading', { name: winterHeading })).toHaveCount(0);
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('__prerender_bypass');
});

test('the draft-mode entry refuses a wrong or missing secret: 401, no draft cookie', async ({
  page,
}) => {
  for (const href of [
    draftEntryHref(winter, 'wrong-secret'),
    draftEntryHref(winter, ''),
    `/api/draft?path=${encodeURIComponent(winter)}`,
  ]) {
    const response = await page.request.get(href, { maxRedirects: 0 });
    expect(response.status(), href).toBe(401);
    expect(response.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass');
    expect(response.headers()['cache-control']).toContain('no-store');
  }
  await page.goto(winter);
  await expect(page.getByRole('main').getByRole('heading', { name: winterHeading })).toHaveCount(0);
});

test('with the editors’ secret: the scheduled content, not stored, not indexed', async ({
  page,
}) => {
  const entry = await page.request.get(draftEntryHref(winter), { maxRedirects: 0 });
  expect(entry.status()).toBe(307);
  expect(entry.headers().location).toBe(winter);
  expect(entry.headers()['set-cookie']).toContain('__prerender_bypass');

  const response = await page.goto(draftEntryHref(winter));
  expect(new URL(page.url()).pathname).toBe('/en-us');
  await expect(page.getByRole('main').getByRole('heading', { name: winterHeading })).toBeVisible();
  const headers = response?.headers() ?? {};
  expect(headers['cache-control']).toMatch(/private/);
  expect(headers['cache-control']).toMatch(/no-store/);
  expect(headers['x-robots-tag']).toMatch(/noindex/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  await page.goto('/api/draft/disable?path=%2Fen-us');
  await page.goto(winter);
  await expect(page.getByRole('main').getByRole('heading', { name: today })).toBeVisible();
});

test('the preview tool opens the storefront page in draft mode', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the preview tool is a desktop tool for editors');
  await page.goto(`${previewUrl}/?docType=page&previewDateTime=2030-01-26T09%3A00`);
  const link = page
    .locator('article', { has: page.locator('iframe[data-document-id="home-winter-2030-en-us"]') })
    .getByRole('link', { name: /Open on the storefront/ });
  const href = (await link.getAttribute('href')) ?? '';
  expect(new URL(href).pathname).toBe('/api/draft');
  await page.goto(href);
  expect(new URL(page.url()).pathname).toBe('/en-us');
  await expect(page.getByRole('main').getByRole('heading', { name: winterHeading })).toBeVisible();
});
