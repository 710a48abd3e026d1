/**
 * Personalisation journeys (spec 3 §4, §6, §7): the demo home page's segmentation shows a guest
 * the loyalty programme's join banner and the seeded loyalty member the members' banner once
 * signed in, resolved on the server (in the first HTML, no baseline flash); the home story
 * experience shows the variant the decision engine assigns to the shopper: a guest by the
 * anonymous id (`mt.v`, httpOnly, set on the first visit), the member by their customer id, each
 * the same after a reload.
 * Locale variants split across the projects: en-us on desktop, fr-ca on mobile.
 */
import type { Page } from '@playwright/test';
import { passCaptcha } from './checkoutHelpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

const variants = [
  {
    locale: 'en-us',
    mobile: false,
    join: 'Free shipping and early access',
    member: 'Welcome back: double points this week',
  },
  {
    locale: 'fr-ca',
    mobile: true,
    join: 'Livraison gratuite et accès anticipé',
    member: 'Bon retour : points doublés cette semaine',
  },
] as const;

/** Signs in on the locale's sign-in page and waits for the return path. */
async function signIn(page: Page, locale: string, returnTo: string) {
  await page.goto(`/${locale}/sign-in?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByRole('textbox', { name: /^(Email|Courriel)/ }).fill('loyalty@example.com');
  await page.getByLabel(/^(Password|Mot de passe)/).fill('Loyalty123');
  await passCaptcha(page);
  await page.getByRole('button', { name: /^(Sign in|Se connecter)$/ }).click();
  await page.waitForURL((url) => url.pathname === returnTo);
}

for (const variant of variants) {
  test(`${variant.locale}: a guest sees the join banner, the signed-in loyalty member the members' banner and a stable variant`, async ({
    page,
    context,
    isMobile,
  }) => {
    test.skip(isMobile !== variant.mobile, `${variant.locale} runs in the other project`);
    const home = `/${variant.locale}`;
    const segmentation = page.locator('[data-block-id="home-loyalty"]');
    const story = page.locator('[data-experience-id="home-story-test"]');

    // A guest: the baseline (join) in the server's HTML; an anonymous id from the first visit,
    // whose variant of the story stays across a reload.
    const response = await page.goto(home);
    expect(await response?.text()).toContain(variant.join);
    await expect(segmentation.getByRole('heading', { name: variant.join })).toBeVisible();
    await expect(segmentation).not.toContainText(variant.member);
    await expect(segmentation).toHaveAttribute('data-segment', 'baseline');
    const shopperId = (await context.cookies()).find((cookie) => cookie.name === 'mt.v');
    expect(shopperId?.value).toMatch(/^2\.[0-9a-f]{32}\.\d{13}$/);
    expect(shopperId?.httpOnly).toBe(true);
    const guestVariant = await story.getAttribute('data-variant-id');
    expect(guestVariant).toBeTruthy();
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(story).toHaveAttribute('data-variant-id', guestVariant ?? '');

    // The loyalty member: the members' banner, rendered on the server.
    await signIn(page, variant.locale, home);
    await expect(segmentation.getByRole('heading', { name: variant.member })).toBeVisible();
    await expect(segmentation).not.toContainText(variant.join);
    await expect(segmentation).toHaveAttribute('data-segment', 'loyaltyMember');
    const chosen = await story.getAttribute('data-variant-id');
    expect(chosen).toBeTruthy();
    await expectNoAxeViolations(page);

    // The decision is the engine's for the customer id: the same after a reload.
    const reload = await page.reload();
    expect(await reload?.text()).toContain(variant.member);
    await expect(story).toHaveAttribute('data-variant-id', chosen ?? '');
  });
}
