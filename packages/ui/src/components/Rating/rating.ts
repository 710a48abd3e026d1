import { numberFormat } from '../Price/priceRules';

/** The highest rating: ratings are on a 0–5 star scale. */
export const MAX_RATING = 5;

/** What one star shows. */
export type StarFill = 'full' | 'half' | 'empty';

/**
 * Rounds a rating to the nearest half star, clamped to 0–5. `NaN` and non-finite values
 * give 0 (no rating). Halves round up: 4.25 → 4.5, 4.75 → 5.
 */
export function roundToHalf(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const clamped = Math.min(MAX_RATING, Math.max(0, value));
  return Math.round(clamped * 2) / 2;
}

/** The five stars for a rating, after rounding to the nearest half. */
export function starFills(value: number): StarFill[] {
  const rounded = roundToHalf(value);
  return Array.from({ length: MAX_RATING }, (_, i) => {
    if (rounded >= i + 1) return 'full';
    if (rounded >= i + 0.5) return 'half';
    return 'empty';
  });
}

/**
 * The accessible text of a rating, e.g. "Rated 4.5 out of 5 stars, 120 reviews". The value is
 * the rounded one shown by the stars; the count is formatted for `locale` (BCP 47). English
 * wording: pass a translated `label` to `Rating` for other languages.
 */
export function ratingLabel(value: number, reviewCount?: number, locale = 'en-US'): string {
  const rounded = roundToHalf(value);
  const base = `Rated ${numberFormat(locale).format(rounded)} out of ${MAX_RATING} stars`;
  if (reviewCount === undefined) return base;
  const count = numberFormat(locale).format(reviewCount);
  return `${base}, ${count} ${reviewCount === 1 ? 'review' : 'reviews'}`;
}
