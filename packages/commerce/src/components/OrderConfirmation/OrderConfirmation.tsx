import type { Order } from '@storefront/api-contract';
import { Button, formatMoney } from '@storefront/ui';
import type { ReactNode } from 'react';
import { type CheckoutLabels, checkoutLabels } from '../../checkout-flow/labels';
import * as shipping from '../CheckoutShipping/CheckoutShipping.css';
import { methodLabel, shipmentName, showsAddress } from '../CheckoutShipping/shipmentInfo';
import { AddressBlock } from '../CheckoutSummary/AddressBlock';
import * as summary from '../CheckoutSummary/CheckoutSummary.css';
import { Totals } from '../Totals';
import * as styles from './OrderConfirmation.css';

/** Props of {@link OrderConfirmation}. */
export interface OrderConfirmationProps {
  order: Order;
  /** BCP 47 tag for amounts, e.g. `en-US`. */
  locale: string;
  storeNames?: Record<string, string>;
  /** Where "Continue shopping" goes (the home page, or the product page with storeContext). */
  continueHref: string;
  /** Content slots of the `order-confirmation` augmented page, above and under the order. */
  slotTop?: ReactNode;
  slotBottom?: ReactNode;
  labels?: CheckoutLabels;
}

/**
 * The order confirmation (spec 1 §2 /order-confirmation, §3 "Order"): order number, the
 * confirmation e-mail, the items per shipment with delivery method and address or store, the
 * payment instruments and the totals, between the page's content slots. Server-safe.
 */
export function OrderConfirmation({
  order,
  locale,
  storeNames = {},
  continueHref,
  slotTop,
  slotBottom,
  labels = checkoutLabels,
}: OrderConfirmationProps) {
  const money = (amount: number) => formatMoney(amount, order.currency, locale);
  const email = order.billingAddress?.email;
  const shipments = order.shipments
    .map((shipment) => ({
      shipment,
      items: order.items.filter((i) => i.shipmentId === shipment.shipmentId),
    }))
    .filter((s) => s.items.length > 0);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{labels.thankYou}</h1>
        <p className={styles.number} data-testid="order-number">
          {labels.orderNumber(order.orderNumber)}
        </p>
        {email && <p className={styles.text}>{labels.confirmationEmail(email)}</p>}
      </header>
      {slotTop}
      {shipments.map(({ shipment, items }) => {
        const name = shipmentName(shipment, (id) => storeNames[id] ?? id, labels);
        return (
          <section key={shipment.shipmentId} className={shipping.section} aria-label={name}>
            <h2 className={shipping.sectionTitle}>{name}</h2>
            {shipment.shippingMethod && (
              <p className={shipping.methodText}>
                {methodLabel(shipment.shippingMethod, money, labels)}
              </p>
            )}
            {showsAddress(shipment) && <AddressBlock address={shipment.shippingAddress} />}
            <ul className={summary.items}>
              {items.map((item) => (
                <li key={item.id} className={summary.item}>
                  <span>
                    {item.name}
                    <span className={summary.muted}>
                      {' '}
                      {Object.values(item.attributes).join(' / ')} · {labels.qty(item.qty)}
                    </span>
                  </span>
                  <span>{money(item.price.priceAfterItemDiscount)}</span>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      <section className={shipping.section} aria-labelledby="confirmation-payment">
        <h2 id="confirmation-payment" className={shipping.sectionTitle}>
          {labels.paidWith}
        </h2>
        <AddressBlock address={order.billingAddress} />
        <ul className={summary.items}>
          {order.paymentInstruments.map((p) => (
            <li key={p.payment_instrument_id} className={summary.item}>
              <span>{labels.paymentMethodNames[p.payment_method_id] ?? p.payment_method_id}</span>
              <span>{money(p.amount)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className={shipping.section} aria-labelledby="confirmation-totals">
        <h2 id="confirmation-totals" className={shipping.sectionTitle}>
          {labels.totals}
        </h2>
        <Totals totals={order.totals} promoSummary={order.promoSummary} locale={locale} />
      </section>
      {slotBottom}
      <div>
        <Button href={continueHref} variant="secondary">
          {labels.continueShopping}
        </Button>
      </div>
    </div>
  );
}
