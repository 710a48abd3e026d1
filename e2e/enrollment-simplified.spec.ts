/**
 * The simplified enrolment variant (spec 1 §2, spec 2 §2), on in en-ca for e2e
 * (`STOREFRONT_SIMPLIFIED_ENROLLMENT=en-ca`, e2e/servers.ts): the header's sign-in opens the
 * enrolment flow in a dialog at the lookup step; an unknown email (GET /consumer/lookup: 404)
 * leads to the sign-up step with the email prefilled; signed up, the remaining
 * complete-profile steps follow (no interests dialog: spec 3 §4); Done loads the page signed
 * in. A known email leads to the sign-in step; a known profile without a password (made in
 * store) to the forgot-password step, whose mailed link sets one. At desktop and mobile, axe
 * on every state.
 */
import type { Locator, Page } from '@playwright/test';
import { passCaptcha } from './checkoutHelpers';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { callMockApi, newConsumerAccount } from './mockApi';

/**
 * Once signed in or up in the dialog: waits for the next step (axe on it, then `onFirstStep`),
 * skips every remaining complete-profile step, presses Done and expects the header signed in.
 */
async function skipStepsToDone(page: Page, dialog: Locator, onFirstStep?: () => Promise<void>) {
  const done = dialog.getByRole('button', { name: 'Done' });
  const skip = dialog.getByRole('button', { name: 'Skip for now' });
  await expect(skip.or(done).first()).toBeVisible({ timeout: 20_000 });
  await onFirstStep?.();
  await expectNoAxeViolations(page);
  for (let step = 0; step < 6 && !(await done.isVisible()); step++) {
    await skip.click();
    await expect(skip.or(done).first()).toBeVisible();
  }
  await done.click();
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Sign out', exact: true }),
  ).toBeVisible();
}

/**
 * Follows the header's "Sign in" once its island has hydrated (it then says it opens a dialog):
 * before that it is a plain link to the sign-in page.
 */
async function openHeaderSignIn(page: Page) {
  const link = page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true });
  await expect(link).toHaveAttribute('aria-haspopup', 'dialog');
  await link.click();
}

/** Opens the header's sign-in (the enrolment flow) and looks an email up. */
async function lookUp(page: Page, email: string) {
  await page.goto('/en-ca');
  await openHeaderSignIn(page);
  const dialog = page.getByRole('dialog', { name: 'Sign in or create an account' });
  await dialog.getByRole('textbox', { name: /^Email/ }).fill(email);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  return dialog;
}

test('simplified enrolment: lookup, sign up with the email prefilled, then the steps', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `e2e-simplified-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto('/en-ca');
  await openHeaderSignIn(page);
  const dialog = page.getByRole('dialog', { name: 'Sign in or create an account' });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByText(/we will sign you in, or help you create an account/),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // Invalid first, then an unknown email: the sign-up step, the email prefilled.
  await dialog.getByRole('textbox', { name: /^Email/ }).fill('noa@');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Email/ }).fill(email);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(
    dialog.getByRole('heading', { level: 2, name: 'Create an account' }).first(),
  ).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /^Email/ })).toHaveValue(email);
  await expectNoAxeViolations(page);

  await dialog.getByRole('textbox', { name: /^First name/ }).fill('Noa');
  await dialog.getByRole('textbox', { name: /^Last name/ }).fill('Berg');
  // The password input (the hint list under it is named "Password requirements").
  await dialog
    .getByLabel(/^Password/)
    .and(dialog.locator('input'))
    .fill('Welcome123');
  await dialog.getByRole('textbox', { name: /^Birth date/ }).fill('15/06/1992');
  await dialog.getByRole('textbox', { name: /^Postal code/ }).fill('M5V 2T6');
  await dialog.getByRole('checkbox', { name: /loyalty programme/ }).check();
  await dialog.getByRole('checkbox', { name: /privacy policy/ }).check();
  await passCaptcha(page);
  await dialog.getByRole('button', { name: 'Create account' }).click();

  // Signed up: the flow goes on with the remaining steps (skipped here), no interests dialog.
  await skipStepsToDone(page, dialog, async () => {
    await expect(page.getByRole('dialog', { name: 'Your interests' })).toHaveCount(0);
  });
  await expect(page).toHaveURL(/\/en-ca\/?$/);
  await expectNoAxeViolations(page);
});

test('simplified enrolment: a known email signs in at the sign-in step, then the steps', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const account = await newConsumerAccount('simplified-signin');
  const dialog = await lookUp(page, account.email);
  await expect(dialog.getByRole('heading', { level: 2, name: 'Sign in' }).first()).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /^Email/ })).toHaveValue(account.email);
  await expectNoAxeViolations(page);

  // A wrong password first: the spec's message, the step stays.
  await dialog.getByLabel(/^Password/).fill('Wrong12345');
  await passCaptcha(page);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(dialog.getByRole('alert').first()).toBeVisible();
  await dialog.getByLabel(/^Password/).fill(account.password);
  await passCaptcha(page);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();

  // Signed in without a phone: the complete-profile steps follow (spec 2 §2).
  await skipStepsToDone(page, dialog);
});

test('simplified enrolment: a profile made in store gets the link to choose a password', async ({
  page,
}) => {
  // The seeded store-created lead (packages/mock-api/seed/consumers/consumers.json).
  const email = 'lead@example.com';
  const dialog = await lookUp(page, email);
  await expect(dialog.getByText(/has a profile with us but no password yet/)).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /^Email/ })).toHaveValue(email);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Send the link' }).click();
  await expect(dialog.getByRole('status')).toContainText(`If an account exists for ${email}`);
  await expectNoAxeViolations(page);
  const { mails } = await callMockApi<{ mails: { subject: string; text: string }[] }>(
    'GET',
    `/dev/mail?to=${encodeURIComponent(email)}`,
  );
  expect(mails[0]?.text).toMatch(/\/en-ca\/reset-password\?token=/);
});
