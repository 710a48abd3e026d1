/**
 * Sign-up (spec 3 §2 "Sign-up page", §4 "Sign-up", §5, §7, §8): a guest creates an account
 * with the loyalty programme on `/{locale}/sign-up`, passes the captcha (action `register`),
 * is signed in automatically, picks interests in the interests dialog and lands on the home
 * page signed in; the mock API stored the phone as + dial code + digits, the loyalty
 * membership, the newsletter and the interests. Errors: the
 * email already registered marks the email field. A store-created lead (spec 3 §2: `consumerId`
 * and `email` prefill a consumer) finds its details prefilled and completes that profile.
 */
import type { Page } from '@playwright/test';
import { passCaptcha } from './checkoutHelpers';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { callMockApi, registeredAccessToken, testCaptchaToken } from './mockApi';

const uniqueEmail = (tag: string) =>
  `e2e-signup-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function fillSignUp(page: Page, email: string) {
  await page.getByRole('textbox', { name: /^First name/ }).fill('Noa');
  await page.getByRole('textbox', { name: /^Last name/ }).fill('Berg');
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  // The password input (the hint list under it is named "Password requirements").
  await page
    .getByLabel(/^Password/)
    .and(page.locator('input'))
    .fill('Welcome123');
  await page.getByRole('textbox', { name: /^Birth date/ }).fill('06/15/1992');
  await page.getByRole('textbox', { name: /^Mobile phone/ }).fill('3035550142');
  await page.getByRole('textbox', { name: /^Postal code/ }).fill('80202');
  await page.getByRole('checkbox', { name: /news and offers/ }).check();
  await page.getByRole('checkbox', { name: /loyalty programme/ }).check();
  await page.getByRole('checkbox', { name: /privacy policy/ }).check();
}

test('sign up with loyalty and land signed in', async ({ page }) => {
  // A long journey: three axe checks, the sign-up, the automatic login and a profile read.
  test.slow();
  const email = uniqueEmail('loyalty');
  await page.goto(
    '/en-us/sign-up?storeNum=0042&enrollment_marketing_source=spring&leadSource=instore',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  // The `sign-up` content slot (spec 2 §7).
  await expect(
    page.getByRole('heading', { level: 2, name: 'Why create an account?' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // Submitted empty: the required messages; nothing sent.
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Please check this box to continue').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await fillSignUp(page, email);
  await passCaptcha(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  // The interests dialog follows (spec 3 §4: collection on, not tied to the newsletter).
  const interests = page.getByRole('dialog', { name: 'Your interests' });
  await expect(interests).toBeVisible();
  await expectNoAxeViolations(page);
  await interests.getByRole('checkbox', { name: 'Hiking' }).check();
  await interests.getByRole('checkbox', { name: 'Snow sports' }).check();
  await interests.getByRole('button', { name: 'Save and continue' }).click();
  await page.waitForURL(/\/en-us\/?$/);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'signedIn')?.value).toBe('1');
  await expectNoAxeViolations(page);

  // What the mock API stored: loyalty member, newsletter, phone with its dial code.
  const token = await registeredAccessToken(email, 'Welcome123');
  const profile = (await callMockApi('GET', '/consumers-v3/consumer', { token })) as {
    isLoyaltyMember: boolean;
    consumerDetails: { phone?: string };
    preferences?: { interests?: string };
    subscriptions: { type: string; optin: boolean }[];
  };
  expect(profile.isLoyaltyMember).toBe(true);
  expect(profile.consumerDetails.phone).toBe('+13035550142');
  expect(profile.preferences?.interests).toBe('Hiking|Snow');
  expect(profile.subscriptions).toEqual(
    expect.arrayContaining([expect.objectContaining({ type: 'Newsletter', optin: true })]),
  );
});

test('an email already registered marks the email field', async ({ page }) => {
  const email = uniqueEmail('taken');
  await callMockApi('POST', '/consumers-v3/auth/signup', {
    body: {
      login: email,
      password: 'Welcome123',
      captchaResponse: await testCaptchaToken('register'),
    },
  });
  await page.goto(`/en-us/sign-up?email=${encodeURIComponent(email)}`);
  await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue(email);
  await fillSignUp(page, email);
  await page.getByRole('textbox', { name: /^Mobile phone/ }).fill('');
  await passCaptcha(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('This email address is already in use.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expectNoAxeViolations(page);
});

test('the sign-up page prefills the email of its query, in French too', async ({ page }) => {
  await page.goto('/fr-ca/sign-up?email=ada%40example.com&consumerId=c-42');
  await expect(page.getByRole('heading', { level: 1, name: 'Créer un compte' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Courriel/ })).toHaveValue('ada@example.com');
  // The one password hint list, in French.
  await expect(page.getByRole('list', { name: 'Exigences du mot de passe' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Pourquoi créer un compte?' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

/**
 * The seeded store-created lead (packages/mock-api/seed/consumers/consumers.json): a profile
 * without a password. The fixtures put the seed back before every test (`freshData`), so a
 * completed lead is a lead again for the next test and the next run.
 */
const lead = {
  consumerId: '00000000-0000-4000-8000-000000000108',
  consumerNo: 'C000000108',
  email: 'lead@example.com',
};

test('a store-created lead: consumerId and email prefill the form, the sign-up completes that profile', async ({
  page,
}) => {
  // Two axe checks, the sign-up, the automatic login, the interests and a profile read.
  test.slow();
  await page.goto(
    `/en-us/sign-up?consumerId=${lead.consumerId}&email=${encodeURIComponent(lead.email)}`,
  );
  // Prefilled from POST /consumers-v3/consumer/retrieveUserData (spec 3 §7 "Consumer calls").
  await expect(page.getByRole('textbox', { name: /^First name/ })).toHaveValue('Lee');
  await expect(page.getByRole('textbox', { name: /^Last name/ })).toHaveValue('Adams');
  await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue(lead.email);
  await expect(page.getByRole('textbox', { name: /^Postal code/ })).toHaveValue('80205');
  await expect(page.getByRole('textbox', { name: /^Mobile phone/ })).toHaveValue(/303.*555.*0108/);
  await expectNoAxeViolations(page);

  await page
    .getByLabel(/^Password/)
    .and(page.locator('input'))
    .fill('Welcome123');
  await page.getByRole('textbox', { name: /^Birth date/ }).fill('02/03/1988');
  await page.getByRole('checkbox', { name: /loyalty programme/ }).check();
  await page.getByRole('checkbox', { name: /privacy policy/ }).check();
  await passCaptcha(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  const interests = page.getByRole('dialog', { name: 'Your interests' });
  await expect(interests).toBeVisible();
  await interests.getByRole('checkbox', { name: 'Hiking' }).check();
  await interests.getByRole('button', { name: 'Save and continue' }).click();
  await page.waitForURL(/\/en-us\/?$/);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'signedIn')?.value).toBe('1');
  await expectNoAxeViolations(page);

  // The same profile, now with a password: its consumerId and consumerNo kept.
  const token = await registeredAccessToken(lead.email, 'Welcome123');
  const profile = (await callMockApi('GET', '/consumers-v3/consumer', { token })) as {
    consumerId: string;
    consumerNo?: string;
    isLoyaltyMember: boolean;
    consumerDetails: { firstName?: string; phone?: string };
  };
  expect(profile).toMatchObject({
    consumerId: lead.consumerId,
    consumerNo: lead.consumerNo,
    isLoyaltyMember: true,
    consumerDetails: { firstName: 'Lee', phone: '+13035550108' },
  });
});
