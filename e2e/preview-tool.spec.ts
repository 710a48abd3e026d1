/**
 * The editors' preview tool (spec 3 §2, §4, §5, §6, §9): `next start` of
 * apps/preview-tool (this worker's, e2e/servers.ts) against its e2e mock API. An editor
 * picks a docType, changes limit and page, switches breakpoint (frames of real widths), sets a
 * future date and sees the scheduled demo content (seed/content/preview-scheduled.json), forces
 * a segment and an experience variant, sees a broken block's placeholder and its Problems panel
 * entry, and edits a document's JSON and sees it re-rendered. axe finds no violation; nothing
 * leaves 127.0.0.1. Desktop only: the tool is for editors at a desktop.
 */
import type { FrameLocator, Page } from '@playwright/test';
import { e2ePreviewSecret } from './draftMode';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { serverSlot } from './servers';

const { previewUrl } = serverSlot();

test.skip(({ isMobile }) => isMobile, 'the preview tool is a desktop tool for editors');

/** Opens the tool with a query (`docType=…&…`). */
async function open(page: Page, query = ''): Promise<void> {
  const response = await page.goto(`${previewUrl}/${query ? `?${query}` : ''}`);
  expect(response?.status()).toBe(200);
}

/** The first breakpoint frame of a document (scrolled into view, so a lazy frame loads). */
async function frameOf(page: Page, documentId: string, breakpoint?: string): Promise<FrameLocator> {
  const selector = `iframe[data-document-id="${documentId}"]${breakpoint ? `[data-breakpoint="${breakpoint}"]` : ''}`;
  const element = page.locator(selector).first();
  await element.scrollIntoViewIfNeeded();
  return page.frameLocator(selector).first();
}

const controls = (page: Page) => page.getByRole('form', { name: 'Preview controls' });

async function submit(page: Page): Promise<void> {
  await controls(page).getByRole('button', { name: 'Show documents' }).click();
  await page.waitForLoadState('load');
}

test('docType is required; picking one lists its documents; limit and page', async ({ page }) => {
  await open(page, 'docType=');
  await expect(page.getByText('Doc type is required')).toBeVisible();
  await expect(page.getByText('No results.')).toHaveCount(0);

  await controls(page).getByLabel('Doc type').selectOption('heroBanner');
  await submit(page);
  await expect(page).toHaveURL(/docType=heroBanner/);
  await expect(page.getByText('8 documents of type heroBanner now (page 1)')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(8);

  // A moment when the scheduled banners are live: 12 documents, 10 per page.
  await controls(page)
    .getByLabel(/Preview date and time/)
    .fill('2030-01-26T09:00');
  await controls(page).getByLabel('Per page').selectOption('10');
  await submit(page);
  await expect(page).toHaveURL(/limit=10/);
  await expect(
    page.getByText(/^12 documents of type heroBanner at 2030-01-26T09:00 UTC/),
  ).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(10);

  await page
    .getByRole('navigation', { name: 'Documents pages' })
    .getByRole('link', { name: 'Page 2' })
    .click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.getByText(/\(page 2\)/)).toBeVisible();

  await open(page, 'docType=page&layoutVariant=no-such-variant');
  await expect(page.getByText('No results.')).toBeVisible();
});

