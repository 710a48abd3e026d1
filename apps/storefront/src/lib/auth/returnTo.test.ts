import { describe, expect, it } from 'vitest';
import { afterSignInPath, afterSignOutPath, isOrderInProgressPath, safeReturnTo } from './returnTo';

describe('safeReturnTo', () => {
  it('keeps a same-origin path with its query and fragment', () => {
    expect(safeReturnTo('/en-us/checkout?step=billing', 'en-us')).toBe(
      '/en-us/checkout?step=billing',
    );
    expect(safeReturnTo('/fr-ca/events#inscription', 'en-us')).toBe('/fr-ca/events#inscription');
  });

  it('refuses other origins and tricks, answering the locale home', () => {
    for (const value of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/en-us/\u0000x',
      ' /en-us/cart',
      'en-us/cart',
      `/${'a'.repeat(2001)}`,
      '',
      undefined,
      ['/en-us/cart'],
    ])
      expect(safeReturnTo(value, 'en-ca')).toBe('/en-ca');
  });

  it('does not return to the sign-in page itself', () => {
    expect(safeReturnTo('/en-us/sign-in', 'en-us')).toBe('/en-us');
    expect(safeReturnTo('/en-us/sign-in/?returnTo=/en-us/sign-in', 'en-us')).toBe('/en-us');
  });

  it('normalises dot segments without leaving the origin or the locales', () => {
    expect(safeReturnTo('/en-us/x/../cart', 'en-us')).toBe('/en-us/cart');
    expect(safeReturnTo('/en-us/../../cart', 'en-us')).toBe('/en-us');
  });

  it('refuses targets that resolve to another origin after normalisation', () => {
    for (const value of [
      '/..//evil.example/x',
      '/%2e%2e//evil.example/x',
      '/%2f%2fevil.example',
      '/%5cevil.example',
      '/en-us/../\\evil.example',
    ])
      expect(safeReturnTo(value, 'en-us')).toBe('/en-us');
  });
});

describe('afterSignOutPath', () => {
  it('leaves the cart, checkout, favorites and account for the home page', () => {
    for (const path of [
      '/en-us/cart',
      '/en-us/checkout?step=billing',
      '/en-us/favorites',
      '/en-us/account/orders',
    ])
      expect(afterSignOutPath(path, 'en-us')).toBe('/en-us');
  });

  it('stays on any other page', () => {
    expect(afterSignOutPath('/en-us/p/mens-summit-gtx-boot-ALP1001M', 'en-us')).toBe(
      '/en-us/p/mens-summit-gtx-boot-ALP1001M',
    );
    expect(afterSignOutPath('/en-us/cartography', 'en-us')).toBe('/en-us/cartography');
    expect(afterSignOutPath('//evil.example', 'en-us')).toBe('/en-us');
  });
});

describe('afterSignInPath (spec 1 §2)', () => {
  it('keeps the page the shopper was on', () => {
    expect(afterSignInPath('/en-us/p/boot-ALP1401M?color=red#reviews', 'en-us')).toBe(
      '/en-us/p/boot-ALP1401M?color=red#reviews',
    );
    expect(afterSignInPath('/fr-ca/cart', 'fr-ca')).toBe('/fr-ca/cart');
  });

  it('goes to the account when an order was in progress (the checkout)', () => {
    expect(afterSignInPath('/en-gb/checkout?step=billing', 'en-gb')).toBe('/en-gb/account');
    expect(afterSignInPath('/fr-ca/checkout', 'en-us')).toBe('/fr-ca/account');
  });

  it('answers the locale home for anything unsafe', () => {
    expect(afterSignInPath('https://evil.example/checkout', 'en-ca')).toBe('/en-ca');
  });
});

describe('isOrderInProgressPath', () => {
  it('is true for a checkout path only (sign-in-to-buy skips the interests dialog, spec 3 §4)', () => {
    expect(isOrderInProgressPath('/en-us/checkout')).toBe(true);
    expect(isOrderInProgressPath('/fr-ca/checkout?step=billing')).toBe(true);
    expect(isOrderInProgressPath('/en-us/cart')).toBe(false);
    expect(isOrderInProgressPath('/en-us/p/boot-ALP1001M#checkout')).toBe(false);
    expect(isOrderInProgressPath(undefined)).toBe(false);
  });
});
