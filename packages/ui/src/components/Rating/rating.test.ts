import { describe, expect, it } from 'vitest';
import { ratingLabel, roundToHalf, starFills } from './rating';

describe('roundToHalf', () => {
  it.each([
    [0, 0],
    [0.24, 0],
    [0.25, 0.5],
    [1.74, 1.5],
    [1.75, 2],
    [3.3, 3.5],
    [4.2, 4],
    [4.5, 4.5],
    [4.74, 4.5],
    [4.76, 5],
    [5, 5],
  ])('rounds %d to %d', (value, expected) => {
    expect(roundToHalf(value)).toBe(expected);
  });

  it('clamps to 0–5', () => {
    expect(roundToHalf(-1)).toBe(0);
    expect(roundToHalf(7.2)).toBe(5);
  });

  it('treats NaN and infinities as no rating', () => {
    expect(roundToHalf(Number.NaN)).toBe(0);
    expect(roundToHalf(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('starFills', () => {
  it('fills full, half and empty stars from the rounded value', () => {
    expect(starFills(3.6)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starFills(4.8)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starFills(0.3)).toEqual(['half', 'empty', 'empty', 'empty', 'empty']);
    expect(starFills(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });
});

describe('ratingLabel', () => {
  it('says the rounded value and the review count', () => {
    expect(ratingLabel(4.46, 120)).toBe('Rated 4.5 out of 5 stars, 120 reviews');
  });

  it('uses the singular for one review', () => {
    expect(ratingLabel(5, 1)).toBe('Rated 5 out of 5 stars, 1 review');
  });

  it('leaves the count out when unknown', () => {
    expect(ratingLabel(3)).toBe('Rated 3 out of 5 stars');
  });

  it('formats numbers for the locale', () => {
    expect(ratingLabel(4.5, 1234, 'en-US')).toBe('Rated 4.5 out of 5 stars, 1,234 reviews');
    // fr-CA groups with a (narrow) no-break space.
    expect(ratingLabel(4.5, 1234, 'fr-CA')).toMatch(/^Rated 4,5 out of 5 stars, 1\s234 reviews$/);
  });
});
