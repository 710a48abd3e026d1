import { describe, expect, it } from 'vitest';
import { showsPopups } from './popupRules';

describe('showsPopups', () => {
  it('shows pop-ups on browsing pages', () => {
    for (const path of [
      '/en-us',
      '/en-us/about',
      '/en-us/c/hiking-boots-300010',
      '/en-us/p/mens-meadow-walker-ALP1401M',
      '/en-us/cart',
    ]) {
      expect(showsPopups(path), path).toBe(true);
    }
  });

  it('keeps them off the checkout and the order confirmation, with or without a query', () => {
    for (const path of [
      '/en-us/checkout',
      '/fr-ca/checkout?step=billing',
      '/en-gb/order-confirmation?order=ALP123',
    ]) {
      expect(showsPopups(path), path).toBe(false);
    }
  });
});
