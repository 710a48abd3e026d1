// @vitest-environment node
import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { proxy } = await import('../../../proxy');

afterEach(() => {
  vi.unstubAllEnvs();
});

/** The CSP the proxy answers for a page of `path`. */
const cspOf = (path: string) =>
  proxy(new NextRequest(`http://127.0.0.1:3000${path}`)).headers.get('content-security-policy') ??
  '';

describe('proxy: Adyen in the CSP per locale (spec 3 §6, §7)', () => {
  it('allows Adyen only on the pages of a locale with express on', () => {
    vi.stubEnv('EXPRESS_PROVIDER', 'adyen');
    vi.stubEnv('STOREFRONT_EXPRESS', 'en-us,en-ca');
    expect(cspOf('/en-us/cart')).toContain('checkoutshopper-test.adyen.com');
    expect(cspOf('/en-ca')).toContain('checkoutshopper-test.adyen.com');
    expect(cspOf('/en-gb/cart')).not.toContain('adyen.com');
    expect(cspOf('/')).not.toContain('adyen.com');
  });

  it('on (or unset) for every locale, off for none', () => {
    vi.stubEnv('EXPRESS_PROVIDER', 'adyen');
    vi.stubEnv('STOREFRONT_EXPRESS', '');
    expect(cspOf('/en-gb/cart')).toContain('checkoutshopper-test.adyen.com');
    vi.stubEnv('STOREFRONT_EXPRESS', 'off');
    expect(cspOf('/en-us/cart')).not.toContain('adyen.com');
  });
});

describe('proxy: the CSP kind per page (ARCHITECTURE.md §11)', () => {
  it('static for a product page, nonce for the cart, a fresh one per request', () => {
    expect(cspOf('/en-us/p/mens-meadow-walker-ALP1401M')).toContain(
      "script-src 'self' 'unsafe-inline';",
    );
    const cart = cspOf('/en-us/cart');
    // The nonce, the hashes of the layout's constant head scripts (headScripts.ts), strict-dynamic.
    expect(cart).toMatch(/script-src 'self' 'nonce-[^']+'( 'sha256-[^']+')+ 'strict-dynamic'/);
    expect(cspOf('/en-us/cart')).not.toBe(cart);
  });
});
