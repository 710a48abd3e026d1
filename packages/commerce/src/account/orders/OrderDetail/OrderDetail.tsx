import type { Order } from '@storefront/api-contract';
import { Badge, Link } from '@storefront/ui';
import type { ReactNode } from 'react';
import type { CartLabels } from '../../../cart/labels';
import { OrderLines } from '../../../checkout/components/OrderLines';
import type { CheckoutLabels } from '../../../checkout/flow/labels';
import type { OrdersLabels } from '../labels';
import { orderDate } from '../OrderHistory/OrderHistory';
import { OrderTracking, type OrderTrackingInfo } from '../OrderTracking/OrderTracking';
import * as styles from '../orders.css';

/** Props of {@link OrderDetail}. */
export interface OrderDetailProps {
  /** GET /consumer/purchase/{orderId}. */
  order: Order;
  /** POST /consumer/TrackOrder for the order; left out when it could not be read. */
  tracking?: OrderTrackingInfo | null;
  /** BCP 47 tag for dates and amounts, e.g. `en-US`. */
  locale: string;
  /** Store and collection point names by id, for store shipments' headings. */
  storeNames?: Record<string, string>;
  /** The order history, for the "Back to orders" link. */
  historyHref: string;
  /** The order's actions (invoice, cancel, return label): a client island of the host. */
  actions?: ReactNode;
  labels: OrdersLabels;
  checkoutLabels: CheckoutLabels;
  /** The totals' words (the `cart` catalogue). */
  cartLabels: CartLabels;
}

/**
 * An order of the shopper's history (spec 1 §3 "Order"; spec 2 §7 purchase detail): number,
 * date and status, its actions, the tracking, the items per shipment with delivery method and
 * address or store, the payment instruments and the totals with the promotions' callouts (promoSummary).
 * Server-safe.
 */
export function OrderDetail({
  order,
  tracking,
  locale,
  storeNames = {},
  historyHref,
  actions,
  labels,
  checkoutLabels,
  cartLabels,
}: OrderDetailProps) {
  const words = labels.detail;
  return (
    <article className={styles.section} data-testid="order-detail">
      <div>
        <Link href={historyHref}>{words.back}</Link>
      </div>
      <header className={styles.section}>
        <h1 className={styles.title}>{words.title(order.orderNumber)}</h1>
        <p className={styles.muted}>
          {words.placedOn(orderDate(order.createdAt, locale))} ·{' '}
          <Badge tone={order.st === 'cancelled' || order.st === 'failed' ? 'neutral' : 'info'}>
            <span data-testid="order-status">{labels.status(order.st)}</span>
          </Badge>
        </p>
      </header>
      {actions}
      {tracking && <OrderTracking tracking={tracking} locale={locale} labels={labels} />}
      <OrderLines
        source={order}
        locale={locale}
        storeNames={storeNames}
        idPrefix={`order-${order.orderNumber}`}
        paymentTitle={words.paidWith}
        totalsTitle={words.totals}
        labels={checkoutLabels}
        cartLabels={cartLabels}
      />
    </article>
  );
}
