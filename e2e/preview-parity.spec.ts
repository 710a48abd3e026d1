/**
 * Preview parity (spec 3 §2 content preview tool, §4, §6): what the preview tool's segment
 * simulator forces is what a shopper of that segment gets live. An editor forces "Loyalty
 * member" on the demo home page: the tool's frame and the storefront page it opens in draft mode
 * (`?segments=loggedIn,loyaltyMember`, resolved by the storefront's server) show the members'
 * banner of the home segmentation; the seeded loyalty member, signed in on the live storefront
 * once draft mode is left, gets the same segment and banner, and a guest the baseline. Desktop only: the preview tool is for editors at a desktop, and the
 * mobile journey of the live segments is personalisation.spec.ts's.
 */
import type { Page } from '@playwright/test';
import { passCaptcha } from './checkoutHelpers';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { serverSlot } from './servers';

const { previewUrl } = serverSlot();
const member = 'Welcome back: double points this week';
const join = 'Free shipping and early access';

test.skip(({ isMobile }) => isMobile, 'the preview tool is a desktop tool for editors');

/** The home document's card in the tool: its frame and its storefront link. */
function homeCard(page: Page) {
  const selector = 'iframe[data-document-id="home-en-us"]';
  const card = page.locator('article', { has: page.locator(selector) });
  return { card, frame: page.frameLocator(selector).first(), element: page.locator(selector) };
}

test('a segment forced in the preview tool is what a shopper of that segment gets live', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // Forced "Loyalty member" (a member is logged in): the members' banner in the tool's frame.
  await page.goto(`${previewUrl}/?docType=page&segments=loggedIn%2CloyaltyMember`);
  const home = homeCard(page);
  await home.element.first().scrollIntoViewIfNeeded();
  await expect(home.frame.getByRole('heading', { name: member })).toBeVisible();
  await expect(home.frame.getByRole('heading', { name: join })).toHaveCount(0);

  // The storefront page the tool opens in draft mode resolves the same segment on its server.
  const href =
    (await home.card.getByRole('link', { name: /Open on the storefront/ }).getAttribute('href')) ??
    '';
  expect(new URL(href).searchParams.get('path')).toContain('segments=loggedIn%2CloyaltyMember');
  await page.goto(href);
  expect(new URL(page.url()).pathname).toBe('/en-us');
  const forced = page.locator('[data-block-id="home-loyalty"]');
  await expect(forced).toHaveAttribute('data-segment', 'loyaltyMember');
  await expect(forced.getByRole('heading', { name: member })).toBeVisible();

  // Live (draft mode left): a guest gets the baseline, the seeded loyalty member once signed in
  // the same segment and banner as forced.
  await page.goto('/api/draft/disable?path=%2Fen-us');
  await page.goto('/en-us');
  const segmentation = page.locator('[data-block-id="home-loyalty"]');
  await expect(segmentation).toHaveAttribute('data-segment', 'baseline');
  await expect(segmentation.getByRole('heading', { name: join })).toBeVisible();
  await page.goto(`/en-us/sign-in?returnTo=${encodeURIComponent('/en-us')}`);
  await page.getByRole('textbox', { name: /^Email/ }).fill('loyalty@example.com');
  await page.getByLabel(/^Password/).fill('Loyalty123');
  await passCaptcha(page);
  await page.getByRole('button', { name: /^Sign in$/ }).click();
  await page.waitForURL((url) => url.pathname === '/en-us');
  await expect(segmentation).toHaveAttribute('data-segment', 'loyaltyMember');
  await expect(segmentation.getByRole('heading', { name: member })).toBeVisible();
  await expect(segmentation).not.toContainText(join);
  await expectNoAxeViolations(page);
});
