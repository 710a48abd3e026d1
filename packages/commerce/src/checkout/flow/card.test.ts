import { describe, expect, it } from 'vitest';
import { isValidCardNumber, parseExpiry } from './card';

describe('card rules (spec 1 §5 FE309)', () => {
  it('re-exports the contract number rule (its tests are in api-contract cards.test.ts)', () => {
    expect(isValidCardNumber('4111 1111 1111 1111')).toBe(true);
    expect(isValidCardNumber('4111111111111112')).toBe(false);
  });

  it('parses MM/YY and refuses past or impossible expiry dates', () => {
    const now = new Date('2026-11-21T00:00:00Z');
    expect(parseExpiry('12/30', now)).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry('11/2026', now)).toEqual({ month: 11, year: 2026 });
    expect(parseExpiry('10/26', now)).toBeUndefined();
    expect(parseExpiry('13/30', now)).toBeUndefined();
    expect(parseExpiry('1230', now)).toBeUndefined();
  });
});