test('breakpoints: one at a time or side by side, each frame as wide as its device', async ({
  page,
}) => {
  await open(page, 'docType=thinBanner&layoutVariant=default');
  const documentId = 'showcase-thinBanner-default-en-us';
  await expect(page.locator(`iframe[data-document-id="${documentId}"]`)).toHaveCount(1);
  const lg = await frameOf(page, documentId, 'lg');
  await expect(lg.locator('[data-block-id]').first()).toBeVisible();
  expect(await lg.locator('html').evaluate(() => window.innerWidth)).toBe(1280);

  await page
    .getByRole('navigation', { name: 'Breakpoint' })
    .getByRole('link', { name: 'sm 375 px' })
    .click();
  await expect(page).toHaveURL(/breakpoint=sm/);
  const sm = await frameOf(page, documentId, 'sm');
  await expect(sm.locator('[data-block-id]').first()).toBeVisible();
  expect(await sm.locator('html').evaluate(() => window.innerWidth)).toBe(375);

  await page
    .getByRole('navigation', { name: 'Breakpoint' })
    .getByRole('link', { name: 'Side by side' })
    .click();
  await expect(page).toHaveURL(/breakpoint=all/);
  await expect(page.locator(`iframe[data-document-id="${documentId}"]`)).toHaveCount(3);
  const md = await frameOf(page, documentId, 'md');
  await expect(md.locator('[data-block-id]').first()).toBeVisible();
  expect(await md.locator('html').evaluate(() => window.innerWidth)).toBe(768);
  await expectNoAxeViolations(page);
});

test('a future preview date shows the content scheduled for it', async ({ page }) => {
  await open(page, 'docType=page');
  const now = await frameOf(page, 'home-en-us');
  await expect(now.getByRole('heading', { name: 'Made for the trail ahead' })).toBeVisible();
  await expect(page.locator('iframe[data-document-id="home-winter-2030-en-us"]')).toHaveCount(0);

  await controls(page)
    .getByLabel(/Preview date and time/)
    .fill('2030-01-02T09:00');
  await submit(page);
  await expect(page).toHaveURL(/previewDateTime=2030-01-02T09%3A00/);
  const winter = await frameOf(page, 'home-winter-2030-en-us');
  await expect(
    winter.getByRole('heading', { name: 'Winter 2030: made for deep snow' }),
  ).toBeVisible();
  await expect(page.locator('iframe[data-document-id="home-en-us"]')).toHaveCount(0);
  const link = page
    .locator('article', { has: page.locator('iframe[data-document-id="home-winter-2030-en-us"]') })
    .getByRole('link', { name: /Open on the storefront/ });
  // Through the storefront's draft-mode entry with the editors' secret (PREVIEW_SECRET).
  const entry = new URL((await link.getAttribute('href')) ?? '');
  expect(entry.pathname).toBe('/api/draft');
  expect(entry.searchParams.get('secret')).toBe(e2ePreviewSecret);
  const href = new URL(entry.searchParams.get('path') ?? '', entry.origin);
  expect(href.pathname).toBe('/en-us');
  expect(Object.fromEntries(href.searchParams)).toMatchObject({
    preview: 'true',
    previewDateTime: '2030-01-02T09:00:00.000Z',
    localePath: 'en-us',
    siteId: 'us',
  });
});

test('the segment simulator forces a segment of a segmentation block', async ({ page }) => {
  await open(page, 'docType=segmentation');
  const guest = await frameOf(page, 'showcase-segmentation-default-en-us');
  await expect(guest.getByRole('heading', { name: 'Join and save 10%' })).toBeVisible();

  await controls(page).getByRole('checkbox', { name: 'Employee' }).check();
  await expect(controls(page).getByRole('checkbox', { name: 'Logged in' })).toBeChecked();
  await submit(page);
  await expect(page).toHaveURL(/segments=loggedIn%2Cemployee/);
  const employee = await frameOf(page, 'showcase-segmentation-default-en-us');
  await expect(
    employee.getByRole('heading', { name: 'Employee discount this week' }),
  ).toBeVisible();
  await expect(employee.getByRole('heading', { name: 'Join and save 10%' })).toHaveCount(0);
});

test('the variant picker forces an experience variant through p13n_testcontext', async ({
  page,
}) => {
  await open(page, 'docType=experience');
  const baseline = await frameOf(page, 'showcase-experience-default-en-us');
  await expect(baseline.getByRole('heading', { name: 'New season boots' })).toBeVisible();

  await controls(page).getByLabel('Experience home-hero-test').selectOption('variant-sale');
  await submit(page);
  await expect(page).toHaveURL(/p13n_testcontext=home-hero-test%3Avariant-sale/);
  const sale = await frameOf(page, 'showcase-experience-default-en-us');
  await expect(sale.getByRole('heading', { name: 'Boots sale: up to 30% off' })).toBeVisible();
  await expect(controls(page).getByLabel('Experience home-hero-test')).toHaveValue('variant-sale');
});

