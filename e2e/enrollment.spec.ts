/**
 * Loyalty enrolment of a partial profile (spec 2 §2, §4; spec 3 §4, §6): a consumer with only
 * an email and a password signs in, joins the loyalty programme from the loyalty sign-up dialog
 * (terms required), sees the welcome step, then completes the mobile, profile and interests
 * steps; the API's profile is then a member with those details. axe on every state, at
 * desktop and mobile.
 */
import { passCaptcha } from './checkoutHelpers';
import { expect, expectHydrated, expectNoAxeViolations, test } from './fixtures';
import { callMockApi, registeredAccessToken, testCaptchaToken } from './mockApi';

test('a partial profile joins the loyalty programme and completes its steps', async ({ page }) => {
  test.slow(); // sign-in, a dialog and five steps
  const email = `e2e-enroll-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'Trail1234';
  await callMockApi('POST', '/consumers-v3/auth/signup', {
    body: { login: email, password, captchaResponse: await testCaptchaToken('register') },
  });

  // Signed out: the flow's lookup step on the page (spec 2 §2 initial step); a known email
  // leads to the sign-in step with the email prefilled.
  await page.goto('/en-us/account/enroll');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Sign in or create an account' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue(email);
  await page.getByLabel(/^Password/).fill(password);
  await passCaptcha(page);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // Partial and not a member: complete profile 0 is offered, and the loyalty sign-up.
  await expect(
    page.getByRole('heading', { level: 2, name: 'Complete your profile' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  const join = page.getByRole('button', { name: 'Join Alpine Rewards' });
  await expectHydrated(join);
  await join.click();
  const dialog = page.getByRole('dialog', { name: 'Join Alpine Rewards' });
  await expect(dialog.getByText(/One point per dollar/)).toBeVisible(); // loyalty-modal slot
  await dialog.getByRole('button', { name: 'Join Alpine Rewards' }).click();
  await expect(dialog.getByText('Please check this box to continue')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('checkbox', { name: /I accept the loyalty program terms/ }).check();
  await dialog.getByRole('button', { name: 'Join Alpine Rewards' }).click();
  await expect(dialog).toBeHidden();

  const main = page.locator('#main');
  await expect(main.getByRole('heading', { name: 'Welcome to Alpine Rewards' })).toBeVisible();
  await expect(main.getByText('Step 1 of 5')).toBeVisible();
  await main.getByRole('button', { name: 'Continue' }).click();
  await expect(main.getByRole('heading', { name: 'Your mobile number' })).toBeFocused();
  await main.getByRole('textbox', { name: /^Mobile phone/ }).fill('303 555 0142');
  await main.getByRole('button', { name: 'Save and continue' }).click();
  await expect(main.getByRole('heading', { name: 'About you' })).toBeVisible();
  await expectNoAxeViolations(page);
  await main.getByLabel(/^First name/).fill('Ada');
  await main.getByLabel(/^Last name/).fill('Lovelace');
  await main.getByLabel(/^Postal code/).fill('80202');
  // The sign-up form's rules: the locale's date format and the country's minimal age.
  await main.getByLabel(/^Birth date/).fill('05/05/2020');
  await main.getByRole('button', { name: 'Save and continue' }).click();
  await expect(main.getByText(/You must be at least \d+ years old/)).toBeVisible();
  await main.getByLabel(/^Birth date/).fill('05/05/1990');
  await main.getByRole('button', { name: 'Save and continue' }).click();
  await expect(main.getByRole('heading', { name: 'Your interests' })).toBeVisible();
  await main.getByRole('checkbox', { name: 'Hiking' }).check();
  await main.getByRole('button', { name: 'Save and continue' }).click();
  await expect(main.getByRole('heading', { name: 'You are all set' })).toBeVisible();
  await expectNoAxeViolations(page);

  const token = await registeredAccessToken(email, password);
  const profile = await callMockApi<{
    isLoyaltyMember: boolean;
    partiallyEnrolled: boolean;
    consumerDetails: Record<string, string>;
    preferences: { interests?: string };
  }>('GET', '/consumers-v3/consumer', { token });
  expect(profile).toMatchObject({
    isLoyaltyMember: true,
    partiallyEnrolled: false,
    consumerDetails: { phone: '+13035550142', firstName: 'Ada', postalCode: '80202' },
    preferences: { interests: 'Hiking' },
  });
});
