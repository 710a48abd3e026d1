import { describe, expect, it } from 'vitest';
import { autoPromoCodeOf, validPromoCode } from './autoPromo';

describe('the stored automatic promo code (spec 3 §4 step 2)', () => {
  it('takes ?promo=CODE from a URL, upper case; ignores anything else', () => {
    expect(autoPromoCodeOf(new URL('http://s.test/en-us/p/x?promo=welcome-10'))).toBe('WELCOME-10');
    expect(autoPromoCodeOf(new URL('http://s.test/en-us?promo=%3Cscript%3E'))).toBeUndefined();
    expect(autoPromoCodeOf(new URL('http://s.test/en-us'))).toBeUndefined();
    expect(validPromoCode('x'.repeat(41))).toBeUndefined();
    expect(validPromoCode(' SAVE20 ')).toBe('SAVE20');
  });
});
