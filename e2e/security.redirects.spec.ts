/**
 * No open redirect (design.md "Security rules": one helper checks every redirect target): the
 * sign-in page of a signed-in shopper and the order confirmation's "Continue shopping" stay on
 * the site, under a locale, whatever `returnTo` or `storeContext` says.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { expect, mockApiUrl, test } from './fixtures';

const apiHeaders = {
  'x-site-id': 'us',
  'x-channel': 'ECOMM',
  'x-brand': 'alpine',
  'x-region': 'NORA',
  'x-source': 'ECOM15',
  'x-client-app': 'e2e',
};

/**
 * Signs registered@example.com in through the mock API (PKCE, as the sign-in action does) and
 * gives the browser the storefront's session cookies, so the sign-in form itself is not needed.
 */
async function signIn(context: BrowserContext, request: APIRequestContext, baseURL: string) {
  const id = `${Date.now()}`;
  const headers = {
    ...apiHeaders,
    'x-transaction-id': `tx-${id}`,
    'x-correlation-id': `corr-${id}`,
  };
  const codeVerifier = randomBytes(32).toString('base64url');
  const codeChallenge = createHash('sha256').update(codeVerifier).digest('base64url');
  const code = await request.post(`${mockApiUrl}/consumers-v3/auth/signin?locale=en-US`, {
    headers,
    data: {
      username: 'registered@example.com',
      password: 'Registered1',
      codeChallenge,
      captchaResponse: 'test-captcha-pass',
    },
  });
  expect(code.status(), await code.text()).toBe(200);
  const { authorizationCode } = (await code.json()) as { authorizationCode: string };
  const token = await request.post(`${mockApiUrl}/token/v2/auth/token?locale=en-US`, {
    headers,
    data: { type: 'Registered', authorizationCode, codeVerifier },
  });
  expect(token.status(), await token.text()).toBe(200);
  const { accessToken } = (await token.json()) as { accessToken: string };
  const expiresAt = String(Date.now() + 15 * 60_000);
  await context.addCookies(
    Object.entries({ accessToken, accessTokenExpiresAt: expiresAt, tokenType: 'Registered' }).map(
      ([name, value]) => ({ name, value, url: baseURL, httpOnly: true, sameSite: 'Lax' as const }),
    ),
  );
}

test('#6 a signed-in shopper’s sign-in page never redirects to another site', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  await signIn(context, request, origin);
  for (const returnTo of [
    '/..//evil.example/x',
    '//evil.example/x',
    '/\\evil.example',
    '/%2e%2e//evil.example/x',
    'https://evil.example',
  ]) {
    const href = `/en-us/sign-in?returnTo=${encodeURIComponent(returnTo)}`;
    const response = await page.request.get(href, { maxRedirects: 0 });
    expect(response.status(), returnTo).toBe(307);
    const location = response.headers().location ?? '';
    expect(new URL(location, origin).origin, returnTo).toBe(origin);
    expect(location, returnTo).toMatch(/^\/en-us(\/|$)/);
  }
  await page.goto('/en-us/sign-in?returnTo=/..//evil.example/x');
  expect(new URL(page.url()).origin).toBe(origin);
  expect(new URL(page.url()).pathname).toBe('/en-us');
  // A same-origin page of the site is still where the shopper returns to.
  await page.goto('/en-us/sign-in?returnTo=%2Fen-us%2Fabout');
  expect(new URL(page.url()).pathname).toBe('/en-us/about');
});

test('#6 the confirmation’s Continue shopping stays on the site', async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  await page.goto(
    `/en-us/order-confirmation?order=ALP1&storeContext=${encodeURIComponent('/\\evil.example')}`,
  );
  const link = page.getByRole('main').getByRole('link', { name: 'Continue shopping' });
  await expect(link).toHaveAttribute('href', '/en-us');
  await link.click();
  await page.waitForURL(`${origin}/en-us`);
});
