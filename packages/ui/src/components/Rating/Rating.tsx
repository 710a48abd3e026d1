import { clsx } from 'clsx';
import { Icon } from '../Icon';
import { numberFormat } from '../Price/priceRules';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Rating.css';
import { ratingLabel, roundToHalf, starFills } from './rating';

/** Props of {@link Rating}. */
export interface RatingProps {
  /** The average rating on a 0–5 scale; shown rounded to the nearest half star. */
  value: number;
  /** Number of reviews; shown as "(120)" when given. */
  reviewCount?: number;
  /** `sm` (16 px stars) or `md` (20 px, default). */
  size?: 'sm' | 'md';
  /** Show the rounded value as a number next to the stars. */
  showValue?: boolean;
  /** `inverse` for dark surfaces. */
  tone?: 'default' | 'inverse';
  /** BCP 47 locale for the numbers, e.g. `'fr-CA'`; `'en-US'` by default. */
  locale?: string;
  /**
   * The accessible text; by default "Rated 4.5 out of 5 stars, 120 reviews" (English).
   * Pass a translated text for other languages.
   */
  label?: string;
  className?: string;
}

/**
 * A product's star rating: five stars with halves, an optional value and review count. Screen
 * readers hear one sentence (see `ratingLabel`); the stars and numbers are hidden from them.
 */
export function Rating({
  value,
  reviewCount,
  size = 'md',
  showValue = false,
  tone = 'default',
  locale = 'en-US',
  label,
  className,
}: RatingProps) {
  const format = numberFormat(locale);
  const inverse = tone === 'inverse';
  return (
    <span
      className={clsx(styles.root, styles.textSize[size], inverse && styles.inverseText, className)}
    >
      <span className={clsx(styles.stars, inverse && styles.inverseStars)} aria-hidden="true">
        {starFills(value).map((fill, i) => (
          <Icon
            key={i}
            name={fill === 'full' ? 'star' : fill === 'half' ? 'star-half' : 'star-empty'}
            size={size}
            data-fill={fill}
          />
        ))}
      </span>
      {showValue ? (
        <span className={styles.value} aria-hidden="true">
          {format.format(roundToHalf(value))}
        </span>
      ) : null}
      {reviewCount !== undefined ? (
        <span aria-hidden="true">({format.format(reviewCount)})</span>
      ) : null}
      <VisuallyHidden>{label ?? ratingLabel(value, reviewCount, locale)}</VisuallyHidden>
    </span>
  );
}
