/**
 * No open redirect (design.md "Security rules": one helper checks every redirect target): the
 * sign-in page of a signed-in shopper and the order confirmation's "Continue shopping" stay on
 * the site, under a locale, whatever `returnTo` or `storeContext` says.
 */
import type { BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { registeredAccessToken } from './mockApi';

/**
 * Signs registered@example.com in through the mock API (as the sign-in action does) and gives
 * the browser the storefront's session cookies, so the sign-in form itself is not needed.
 */
async function signIn(context: BrowserContext, baseURL: string) {
  const accessToken = await registeredAccessToken('registered@example.com', 'Registered1');
  const expiresAt = String(Date.now() + 15 * 60_000);
  await context.addCookies(
    Object.entries({ accessToken, accessTokenExpiresAt: expiresAt, tokenType: 'Registered' }).map(
      ([name, value]) => ({ name, value, url: baseURL, httpOnly: true, sameSite: 'Lax' as const }),
    ),
  );
}

test('a signed-in shopper’s sign-in page never redirects to another site', async ({
  page,
  context,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  await signIn(context, origin);
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

test('the confirmation’s Continue shopping stays on the site', async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  await page.goto(
    `/en-us/order-confirmation?order=ALP1&storeContext=${encodeURIComponent('/\\evil.example')}`,
  );
  const link = page.getByRole('main').getByRole('link', { name: 'Continue shopping' });
  await expect(link).toHaveAttribute('href', '/en-us');
  await link.click();
  await page.waitForURL(`${origin}/en-us`);
});
