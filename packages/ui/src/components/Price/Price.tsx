import { clsx } from 'clsx';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Price.css';
import {
  formatMoney,
  numberFormat,
  type PriceAmount,
  type PriceValue,
  resolvePrice,
  shouldShowLowestPriceNotice,
} from './priceRules';

/** Words the price reads out or shows; English by default, pass translations per locale. */
export interface PriceLabels {
  /** Screen-reader prefix of the current price. */
  current: string;
  /** Screen-reader prefix of the struck-through original price. */
  original: string;
  /** Visible discount text from the locale-formatted percentage, e.g. `-25%`. */
  discount: (percent: string) => string;
  /** The lowest-price notice (spec 3 §9) from the formatted historic best price. */
  lowestPrice: (amount: string) => string;
}

const defaultLabels: PriceLabels = {
  current: 'Current price:',
  original: 'Original price:',
  discount: (percent) => `-${percent}`,
  lowestPrice: (amount) => `Lowest price in the last 30 days: ${amount}`,
};

/** Props of {@link Price}. */
export interface PriceProps {
  /** Amounts in major currency units (spec 3 §3 "Price"). */
  price: PriceValue;
  /** ISO 4217 code, e.g. `USD`, `CAD`. */
  currency: string;
  /** BCP 47 tag, e.g. `en-US`, `fr-CA`. */
  locale: string;
  /** `md` by default. */
  size?: 'sm' | 'md' | 'lg';
  /** Show the discount percentage on sale; `true` by default. */
  showDiscount?: boolean;
  labels?: Partial<PriceLabels>;
  className?: string;
}

function formatAmount(amount: PriceAmount, currency: string, locale: string): string {
  const low = formatMoney(amount.low, currency, locale);
  return amount.low === amount.high
    ? low
    : `${low} – ${formatMoney(amount.high, currency, locale)}`;
}

/**
 * A product price: the current price or range (low – high), on sale in the sale tone with the
 * original price or range struck through and the discount percentage (1 decimal, spec 2 §9),
 * and the lowest-price notice when spec 3 §9's rule applies. Money is formatted with
 * {@link formatMoney} (CAD shows its code, spec 2 §5). Renders nothing without a current price.
 *
 * @throws RangeError for a malformed currency code or locale (from `Intl.NumberFormat`).
 */
export function Price({
  price,
  currency,
  locale,
  size = 'md',
  showDiscount = true,
  labels,
  className,
}: PriceProps) {
  const text = { ...defaultLabels, ...labels };
  const { current, original, onSale, discount } = resolvePrice(price);
  if (!current) return null;
  const percent = numberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(discount / 100);
  const showNotice = shouldShowLowestPriceNotice(price);

  return (
    <div className={clsx(styles.root, styles.size[size], className)}>
      <span className={clsx(styles.current, onSale && styles.sale)}>
        <VisuallyHidden>{text.current} </VisuallyHidden>
        {formatAmount(current, currency, locale)}
      </span>
      {original ? (
        <s className={styles.original}>
          <VisuallyHidden>{text.original} </VisuallyHidden>
          {formatAmount(original, currency, locale)}
        </s>
      ) : null}
      {showDiscount && discount > 0 ? (
        <span className={styles.discount}>{text.discount(percent)}</span>
      ) : null}
      {showNotice ? (
        <p className={styles.notice}>
          {text.lowestPrice(formatMoney(price.historicBestPrice ?? 0, currency, locale))}
        </p>
      ) : null}
    </div>
  );
}
