/**
 * Passwords (spec 1 §7 reset password, confirm forgot password, change password; spec 2 §2
 * forgot-password step, §8 AUT402, AUT451; spec 3 §5 the hint list): forgot password → the
 * mail in the mock API's outbox → its link → a new password → sign in with it; an expired
 * link asks again; change password in the account. By mouse and keyboard, axe on every state,
 * at desktop and mobile.
 */
import { expect, expectHydrated, expectNoAxeViolations, test } from './fixtures';
import { callMockApi, MockApiError, newConsumerAccount, registeredSession } from './mockApi';
import { signedIn } from './seeded';

/** The newest mail of an address in the mock API's outbox (GET /dev/mail, dev only). */
async function newestMail(to: string) {
  const { mails } = await callMockApi<{ mails: { subject: string; text: string }[] }>(
    'GET',
    `/dev/mail?to=${encodeURIComponent(to)}`,
  );
  return mails[0];
}

/**
 * The new password signs in and the old one no longer does, through the mock API's sign-in as
 * the storefront's sign-in action calls it (the sign-in form itself: sign-in.spec.ts and
 * account-profile.spec.ts at both viewports; e2e/README.md).
 */
async function expectPasswordChanged(email: string, newPassword: string, oldPassword: string) {
  const session = await registeredSession(email, newPassword);
  expect(session.accessToken).toBeTruthy();
  await expect(registeredSession(email, oldPassword)).rejects.toBeInstanceOf(MockApiError);
}

test('forgot password: the mail in the outbox, its link, a new password, sign in with it', async ({
  page,
}) => {
  test.slow(); // the whole journey, with a sign-in at the end
  const account = await newConsumerAccount('password-reset');
  await page.goto('/en-us/forgot-password');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?');
  await expectNoAxeViolations(page);

  // By keyboard: type the address and press Enter.
  const email = page.getByRole('textbox', { name: /^Email/ });
  await expectHydrated(email);
  await email.fill(account.email);
  await email.press('Enter');
  await expect(page.getByRole('status')).toContainText(`If an account exists for ${account.email}`);
  await expectNoAxeViolations(page);

  const mail = await newestMail(account.email);
  expect(mail?.subject).toBe('Reset your password');
  const link = /http:\/\/\S+\/en-us\/reset-password\?token=\S+/.exec(mail?.text ?? '')?.[0];
  expect(link, 'the mail carries the reset link').toBeTruthy();
  const { pathname, search } = new URL(link as string);
  await page.goto(pathname + search);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
  // The one hint list, marking each rule as it is met.
  const hints = page.getByRole('list', { name: 'Password requirements' });
  await expect(hints.getByRole('listitem')).toHaveCount(4);
  await expectNoAxeViolations(page);

  const newPassword = page.getByLabel(/^New password/);
  await expectHydrated(newPassword);
  await newPassword.fill('Summit2026');
  await expect(hints.locator('[data-met="true"]')).toHaveCount(4);
  await page.getByLabel(/^Confirm the new password/).fill('Summit2026');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has changed');
  await expectNoAxeViolations(page);

  // The link works once: a second use is AUT402.
  await page.goto(pathname + search);
  await page.getByLabel(/^New password/).fill('Summit2027');
  await page.getByLabel(/^Confirm the new password/).fill('Summit2027');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.locator('#main').getByRole('alert')).toContainText(
    'Your password reset link has expired',
  );

  await expectPasswordChanged(account.email, 'Summit2026', account.password);
});

test('an expired reset link (AUT402) offers to ask again', async ({ page }) => {
  await page.goto('/en-us/reset-password?token=expired-reset-token');
  const newPassword = page.getByLabel(/^New password/);
  await expectHydrated(newPassword);
  await newPassword.fill('Summit2026');
  await page.getByLabel(/^Confirm the new password/).fill('Summit2026');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.locator('#main').getByRole('alert')).toContainText(
    'Your password reset link has expired. Please request a new one.',
  );
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL(/\/en-us\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?');
});

test('the French forgot-password page', async ({ page }) => {
  await page.goto('/fr-ca/forgot-password');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mot de passe oublié?');
  const email = page.getByRole('textbox', { name: /^Courriel/ });
  await expectHydrated(email);
  await email.fill('personne@example.com');
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByRole('status')).toContainText('Si un compte existe pour');
  await expectNoAxeViolations(page);
});

test('change password in the account: AUT451, then changed and signed in with it', async ({
  page,
}) => {
  test.slow(); // a sign-in and two changes
  const account = await newConsumerAccount('password-change');
  await page.goto('/en-us/account/password');
  // A guest is sent to sign in first. Signed in through the mock API, back on the page (the
  // sign-in form and its returnTo: account-profile.spec.ts, sign-in.spec.ts; e2e/README.md).
  await expect(page).toHaveURL(/\/en-us\/sign-in\?returnTo=%2Fen-us%2Faccount%2Fpassword/);
  await signedIn(page.context(), account.email, account.password);
  await page.goto('/en-us/account/password');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Change password');
  await expectNoAxeViolations(page);

  const current = page.getByLabel(/^Current password/);
  await expectHydrated(current);
  await current.fill('Wrong1234');
  await page.getByLabel(/^New password/).fill('Summit2026');
  await page.getByLabel(/^Confirm the new password/).fill('Summit2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your current password is incorrect.')).toBeVisible();
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await current.fill(account.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has changed.');
  await expectNoAxeViolations(page);

  // The new password signs in, the old one no longer does.
  await expectPasswordChanged(account.email, 'Summit2026', account.password);
});
