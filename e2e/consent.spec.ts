/**
 * Consent journey in en-gb (spec 3 §4, §9): the banner asks a new shopper; until they answer no
 * analytics event reaches the data layer (the experience's click event is dropped) and no
 * decision runs; after choosing in the preferences dialog (by keyboard) the answer is in the
 * `consent` cookie, the banner is gone on the next page too, the anonymous targeting id
 * (`mt.v`) is set, and the click event is pushed.
 * Elsewhere (en-us) no banner is shown and consent is assumed.
 */
import { expect, expectNoAxeViolations, test } from './fixtures';

test.use({ answerConsent: false });

const pushedEvents = (page: import('@playwright/test').Page) =>
  page.evaluate(() =>
    ((window as { dataLayer?: { event?: unknown }[] }).dataLayer ?? []).map((entry) =>
      String(entry.event),
    ),
  );

test('en-gb asks for consent: nothing tracked until the shopper accepts, then it is', async ({
  page,
  context,
}) => {
  await page.goto('/en-gb');
  const banner = page.getByRole('region', { name: 'Your privacy' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
    'href',
    '/en-gb/privacy',
  );
  await expectNoAxeViolations(page);

  // Before an answer: no anonymous targeting id, and the experience's click event is not pushed.
  const shopperId = async () => (await context.cookies()).find((c) => c.name === 'mt.v');
  expect(await shopperId()).toBeUndefined();
  const story = page.locator('[data-experience-id="home-story-test"]');
  await story.getByRole('heading').first().click();
  expect(await pushedEvents(page)).not.toContain('homeStoryClick');

  // The preferences dialog, by keyboard: analytics and targeting on, functional off.
  await banner.getByRole('button', { name: 'Manage preferences' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: /^Required/ })).toBeDisabled();
  await dialog.getByRole('checkbox', { name: /^Performance and analytics/ }).check();
  await dialog.getByRole('checkbox', { name: /^Targeting/ }).check();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save my choices' }).click();
  await expect(dialog).toBeHidden();
  await expect(banner).toBeHidden();
  const cookie = (await context.cookies()).find((c) => c.name === 'consent');
  expect(decodeURIComponent(cookie?.value ?? '')).toBe('C0001:1,C0002:1,C0003:0,C0004:1');

  // The answer holds on the next page (no banner from the first paint) and events are pushed.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-consent-answered', '');
  await expect(banner).toBeHidden();
  expect((await shopperId())?.value).toMatch(/^2\./);
  await story.getByRole('heading').first().click();
  await expect.poll(() => pushedEvents(page)).toContain('homeStoryClick');

  // Outside EMEA no banner is asked for.
  await page.goto('/en-us');
  await expect(page.locator('[data-consent-banner]')).toHaveCount(0);
});
