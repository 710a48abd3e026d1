import type { PurchaseHistory } from '@storefront/api-contract';
import { formatMoney, Heading, Link } from '@storefront/ui';
import type { Translate } from '../../messages/translate';
import * as styles from './AccountOverviewParts.css';

/** One order of the purchase history (POST /consumers-v3/consumer/purchasehistory). */
export type RecentOrder = PurchaseHistory['orders'][number];

/** Props of {@link RecentOrders}. */
export interface RecentOrdersProps {
  /** The newest orders (a few), or `null` when the history could not be read (error state). */
  orders: readonly RecentOrder[] | null;
  /** The order history page (`/{locale}/account/orders`); each order links to `{href}/{number}`. */
  ordersHref: string;
  /** BCP 47 tag for dates and amounts, e.g. `en-US`. */
  locale: string;
  /** The `accountarea` translator (`recentOrders.*`). */
  t: Translate;
}

/**
 * The account overview's recent orders (spec 2 §1): number (linking to the order), date,
 * status, units and total of the newest orders, and a link to the whole history. Empty and
 * error states say so. Server-safe.
 */
export function RecentOrders({ orders, ordersHref, locale, t }: RecentOrdersProps) {
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <section className={styles.panel} aria-labelledby="recent-orders-title">
      <Heading level={2} id="recent-orders-title">
        {t('recentOrders.title')}
      </Heading>
      {orders === null ? (
        <p className={styles.text} role="alert">
          {t('recentOrders.error')}
        </p>
      ) : orders.length === 0 ? (
        <p className={styles.text}>{t('recentOrders.empty')}</p>
      ) : (
        <ul className={styles.orders}>
          {orders.map((order) => (
            <li key={order.orderNumber} className={styles.order}>
              <span className={styles.orderFacts}>
                <Link href={`${ordersHref}/${encodeURIComponent(order.orderNumber)}`}>
                  {t('recentOrders.order', { orderNumber: order.orderNumber })}
                </Link>
                <span>
                  {t('recentOrders.placed', { date: date.format(new Date(order.createdAt)) })}
                </span>
              </span>
              <span className={styles.orderFacts}>
                <span>{t(`recentOrders.status.${order.st}`)}</span>
                <span>
                  {t('recentOrders.units', { count: order.totalUnits })} ·{' '}
                  {formatMoney(order.total, order.currency, locale)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link href={ordersHref}>{t('recentOrders.viewAll')}</Link>
    </section>
  );
}