test('a broken block shows its placeholder and a Problems panel entry that leads to it', async ({
  page,
}) => {
  // The page type's ~20 documents are ~20 frames of whole pages rendering at once: under load
  // their first render alone took most of the default 30 s.
  test.slow();
  await open(page, 'docType=page');
  const panel = page.getByRole('region', { name: /^Problems/ });
  const unknown = panel.getByRole('row').filter({ hasText: 'holographicCarousel' });
  await expect(unknown).toContainText('Renderer isolation check');
  await expect(unknown).toContainText('No block "holographicCarousel" in the registry');
  await expect(
    panel.getByRole('row').filter({ hasText: 'check-broken-hero' }).first(),
  ).toBeVisible();

  const frame = await frameOf(page, 'renderer-check-en-us');
  const placeholder = frame.locator('[data-block-placeholder][data-block-id="check-unknown"]');
  // The frame renders a whole page once scrolled into view: more than the default wait under load.
  await expect(placeholder).toContainText('holographicCarousel', { timeout: 30_000 });
  await expect(
    frame.locator('[data-block-placeholder][data-block-id="check-broken-hero"]'),
  ).toContainText('title');

  await unknown.getByRole('link').click();
  await expect(placeholder).toHaveAttribute('data-preview-highlight', '');
  // The tool and the checked document's frame. The page's other ~20 frames are whole storefront
  // pages (home, journal, help…): axe in each of them took this journey past its time-out under
  // load, and their own journeys check them on the storefront.
  await expectNoAxeViolations(page, {
    exclude: ['iframe[data-document-id]:not([data-document-id="renderer-check-en-us"])'],
  });
});

test('a document edited as JSON re-renders live; a syntax error keeps the last render', async ({
  page,
}) => {
  await open(page, 'docType=heroBanner&layoutVariant=default');
  const frame = await frameOf(page, 'showcase-heroBanner-default-en-us');
  await expect(frame.getByRole('heading', { name: 'Made for the trail ahead' })).toBeVisible();

  await page.getByRole('button', { name: 'Edit JSON' }).click();
  const editor = page.getByRole('textbox', { name: /^JSON of / });
  await expect(editor).toBeVisible();
  // CodeMirror draws only the lines near what is on screen: page down from the top, as a
  // reader would, until the title's line is drawn.
  const line = editor.locator('.cm-line', { hasText: '"title": "Made for the trail ahead"' });
  await editor.click();
  await page.keyboard.press('Control+Home');
  for (let page_ = 0; page_ < 20 && (await line.count()) === 0; page_ += 1) {
    await page.keyboard.press('PageDown');
  }
  // Select the word "trail" in the title and type over it.
  await line.click();
  await page.keyboard.press('End');
  for (let i = 0; i < ' ahead",'.length; i += 1) await page.keyboard.press('ArrowLeft');
  for (let i = 0; i < 'trail'.length; i += 1) await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.type('summit');
  await expect(frame.getByRole('heading', { name: 'Made for the summit ahead' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Valid|problem/ })).toBeVisible();

  // Break the JSON: the error names its line, the last good render stays.
  await page.keyboard.type('"');
  await expect(page.getByText(/JSON syntax error on line \d+/)).toBeVisible();
  await expect(frame.getByRole('heading', { name: 'Made for the summit ahead' })).toBeVisible();

  await page.getByRole('button', { name: 'Reset to the stored document' }).click();
  await expect(frame.getByRole('heading', { name: 'Made for the trail ahead' })).toBeVisible();
  await expectNoAxeViolations(page);
});
