import { describe, expect, it } from 'vitest';
import { pageGuardRedirect } from './pageGuards';

const guest = { tokenType: 'Guest', basketId: 'b1' };
const member = { tokenType: 'Registered' };
const inStore = JSON.stringify({
  storeId: '0102',
  storeName: 'Downtown',
  storeEmployeeId: 'E1',
  storeEmployeeName: 'Ann',
});

const guard = (url: string, cookies: Record<string, string> = {}, action = false) => {
  const { pathname, search } = new URL(url, 'http://shop.test');
  return pageGuardRedirect({ pathname, search, cookie: (name) => cookies[name], action });
};

describe('pageGuardRedirect', () => {
  it('sends a signed-in shopper from the sign-in page to a safe returnTo', () => {
    expect(guard('/en-us/sign-in?returnTo=%2Fen-us%2Fcart', member)).toBe('/en-us/cart');
    expect(guard('/en-us/sign-in?returnTo=//evil.example/x', member)).toBe('/en-us');
    expect(guard('/en-us/sign-in', guest)).toBeUndefined();
  });

  it('sends a signed-in shopper from the sign-up page home, except its own action', () => {
    expect(guard('/fr-ca/sign-up', member)).toBe('/fr-ca');
    expect(guard('/fr-ca/sign-up', member, true)).toBeUndefined();
    expect(guard('/fr-ca/sign-up', guest)).toBeUndefined();
  });

  it('sends a guest from an account page to sign in and back', () => {
    expect(guard('/en-us/account', guest)).toBe('/en-us/sign-in?returnTo=%2Fen-us%2Faccount');
    expect(guard('/en-us/account/orders?page=2')).toBe(
      '/en-us/sign-in?returnTo=%2Fen-us%2Faccount%2Forders%3Fpage%3D2',
    );
    expect(guard('/en-us/account/orders', member)).toBeUndefined();
  });

  it('leaves the enrolment page and the account file routes to themselves', () => {
    expect(guard('/en-us/account/enroll', guest)).toBeUndefined();
    expect(guard('/en-us/account/orders/A1/invoice', guest)).toBeUndefined();
    expect(guard('/en-us/account/profile/my-data', guest)).toBeUndefined();
  });

  it('sends a checkout without a basket to the cart', () => {
    expect(guard('/en-gb/checkout', {})).toBe('/en-gb/cart');
    expect(guard('/en-gb/checkout', guest)).toBeUndefined();
  });

  it('sends an associate already in store from the associate login to the cart', () => {
    expect(guard('/en-us/associate-login', { inStoreSession: inStore })).toBe('/en-us/cart');
    expect(guard('/en-us/associate-login', { inStoreSession: 'not json' })).toBeUndefined();
  });

  it('leaves other pages and paths outside every locale alone', () => {
    expect(guard('/en-us/cart', {})).toBeUndefined();
    expect(guard('/en-us/c/women-2000', {})).toBeUndefined();
    expect(guard('/xx-yy/account', {})).toBeUndefined();
  });
});
