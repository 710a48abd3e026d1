/**
 * Changing consent later, in en-gb (spec 3 §9 "Consent"): the footer's "Cookie settings" reopens
 * the preferences dialog by keyboard with the stored answer ticked; withdrawing functional
 * (C0003) and analytics (C0002) consent is stored, gives focus back to the button, stops
 * analytics events (the experience's click event is dropped) and the benefit bar's closed flag
 * (closed for this page only, shown again on the next); accepting all again lets the closed
 * flag persist and events reach the data layer. Runs at both viewports (the footer's legal line
 * wraps differently); the dialog's axe check is the consent journey's (consent.spec.ts).
 */
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

const pushedEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as { dataLayer?: { event?: unknown }[] }).dataLayer ?? []).map((entry) =>
      String(entry.event),
    ),
  );

const storedFlag = (page: Page) =>
  page.evaluate(() => window.localStorage.getItem('benefitBarClosed'));

test('en-gb: cookie settings in the footer change consent, and storage and analytics follow it', async ({
  page,
  context,
}) => {
  await page.goto('/en-gb');
  // The fixtures answered every category: no banner, the settings control in the footer.
  await expect(page.locator('[data-consent-banner]')).toBeHidden();
  const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
  await expect(settings).toHaveAttribute('aria-haspopup', 'dialog');
  await expectNoAxeViolations(page);

  // By keyboard: the dialog opens with the stored answer; functional and analytics go off.
  await settings.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
  await expect(dialog).toBeVisible();
  const functional = dialog.getByRole('checkbox', { name: /^Functional/ });
  const analytics = dialog.getByRole('checkbox', { name: /^Performance and analytics/ });
  await expect(functional).toBeChecked();
  await expect(analytics).toBeChecked();
  await functional.focus();
  await page.keyboard.press('Space');
  await analytics.focus();
  await page.keyboard.press('Space');
  await dialog.getByRole('button', { name: 'Save my choices' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(settings).toBeFocused();
  const consent = async () =>
    decodeURIComponent((await context.cookies()).find((c) => c.name === 'consent')?.value ?? '');
  expect(await consent()).toBe('C0001:1,C0002:0,C0003:0,C0004:1');

  // Without C0003 the closed bar is not remembered; without C0002 no event is pushed.
  const bar = page.getByRole('button', { name: 'Close the benefit bar' });
  await bar.click();
  await expect(bar).toBeHidden();
  expect(await storedFlag(page)).toBeNull();
  await page.locator('[data-experience-id="home-story-test"]').getByRole('heading').first().click();
  expect(await pushedEvents(page)).not.toContain('homeStoryClick');
  await page.reload();
  await expect(bar).toBeVisible();

  // Accept all again: the closed flag is stored and holds on the next page; events flow.
  await settings.click();
  await dialog.getByRole('button', { name: 'Accept all' }).click();
  await expect(dialog).toBeHidden();
  expect(await consent()).toBe('C0001:1,C0002:1,C0003:1,C0004:1');
  await bar.click();
  expect(await storedFlag(page)).toBe('true');
  await page.reload();
  await expect(bar).toBeHidden();
  await page.locator('[data-experience-id="home-story-test"]').getByRole('heading').first().click();
  await expect.poll(() => pushedEvents(page)).toContain('homeStoryClick');
});
