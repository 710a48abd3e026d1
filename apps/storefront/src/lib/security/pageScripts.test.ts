// @vitest-environment node
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { noncePageSegments, pageScriptsOf } from './pageScripts';

/**
 * The route folders of `app/[locale]` that are shopper-independent on purpose (the static
 * policy). A new route folder must be added here or to `noncePageSegments`, so no page falls
 * into the static policy unseen.
 */
const staticPageSegments = new Set([
  '[...rest]',
  'c',
  'help',
  'journal',
  'p',
  'search',
  'searchhub',
  'stores',
]);

describe('pageScriptsOf (ARCHITECTURE.md §11, the CSP decision)', () => {
  it('shopper-independent pages get the static policy', () => {
    for (const path of [
      '/en-us',
      '/en-us/',
      '/fr-ca/about',
      '/en-us/journal/trail-notes',
      '/en-us/help/returns',
      '/en-us/stores',
      '/en-us/c/hiking-boots-300010',
      '/en-us/p/mens-meadow-walker-ALP1401M',
      '/en-us/search',
      '/en-us/searchhub',
      '/en-gb/account-help',
      // The 404 outside every locale, kept like any shopper-independent page.
      '/xx-yy/about',
      '/xx-yy',
    ])
      expect(pageScriptsOf(path), path).toBe('static');
  });

  it('pages with credentials, payment or one shopper’s data, and non-pages, keep the nonce', () => {
    for (const path of [
      '/en-us/cart',
      '/en-us/checkout',
      '/en-us/account/orders',
      '/en-us/sign-in',
      '/en-us/sign-up',
      '/en-us/forgot-password',
      '/en-us/reset-password',
      '/en-us/order-confirmation/123',
      '/en-us/order-status',
      '/en-us/associate-login',
      '/en-us/favorites/shared/abc',
      '/api/captcha',
      '/',
    ])
      expect(pageScriptsOf(path), path).toBe('nonce');
  });

  it('every route folder of app/[locale] is one kind or the other, on purpose', () => {
    const folders = readdirSync(join(__dirname, '../../../app/[locale]'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    for (const folder of folders)
      expect(
        staticPageSegments.has(folder) || noncePageSegments.has(folder),
        `app/[locale]/${folder}: add it to noncePageSegments or to this test's staticPageSegments`,
      ).toBe(true);
    for (const segment of noncePageSegments) expect(folders, segment).toContain(segment);
  });
});
