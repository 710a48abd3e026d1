import { describe, expect, it } from 'vitest';
import { pointsOfInput } from './LoyaltyPointsField.client';

describe('pointsOfInput', () => {
  it('empty: all points', () => {
    expect(pointsOfInput('', 2500)).toBeUndefined();
    expect(pointsOfInput('  ', 2500)).toBeUndefined();
  });

  it('a whole number up to the balance, group separators allowed', () => {
    expect(pointsOfInput('1000', 2500)).toBe(1000);
    expect(pointsOfInput('1,000', 2500)).toBe(1000);
    expect(pointsOfInput('2\u202f500', 2500)).toBe(2500);
  });

  it('refuses zero, more than the balance, negatives and words', () => {
    for (const value of ['0', '2501', '-5', 'ten', '1e3'])
      expect(pointsOfInput(value, 2500)).toBeNull();
  });
});
