/**
 * Sign up from the header's dialogs (spec 1 §2 dialogs; spec 2 §2; spec 3 §4 "Sign-up"): the
 * sign-in dialog's "Create an account" opens the sign-up dialog in its place (one dialog at a
 * time) with the `sign-up-modal` content; the sign-up passes the captcha, signs in, offers the
 * interests dialog (collection on), saves the interests through the profile and loads the same
 * page signed in. At desktop and mobile, axe on every state.
 */
import type { Locator } from '@playwright/test';
import { passCaptcha, productPath } from './checkoutHelpers';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { callMockApi, registeredAccessToken } from './mockApi';

const uniqueEmail = () =>
  `e2e-signup-dialog-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function fillSignUp(dialog: Locator, email: string) {
  await dialog.getByRole('textbox', { name: /^First name/ }).fill('Ines');
  await dialog.getByRole('textbox', { name: /^Last name/ }).fill('Moreau');
  await dialog.getByRole('textbox', { name: /^Email/ }).fill(email);
  // The password input (the hint list under it is named "Password requirements").
  await dialog
    .getByLabel(/^Password/)
    .and(dialog.locator('input'))
    .fill('Welcome123');
  await dialog.getByRole('textbox', { name: /^Birth date/ }).fill('06/15/1992');
  await dialog.getByRole('textbox', { name: /^Postal code/ }).fill('80202');
  await dialog.getByRole('checkbox', { name: /loyalty programme/ }).check();
  await dialog.getByRole('checkbox', { name: /privacy policy/ }).check();
}

test('sign up from the header dialog lands signed in on the same page', async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail();
  await page.goto(`${productPath}?color=any#details`);
  // Once hydrated the header's link opens the dialog (before, it is a link to the page).
  const signInLink = page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true });
  await expect(signInLink).toHaveAttribute('aria-haspopup', 'dialog');
  await signInLink.click();
  const signIn = page.getByRole('dialog', { name: 'Sign in' });
  await expect(signIn).toBeVisible();
  await signIn.getByRole('link', { name: 'Create an account' }).click();

  // The sign-up dialog replaces the sign-in dialog; the page stays under it.
  const signUp = page.getByRole('dialog', { name: 'Create an account' });
  await expect(signUp).toBeVisible();
  await expect(signIn).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${productPath}\\?color=any#details$`));
  await expect(signUp.getByText(/Create your account and join Alpine Rewards/)).toBeVisible();
  await expectNoAxeViolations(page);

  await fillSignUp(signUp, email);
  await passCaptcha(page);
  await signUp.getByRole('button', { name: 'Create account' }).click();

  // The interests dialog follows the sign-up (spec 3 §4) and replaces the sign-up dialog.
  const interests = page.getByRole('dialog', { name: 'Your interests' });
  await expect(interests).toBeVisible();
  await expect(signUp).toHaveCount(0);
  await expectNoAxeViolations(page);
  await interests.getByRole('checkbox', { name: 'Climbing' }).check();
  await interests.getByRole('button', { name: 'Save and continue' }).click();

  // The same page, loaded afresh signed in.
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Sign out', exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${productPath}\\?color=any#details$`));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'signedIn')?.value).toBe('1');
  await expectNoAxeViolations(page);

  const token = await registeredAccessToken(email, 'Welcome123');
  const profile = (await callMockApi('GET', '/consumers-v3/consumer', { token })) as {
    preferences?: { interests?: string };
  };
  expect(profile.preferences?.interests).toBe('Climbing');
});
