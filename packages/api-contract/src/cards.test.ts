import { describe, expect, it } from 'vitest';
import { cardDigits, cardExpiry, cardType, isValidCardNumber, luhnValid } from './cards';

describe('card number rules (spec 1 §3, §8 PYT400)', () => {
  it('accepts the test cards and refuses a Luhn failure', () => {
    expect(isValidCardNumber('4111 1111 1111 1111')).toBe(true);
    expect(isValidCardNumber('4000000000003220')).toBe(true);
    expect(isValidCardNumber('4111111111111112')).toBe(false);
    expect(isValidCardNumber('4111')).toBe(false);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('4111111111111111')).toBe(true);
  });

  it('needs digits only, 12 to 19 of them', () => {
    expect(luhnValid('4111 1111 1111 1111')).toBe(false);
    expect(luhnValid('42')).toBe(false);
    expect(isValidCardNumber('4111-1111-1111-1111')).toBe(true);
    expect(cardDigits(' 4111-1111 1111 1111 ')).toBe('4111111111111111');
  });

  it('names the brand from the prefix', () => {
    expect(cardType('4111111111111111')).toBe('Visa');
    expect(cardType('5555555555554444')).toBe('Mastercard');
    expect(cardType('2223000048400011')).toBe('Mastercard');
    expect(cardType('378282246310005')).toBe('Amex');
    expect(cardType('6011111111111117')).toBe('Discover');
    expect(cardType('9999999999999995')).toBe('Card');
  });
});

describe('card expiry (spec 1 §5 FE309)', () => {
  const now = new Date('2026-11-21T00:00:00Z');
  it('is valid through its month, reads two-digit years as 20xx', () => {
    expect(cardExpiry(11, 2026, now)).toEqual({ month: 11, year: 2026 });
    expect(cardExpiry(12, 30, now)).toEqual({ month: 12, year: 2030 });
  });
  it('refuses a past month or an impossible one', () => {
    expect(cardExpiry(10, 2026, now)).toBeUndefined();
    expect(cardExpiry(13, 2030, now)).toBeUndefined();
    expect(cardExpiry(0, 2030, now)).toBeUndefined();
    expect(cardExpiry(1.5, 2030, now)).toBeUndefined();
  });
});
