import { describe, expect, it } from 'vitest';
import { cartWasMerged, mergedCartMessages, mergedCartNotice } from './cartNotices';

describe('merged-cart notice (spec 1 §4)', () => {
  it('is shown when the item count rose after login', () => {
    expect(cartWasMerged(0, 1)).toBe(true);
    expect(mergedCartNotice({ unitsBefore: 2, unitsAfter: 3 })).toEqual({
      tone: 'info',
      code: 'mergedCart',
      message: mergedCartMessages.en,
    });
  });

  it('is not shown when the count stayed (same item, higher quantity kept) or no merge', () => {
    expect(cartWasMerged(2, 2)).toBe(false);
    expect(mergedCartNotice({ unitsBefore: 2, unitsAfter: 2 })).toBeNull();
    expect(mergedCartNotice(undefined)).toBeNull();
  });

  it('speaks French in fr, English otherwise', () => {
    expect(mergedCartNotice({ unitsBefore: 0, unitsAfter: 1 }, 'fr')?.message).toBe(
      mergedCartMessages.fr,
    );
    expect(mergedCartNotice({ unitsBefore: 0, unitsAfter: 1 }, 'de')?.message).toBe(
      mergedCartMessages.en,
    );
  });
});
