import { describe, expect, it } from 'vitest';
import {
  discountPercentage,
  formatMoney,
  numberFormat,
  resolvePrice,
  shouldShowLowestPriceNotice,
} from './priceRules';

/** Intl separates with no-break spaces; normalise them for readable expectations. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney (spec 2 §5, §9)', () => {
  it('shows the code for CAD in en-CA and fr-CA', () => {
    expect(plain(formatMoney(1234.5, 'CAD', 'en-CA'))).toBe('CAD 1,234.50');
    expect(plain(formatMoney(1234.5, 'CAD', 'fr-CA'))).toBe('1 234,50 CAD');
    expect(plain(formatMoney(10, 'cad', 'en-US'))).toBe('CAD 10.00');
  });

  it('shows the symbol for other currencies', () => {
    expect(formatMoney(1234.5, 'USD', 'en-US')).toBe('$1,234.50');
    expect(formatMoney(99, 'GBP', 'en-GB')).toBe('£99.00');
    expect(plain(formatMoney(99, 'EUR', 'fr-FR'))).toBe('99,00 €');
    expect(formatMoney(5, 'USD', 'en-CA')).toBe('US$5.00');
  });

  it('returns an empty string for a non-finite amount', () => {
    expect(formatMoney(Number.NaN, 'USD', 'en-US')).toBe('');
    expect(formatMoney(Number.POSITIVE_INFINITY, 'USD', 'en-US')).toBe('');
  });

  it('throws RangeError for a malformed currency code', () => {
    expect(() => formatMoney(1, 'DOLLARS', 'en-US')).toThrow(RangeError);
  });
});

describe('numberFormat', () => {
  it('formats as Intl.NumberFormat does, in the locale', () => {
    expect(numberFormat('fr-CA', { maximumFractionDigits: 1 }).format(4.25)).toBe('4,3');
    expect(
      numberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 }).format(0.125),
    ).toBe('12.5%');
  });

  it('makes one formatter per locale and options, and reuses it', () => {
    const one = numberFormat('en-GB', { maximumFractionDigits: 2 });
    expect(numberFormat('en-GB', { maximumFractionDigits: 2 })).toBe(one);
    expect(numberFormat('en-GB', { maximumFractionDigits: 1 })).not.toBe(one);
    expect(numberFormat('fr-CA', { maximumFractionDigits: 2 })).not.toBe(one);
  });

  it('keeps at most 500 formatters, and formats as before once it started again', () => {
    const first = numberFormat('en-US', { minimumIntegerDigits: 1 });
    // 500 other option sets (21 × 21 digit settings, with and without grouping).
    for (let i = 0; i < 500; i += 1) {
      numberFormat('en-US', {
        minimumIntegerDigits: 1 + (i % 21),
        maximumFractionDigits: Math.floor(i / 21) % 21,
        useGrouping: i < 441,
      });
    }
    const again = numberFormat('en-US', { minimumIntegerDigits: 1 });
    expect(again).not.toBe(first);
    expect(again.format(7)).toBe('7');
  });

  it('reuses the formatter of a currency and locale for money', () => {
    expect(formatMoney(1, 'usd', 'en-US')).toBe('$1.00');
    expect(formatMoney(2, 'USD', 'en-US')).toBe('$2.00');
  });

  it('refuses a malformed locale tag', () => {
    expect(() => numberFormat('not a locale')).toThrow(RangeError);
  });
});

describe('shouldShowLowestPriceNotice (spec 3 §9)', () => {
  it('applies when current is below both the original and the historic best', () => {
    expect(shouldShowLowestPriceNotice({ current: 70, original: 100, historicBestPrice: 80 })).toBe(
      true,
    );
  });

  it('does not apply when current is not below the historic best', () => {
    expect(shouldShowLowestPriceNotice({ current: 80, original: 100, historicBestPrice: 80 })).toBe(
      false,
    );
    expect(shouldShowLowestPriceNotice({ current: 90, original: 100, historicBestPrice: 80 })).toBe(
      false,
    );
  });

  it('does not apply when current is not below the original', () => {
    expect(
      shouldShowLowestPriceNotice({ current: 100, original: 100, historicBestPrice: 120 }),
    ).toBe(false);
  });

  it('does not apply when a value is missing', () => {
    expect(shouldShowLowestPriceNotice({ current: 70, original: 100 })).toBe(false);
    expect(shouldShowLowestPriceNotice({ current: 70, historicBestPrice: 80 })).toBe(false);
    expect(shouldShowLowestPriceNotice({ original: 100, historicBestPrice: 80 })).toBe(false);
  });
});

describe('discountPercentage (spec 2 §9: 1 decimal)', () => {
  it('rounds to one decimal', () => {
    expect(discountPercentage(80, 60)).toBe(25);
    expect(discountPercentage(30, 20)).toBe(33.3);
    expect(discountPercentage(3, 1)).toBe(66.7);
    expect(discountPercentage(200, 199.9)).toBe(0.1);
  });

  it('is 0 without a discount or with invalid input', () => {
    expect(discountPercentage(50, 50)).toBe(0);
    expect(discountPercentage(50, 60)).toBe(0);
    expect(discountPercentage(0, 0)).toBe(0);
    expect(discountPercentage(undefined, 10)).toBe(0);
    expect(discountPercentage(Number.NaN, 10)).toBe(0);
  });
});

describe('resolvePrice', () => {
  it('hides an original that is not higher than the current price', () => {
    expect(resolvePrice({ current: 50, original: 50 })).toEqual({
      current: { low: 50, high: 50 },
      original: undefined,
      onSale: false,
      discount: 0,
    });
  });

  it('uses ranges when low and high are given, and prefers the given percentage', () => {
    expect(
      resolvePrice({
        lowCurrent: 40,
        highCurrent: 60,
        lowOriginal: 80,
        highOriginal: 100,
        percentagePriceDiscount: 40.04,
      }),
    ).toEqual({
      current: { low: 40, high: 60 },
      original: { low: 80, high: 100 },
      onSale: true,
      discount: 40,
    });
  });

  it('computes the discount when the service gives none', () => {
    expect(resolvePrice({ current: 60, original: 80 }).discount).toBe(25);
  });
});
