import type { BasketResponse } from '@storefront/api-contract';
import { formatMoney, numberFormat } from '@storefront/ui';
import { discountPercentage } from '../../cartNotices';
import type { CartLabels } from '../../labels';
import * as styles from './Totals.css';

/** Props of {@link Totals}. */
export interface TotalsProps {
  /** The basket totals (spec 1 §3 "Cart totals"), major units of `totals.currency`. */
  totals: BasketResponse['totals'];
  /** promoSummary callouts (ORDER, PRODUCT or SHIPPING level). */
  promoSummary?: BasketResponse['promoSummary'];
  /** BCP 47 tag, e.g. `en-US`. */
  locale: string;
  labels: CartLabels;
}

/**
 * The cart totals (spec 1 §3): item total, discount with its percentage (from item total and
 * discount, spec 1 §9), subtotal, shipping (free at 0), tax, rewards, gift cards, total, total
 * without tax and remaining to pay, plus the promoSummary callouts. A description list.
 */
export function Totals({ totals, promoSummary = [], locale, labels }: TotalsProps) {
  const money = (amount: number) => formatMoney(amount, totals.currency, locale);
  const percent = numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const rows: { key: string; term: string; value: string; className?: string }[] = [
    { key: 'itemTotal', term: labels.itemTotal, value: money(totals.itemTotal) },
  ];
  if (totals.totalDiscount > 0) {
    rows.push({
      key: 'discount',
      term: labels.discount(percent.format(discountPercentage(totals) / 100)),
      value: `−${money(totals.totalDiscount)}`,
      className: styles.discount,
    });
  }
  rows.push(
    { key: 'itemSubTotal', term: labels.itemSubTotal, value: money(totals.itemSubTotal) },
    {
      key: 'shipping',
      term: labels.shipping,
      value: totals.shipping === 0 ? labels.free : money(totals.shipping),
    },
    { key: 'tax', term: labels.tax, value: money(totals.tax) },
  );
  if (totals.appliedRewards > 0) {
    rows.push({
      key: 'rewards',
      term: labels.appliedRewards,
      value: `−${money(totals.appliedRewards)}`,
    });
  }
  for (const card of totals.giftCards ?? []) {
    rows.push({
      key: `gc-${card.cardNumber}`,
      term: `${labels.giftCards} ${card.cardNumber}`,
      value: `−${money(card.amount)}`,
    });
  }
  return (
    <div>
      {promoSummary.length > 0 && (
        <ul className={styles.callouts} aria-label={labels.promotions}>
          {promoSummary.map((promo) => (
            <li key={promo.promotionId} data-level={promo.level}>
              {promo.calloutMessage}
            </li>
          ))}
        </ul>
      )}
      <dl className={styles.list} data-testid="cart-totals">
        {rows.map((row) => (
          <div key={row.key} className={`${styles.row} ${row.className ?? ''}`}>
            <dt className={styles.term}>{row.term}</dt>
            <dd className={styles.value}>{row.value}</dd>
          </div>
        ))}
        <div className={`${styles.row} ${styles.total}`}>
          <dt>{labels.total}</dt>
          <dd className={styles.value} data-testid="cart-total">
            {money(totals.total)}
          </dd>
        </div>
        {totals.totalWithoutTax !== totals.total && (
          <div className={styles.row}>
            <dt className={styles.term}>{labels.totalWithoutTax}</dt>
            <dd className={styles.value}>{money(totals.totalWithoutTax)}</dd>
          </div>
        )}
        {totals.remainingToPay !== totals.total && (
          <div className={styles.row}>
            <dt className={styles.term}>{labels.remainingToPay}</dt>
            <dd className={styles.value}>{money(totals.remainingToPay)}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}
