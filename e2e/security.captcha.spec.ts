/**
 * The captcha comes from the browser (spec 3 §7: actions login, register, placeOrder; spec 2
 * §8 AUT403): the sign-in page sends nothing before "I'm not a robot" is clicked, the
 * `signInAction` server action fills nothing in (a request without the widget's token, or with
 * the old fixed test value, is refused AUT403), and the visible click signs in.
 */
import type { Page, Request } from '@playwright/test';
import { passCaptcha } from './checkoutHelpers';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { callMockApi, testCaptchaToken } from './mockApi';

test.skip(({ isMobile }) => isMobile, 'the same server checks at every viewport');

/** A fresh account of this spec (no other journey signs in with it). */
async function newAccount(tag: string) {
  const email = `e2e-captcha-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'Trail1234';
  await callMockApi('POST', '/consumers-v3/auth/signup', {
    body: { login: email, password, captchaResponse: await testCaptchaToken('register') },
  });
  return { email, password };
}

async function fillSignIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/en-us/sign-in?returnTo=%2Fen-us%2Fcart');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Email/ }).fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
}

const isServerAction = (request: Request) =>
  request.method() === 'POST' && request.headers()['next-action'] !== undefined;

test('the sign-in page sends nothing before the captcha is passed', async ({ page }) => {
  const account = await newAccount('unsent');
  const actions: string[] = [];
  page.on('request', (request) => {
    if (isServerAction(request)) actions.push(request.url());
  });
  await fillSignIn(page, account);
  const captcha = page.getByRole('checkbox', { name: 'I’m not a robot' });
  await expect(captcha).not.toBeChecked();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Please confirm you are not a robot.')).toBeVisible();
  await expect(captcha).toBeFocused();
  await expectNoAxeViolations(page);
  expect(actions).toEqual([]);
  await expect(page).toHaveURL(/\/en-us\/sign-in/);
});

for (const [what, forged] of [
  ['without a captcha token', undefined],
  ['with the old fixed test value', 'test-captcha-pass'],
] as const) {
  test(`the sign-in server action called ${what} fails with AUT403`, async ({ page }) => {
    const account = await newAccount('forged');
    // The page's request to the server action, with the widget's token taken out (or swapped).
    await page.route(
      (url) => url.pathname === '/en-us/sign-in',
      async (route) => {
        const request = route.request();
        if (!isServerAction(request)) return route.continue();
        // The action's one argument: the form (the locale comes from the page it posts from).
        const args = JSON.parse(request.postData() ?? '[]') as [Record<string, unknown>];
        expect(args[0].captchaResponse, 'the page sent the widget token').toEqual(
          expect.any(String),
        );
        if (forged === undefined) delete args[0].captchaResponse;
        else args[0].captchaResponse = forged;
        const response = await route.fetch({ postData: JSON.stringify(args) });
        expect(await response.text()).toContain('"code":"AUT403"');
        await route.fulfill({ response });
      },
    );
    await fillSignIn(page, account);
    await passCaptcha(page);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.locator('#main').getByRole('alert')).toContainText(
      'We could not verify that you are not a robot.',
    );
    await expect(page).toHaveURL(/\/en-us\/sign-in/);
    // Tokens are single-use: the widget asks again.
    await expect(page.getByRole('checkbox', { name: 'I’m not a robot' })).not.toBeChecked();
  });
}

test('one visible click on "I\'m not a robot" signs in', async ({ page }) => {
  const account = await newAccount('click');
  await fillSignIn(page, account);
  await passCaptcha(page, 'I’m not a robot');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/en-us\/cart$/);
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Sign out', exact: true }),
  ).toBeVisible();
});
