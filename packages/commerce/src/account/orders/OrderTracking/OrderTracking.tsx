import type { trackOrderSchema } from '@storefront/api-contract';
import { useId } from 'react';
import type * as z from 'zod';
import type { OrdersLabels } from '../labels';
import { orderDate } from '../OrderHistory/OrderHistory';
import * as styles from '../orders.css';

/** A TrackOrder answer (spec 2 §7 POST /consumer/TrackOrder). */
export type OrderTrackingInfo = z.infer<typeof trackOrderSchema>;

/** Props of {@link OrderTracking}. */
export interface OrderTrackingProps {
  tracking: OrderTrackingInfo;
  /** BCP 47 tag for dates, e.g. `en-US`. */
  locale: string;
  /** The section heading's level (2 on the detail page, 3 under the lookup's result). */
  headingLevel?: 2 | 3;
  labels: OrdersLabels;
}

/**
 * An order's tracking (spec 2 §7 TrackOrder): its status, the dated events (placed, shipped,
 * cancelled) and each shipment's tracking number once shipped. A region named by its heading.
 * Server-safe (also rendered inside the order status lookup's island).
 */
export function OrderTracking({ tracking, locale, headingLevel = 2, labels }: OrderTrackingProps) {
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const words = labels.tracking;
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`} data-testid="tracking">
      <Heading id={`${id}-title`} className={styles.subtitle}>
        {words.title}
      </Heading>
      <p className={styles.text}>{words.status(labels.status(tracking.st))}</p>
      <ol className={styles.list} aria-label={words.events}>
        {tracking.events.map((event) => (
          <li key={`${event.status}-${event.date}`}>
            {words.event(event.status)} · {orderDate(event.date, locale)}
          </li>
        ))}
      </ol>
      <ul className={styles.list}>
        {tracking.shipments.map((shipment, index) => (
          <li key={shipment.shipmentId}>
            {words.shipment(index + 1)}:{' '}
            {shipment.trackingNumber
              ? words.trackingNumber(shipment.trackingNumber)
              : words.notShipped}
          </li>
        ))}
      </ul>
    </section>
  );
}
