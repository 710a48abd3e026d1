/**
 * Pages cached like a real store's (cache components, ARCHITECTURE.md §5; design.md "Data
 * flows", caching): a page that is the same for every shopper (content, journal, a category or
 * product URL without a query) is rendered on its first request, kept, and answered from the
 * cache with a shared `Cache-Control` (`s-maxage`) a CDN may keep; a URL with a query (the
 * proxy's twin routes) and the shopper's own pages render per request and stay private; an
 * unknown category or product is a real 404 and the session redirects a real 307 (decided
 * before the first byte). Headers only: deterministic, no timings.
 */
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect, test } from './fixtures';

const category = '/en-us/c/women-2000';
const product = '/en-us/p/womens-granite-approach-pro-ALP1202W';

const get = (request: APIRequestContext, path: string) => request.get(path, { maxRedirects: 0 });

function expectShared(response: APIResponse, path: string) {
  expect(response.status(), path).toBe(200);
  expect(response.headers()['cache-control'], path).toMatch(
    /^s-maxage=\d+, stale-while-revalidate=\d+$/,
  );
}

function expectPrivate(response: APIResponse, path: string) {
  expect(response.headers()['cache-control'], path).toContain('private');
  expect(response.headers()['cache-control'], path).toContain('no-store');
  expect(response.headers()['x-nextjs-cache'], path).toBeUndefined();
}

/** The path and query of a redirect's `Location` (absolute or not). */
const locationOf = (response: APIResponse) => {
  const url = new URL(response.headers().location ?? '', 'http://storefront.test');
  return `${url.pathname}${url.search}`;
};

test.describe('page cache', () => {
  test('shopper-independent pages are kept and answered from the cache', async ({ request }) => {
    for (const path of ['/en-us/about', '/fr-ca/journal', category, product]) {
      expectShared(await get(request, path), path);
      const again = await get(request, path);
      expectShared(again, path);
      expect(again.headers()['x-nextjs-cache'], path).toBe('HIT');
    }
  });

  test('a query or the shopper makes the page per request and private', async ({ request }) => {
    for (const path of [
      `${category}?sort=price-low-to-high`,
      `${category}?utm_source=newsletter`,
      `${product}?color=black`,
      '/en-us/cart',
      '/en-us/search?q=boots',
    ]) {
      const response = await get(request, path);
      expect(response.status(), path).toBe(200);
      expectPrivate(response, path);
    }
  });

  test('an unknown category or product answers 404, with a query too', async ({ request }) => {
    for (const path of [
      '/en-us/c/women-9999',
      '/en-us/c/women-9999?page=2',
      '/en-us/p/nothing-ZZZZZZZZZ',
      '/en-us/p/nothing-ZZZZZZZZZ?color=black',
    ]) {
      expect((await get(request, path)).status(), path).toBe(404);
    }
  });

  test('the session redirects answer 307 before the page', async ({ request }) => {
    const account = await get(request, '/en-us/account/orders');
    expect(account.status()).toBe(307);
    expect(locationOf(account)).toBe('/en-us/sign-in?returnTo=%2Fen-us%2Faccount%2Forders');
    const checkout = await get(request, '/en-gb/checkout');
    expect(checkout.status()).toBe(307);
    expect(locationOf(checkout)).toBe('/en-gb/cart');
  });
});
