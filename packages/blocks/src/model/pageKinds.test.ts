import { describe, expect, it } from 'vitest';
import { isPageKind, pageKinds, slotsOfPageKind } from './pageKinds';

describe('page kinds', () => {
  it('lists the page kinds of spec 3 §2, each with a main slot', () => {
    expect(pageKinds).toEqual(
      expect.arrayContaining(['generic', 'category', 'product', 'cart', 'checkout', 'error']),
    );
    for (const kind of pageKinds) expect(slotsOfPageKind(kind)).toContain('main');
  });

  it('knows the product page slots and no slots for unknown kinds', () => {
    expect(slotsOfPageKind('product')).toEqual([
      'top',
      'main',
      'details',
      'reviewsTop',
      'reviewsBottom',
      'bottom',
    ]);
    expect(slotsOfPageKind('nope')).toBeUndefined();
    expect(slotsOfPageKind(undefined)).toBeUndefined();
    expect(isPageKind('toString')).toBe(false);
  });
});
