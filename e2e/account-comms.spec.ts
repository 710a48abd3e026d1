/**
 * Communication preferences and "retrieve my data" (spec 2 §3 subscriptions, §5, §7
 * /consumer/subscription and /consumer/retrieveUserData; spec 3 §4 SMS opt-in): a guest is
 * sent to sign in and back; the newsletter and marketing texts by keyboard, the SMS terms
 * accepted before saving (the acceptance resets when the phone is emptied), opt-ins waiting
 * for their confirmation, kept after a reload, an opt-out; the French page; the profile page's
 * download of the consumer's own data. axe clean at every step, desktop and mobile.
 */
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectHydrated, expectNoAxeViolations, test } from './fixtures';
import { newConsumerAccount } from './mockApi';
import { signedIn } from './seeded';

/**
 * Signs the account in through the mock API (the sign-in form, its captcha and `returnTo` are
 * clicked through by account-profile.spec.ts and sign-in.spec.ts at both viewports: e2e/README.md,
 * seeded states) and opens the return path, as the form would.
 */
async function signIn(
  page: Page,
  context: BrowserContext,
  email: string,
  password: string,
  returnTo: string,
) {
  await signedIn(context, email, password);
  await page.goto(returnTo);
}

test.describe('communication preferences and my data', () => {
  test.setTimeout(120_000);

  test('newsletter and SMS by keyboard with the SMS terms, an opt-out, my data downloaded', async ({
    page,
    context,
  }) => {
    const account = await newConsumerAccount('account-comms');

    // A guest is sent to sign in, then back to the page asked for.
    await page.goto('/en-us/account/communication');
    await page.waitForURL(/\/en-us\/sign-in\?returnTo=%2Fen-us%2Faccount%2Fcommunication/);
    await signIn(page, context, account.email, account.password, '/en-us/account/communication');

    await expect(
      page.getByRole('heading', { level: 1, name: 'Communication preferences' }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: 'Account', exact: true })
        .getByRole('link', { name: 'Communication' }),
    ).toHaveAttribute('aria-current', 'page');
    const newsletter = page.getByRole('checkbox', { name: 'Newsletter' });
    const sms = page.getByRole('checkbox', { name: /text messages about offers/ });
    await expectHydrated(newsletter);
    await expect(newsletter).not.toBeChecked();
    await expect(sms).not.toBeChecked();
    // Not a loyalty member: no loyalty newsletter.
    await expect(page.getByRole('checkbox', { name: 'Alpine Rewards newsletter' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // By keyboard: the newsletter, then SMS, whose terms appear with I accept.
    await newsletter.focus();
    await page.keyboard.press('Space');
    await expect(newsletter).toBeChecked();
    await sms.focus();
    await page.keyboard.press('Space');
    await expect(sms).toBeChecked();
    const accept = page.getByRole('button', { name: 'I accept' });
    await expect(accept).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Read the SMS terms' })).toHaveAttribute(
      'href',
      '/en-us/sms-terms',
    );
    await expectNoAxeViolations(page);

    // Saving without a number is refused at the phone, without the terms at the SMS box.
    const save = page.getByRole('button', { name: 'Save preferences' });
    const phone = page.getByRole('textbox', { name: /^Mobile phone/ });
    await save.click();
    await expect(phone).toHaveAccessibleDescription(/mobile number we should text/);
    await expect(phone).toBeFocused();
    await page.keyboard.type('3035550123');
    await expect(accept).toBeEnabled();
    await save.click();
    await expect(sms).toHaveAccessibleDescription(/Accept the SMS terms/);
    await expect(sms).toBeFocused();
    await accept.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('SMS terms accepted')).toBeVisible();

    // Emptying the phone resets the acceptance (spec 3 §4).
    await phone.fill('');
    await expect(page.getByRole('button', { name: 'I accept' })).toBeDisabled();
    await phone.focus();
    await page.keyboard.type('3035550123');
    await page.getByRole('button', { name: 'I accept' }).click();
    await expect(page.getByText('SMS terms accepted')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Save preferences' }).focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: 'Your preferences are saved.' }),
    ).toBeVisible();
    // New opt-ins wait for the shopper's confirmation (double opt-in).
    await expect(newsletter).toHaveAccessibleDescription('Waiting for your confirmation');
    await expect(sms).toHaveAccessibleDescription('Waiting for your confirmation');
    await expectNoAxeViolations(page);

    // Stored by the API: the same after a reload; then SMS opted out.
    await page.reload();
    await expectHydrated(sms);
    await expect(newsletter).toBeChecked();
    await expect(sms).toBeChecked();
    await expect(phone).toHaveValue(/^\(303\) 555\D+0123$/);
    await sms.uncheck();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your preferences are saved.' }),
    ).toBeVisible();
    await page.reload();
    await expectHydrated(sms);
    await expect(sms).not.toBeChecked();
    await expect(newsletter).toBeChecked();

    // The French page.
    await page.goto('/fr-ca/account/communication');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Préférences de communication' }),
    ).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Infolettre' })).toBeChecked();
    await expectNoAxeViolations(page);

    // Retrieve my data: the profile page's download of the consumer's own data.
    await page.goto('/en-us/account/profile');
    await expect(page.getByRole('heading', { level: 2, name: 'Download my data' })).toBeVisible();
    const link = page.getByRole('link', { name: 'Download (JSON)' });
    await expectHydrated(link);
    await expectNoAxeViolations(page);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('my-data.json');
    const data = JSON.parse(await readFile((await download.path()) as string, 'utf8'));
    expect(data).toMatchObject({
      email: account.email,
      phone: '+13035550123',
      personalData: { consumerType: 'REGISTERED', isLoyaltyMember: false },
    });
    expect(data.personalData.subscriptions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ channel: 'EMAIL', type: 'Newsletter', optin: true }),
        expect.objectContaining({ channel: 'SMS', type: 'MARKETING', optin: false }),
      ]),
    );
  });

  test('a guest asking for my data is sent to sign in', async ({ page }) => {
    await page.goto('/en-us/account/profile/my-data');
    await page.waitForURL(/\/en-us\/sign-in\?returnTo=%2Fen-us%2Faccount%2Fprofile/);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  });
});
