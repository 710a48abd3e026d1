import type { PurchaseHistory } from '@storefront/api-contract';
import {
  Badge,
  Button,
  formatMoney,
  Link,
  Notification,
  Pagination,
  Skeleton,
} from '@storefront/ui';
import type { OrdersLabels } from '../labels';
import { historyWindow } from '../orderRules';
import * as styles from '../orders.css';

/** Props of {@link OrderHistory}. */
export interface OrderHistoryProps {
  /** One page of POST /consumer/purchasehistory; `null` when it could not be read (error state). */
  history: PurchaseHistory | null;
  /** BCP 47 tag for dates and amounts, e.g. `en-US`. */
  locale: string;
  /** The detail page of an order, e.g. `/en-us/account/orders/ALP00001042`. */
  orderHref(orderNumber: string): string;
  /** A history page's URL (1-based), e.g. `/en-us/account/orders?page=2`. */
  pageHref(page: number): string;
  /** Where the empty state's "Start shopping" goes. */
  shopHref: string;
  labels: OrdersLabels;
}

/** An ISO date as the locale writes it (UTC day: the order's date wherever the shopper is). */
export function orderDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}

/**
 * The order history (spec 2 §1, §7 POST /consumer/purchasehistory): a table of the shopper's
 * orders, newest first — number (a link to the detail), date, status, units and total in the
 * order currency — with page links (spec 1 §9 pagination, pages as crawlable links). Empty and
 * error states; {@link OrderHistorySkeleton} while it loads. Server-safe.
 */
export function OrderHistory({
  history,
  locale,
  orderHref,
  pageHref,
  shopHref,
  labels,
}: OrderHistoryProps) {
  const words = labels.history;
  if (!history) return <Notification tone="error">{words.error}</Notification>;
  if (history.total === 0 || history.orders.length === 0) {
    return (
      <div className={styles.section}>
        <p className={styles.text}>{words.empty}</p>
        <div>
          <Button href={shopHref} variant="secondary">
            {words.shop}
          </Button>
        </div>
      </div>
    );
  }
  const window = historyWindow(history);
  return (
    <div className={styles.section}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          {words.caption} · {words.showing(window.from, window.to, window.total)}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.cell}>
              {words.orderNumber}
            </th>
            <th scope="col" className={styles.cell}>
              {words.date}
            </th>
            <th scope="col" className={styles.cell}>
              {words.status}
            </th>
            <th scope="col" className={styles.cell}>
              {words.items}
            </th>
            <th scope="col" className={styles.cell}>
              {words.total}
            </th>
          </tr>
        </thead>
        <tbody>
          {history.orders.map((order) => (
            <tr key={order.orderNumber} data-testid="order-row">
              <th scope="row" className={styles.cell}>
                <Link
                  href={orderHref(order.orderNumber)}
                  aria-label={words.view(order.orderNumber)}
                >
                  {order.orderNumber}
                </Link>
              </th>
              <td className={styles.cell}>{orderDate(order.createdAt, locale)}</td>
              <td className={styles.cell}>
                <Badge
                  tone={order.st === 'cancelled' || order.st === 'failed' ? 'neutral' : 'info'}
                >
                  {labels.status(order.st)}
                </Badge>
              </td>
              <td className={styles.cell}>{words.units(order.totalUnits)}</td>
              <td className={styles.cell}>{formatMoney(order.total, order.currency, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {window.pageCount > 1 && (
        <Pagination
          page={window.page}
          pageCount={window.pageCount}
          getHref={pageHref}
          label={words.pagination}
          labels={{ previous: words.previous, next: words.next, page: words.page }}
        />
      )}
    </div>
  );
}

/** The history while it loads (the route's loading state): a labelled placeholder. */
export function OrderHistorySkeleton({ labels }: { labels: OrdersLabels }) {
  return (
    <div className={styles.section} role="status" aria-busy="true">
      <span className={styles.muted}>{labels.history.loading}</span>
      <Skeleton variant="rect" height="2.5rem" />
      <Skeleton variant="rect" height="2.5rem" />
      <Skeleton variant="rect" height="2.5rem" />
    </div>
  );
}
