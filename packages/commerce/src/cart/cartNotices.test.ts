import { describe, expect, it } from 'vitest';
import { cartWasMerged, mergedCartNotice } from './cartNotices';

const words = 'Welcome back!';

describe('merged-cart notice (spec 1 §4)', () => {
  it('is shown when the item count rose after login', () => {
    expect(cartWasMerged(0, 1)).toBe(true);
    expect(mergedCartNotice({ unitsBefore: 2, unitsAfter: 3 }, words)).toEqual({
      tone: 'info',
      code: 'mergedCart',
      message: words,
    });
  });

  it('is not shown when the count stayed (same item, higher quantity kept) or no merge', () => {
    expect(cartWasMerged(2, 2)).toBe(false);
    expect(mergedCartNotice({ unitsBefore: 2, unitsAfter: 2 }, words)).toBeNull();
    expect(mergedCartNotice(undefined, words)).toBeNull();
  });
});
