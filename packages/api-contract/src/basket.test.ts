import { describe, expect, it } from 'vitest';
import {
  addItemRequestSchema,
  addToCartDefaults,
  basketPaths,
  moveSaveForLaterRequestSchema,
  priceAdjustmentRequestSchema,
  rewardRequestSchema,
  saveForLaterQuerySchema,
} from './index';

describe('basket contract', () => {
  it('defaults qty to 1 and maxQty to 999999 (spec 1 §5, §9) and needs a product', () => {
    expect(addItemRequestSchema.parse({ cartId: 'B', upc: '1' })).toMatchObject({
      qty: addToCartDefaults.qty,
      maxQty: addToCartDefaults.maxQty,
    });
    expect(addToCartDefaults).toEqual({ qty: 1, maxQty: 999999 });
    expect(addItemRequestSchema.safeParse({ cartId: 'B' }).success).toBe(false);
    expect(addItemRequestSchema.safeParse({ cartId: 'B', upc: '1', qty: 0 }).success).toBe(false);
  });

  it('pages saved for later from 0 with 10 by default, at most 100', () => {
    expect(saveForLaterQuerySchema.parse({})).toEqual({ start: 0, count: 10 });
    expect(saveForLaterQuerySchema.parse({ start: '20', count: '5' })).toEqual({
      start: 20,
      count: 5,
    });
    expect(saveForLaterQuerySchema.safeParse({ count: '101' }).success).toBe(false);
  });

  it('checks the one-of fields of move, reward and adjustment bodies', () => {
    expect(moveSaveForLaterRequestSchema.safeParse({}).success).toBe(false);
    expect(moveSaveForLaterRequestSchema.safeParse({ itemId: 'a', savedItemId: 'b' }).success).toBe(
      false,
    );
    expect(rewardRequestSchema.safeParse({}).success).toBe(false);
    expect(rewardRequestSchema.safeParse({ appliedLoyaltyVoucher: 0 }).success).toBe(true);
    expect(priceAdjustmentRequestSchema.safeParse({ type: 'percentage', value: 101 }).success).toBe(
      false,
    );
  });

  it('encodes path segments', () => {
    expect(basketPaths.basket('a/b')).toBe('/cart/v1/cart/a%2Fb');
    expect(basketPaths.savedItem('S', 'I')).toBe('/cart/v2/saveForLater/S/items/I');
  });
});
