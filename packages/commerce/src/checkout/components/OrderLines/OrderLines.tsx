import type { BasketResponse, Order } from '@storefront/api-contract';
import { Button, Card, formatMoney, Inline } from '@storefront/ui';
import { Totals } from '../../../cart/components/Totals';
import type { CartLabels } from '../../../cart/labels';
import type { CheckoutLabels } from '../../flow/labels';
import * as shipping from '../CheckoutShipping/CheckoutShipping.css';
import { methodLabel, shipmentName, showsAddress } from '../CheckoutShipping/shipmentInfo';
import { AddressBlock } from '../CheckoutSummary/AddressBlock';
import * as styles from './OrderLines.css';

/** What the lines show: a basket at the summary step or a placed order (same shapes, spec 1 §3). */
export type OrderLinesSource = Pick<
  Order,
  | 'currency'
  | 'items'
  | 'shipments'
  | 'billingAddress'
  | 'paymentInstruments'
  | 'totals'
  | 'promoSummary'
>;

/** The lines of a basket (its `payment_instruments` as `paymentInstruments`). */
export function basketLines(basket: BasketResponse): OrderLinesSource {
  return { ...basket, paymentInstruments: basket.payment_instruments };
}

/** Props of {@link OrderLines}. */
export interface OrderLinesProps {
  source: OrderLinesSource;
  /** BCP 47 tag for amounts (in `source.currency`), e.g. `en-US`. */
  locale: string;
  /** Store and collection point names by id, for store shipments' headings. */
  storeNames?: Record<string, string>;
  /** Prefix of the payment and totals headings' ids (unique on the page), e.g. `summary`. */
  idPrefix: string;
  /** Heading of the payment section, e.g. "Payment" or "Paid with". */
  paymentTitle: string;
  /** Heading of the totals section, e.g. "Order summary" or "Totals". */
  totalsTitle: string;
  /** When given, each shipment and the payment get an "Edit" button going back to that step. */
  onEdit?(step: 'shipping' | 'billing'): void;
  labels: CheckoutLabels;
  /** The totals' words (the `cart` catalogue). */
  cartLabels: CartLabels;
}

/**
 * The lines of a basket or an order (spec 1 §2 summary and confirmation, §3 "Order"): one
 * section per shipment that carries items (heading, delivery method with price, address or
 * store, the items with attributes, quantity and price after item discounts), the payment
 * (billing address, payment instruments with amounts) and the totals. Server-safe; with
 * `onEdit`, sections have an "Edit" button named after them.
 */
export function OrderLines({
  source,
  locale,
  storeNames = {},
  idPrefix,
  paymentTitle,
  totalsTitle,
  onEdit,
  labels,
  cartLabels,
}: OrderLinesProps) {
  const money = (amount: number) => formatMoney(amount, source.currency, locale);
  const edit = (step: 'shipping' | 'billing', name: string) =>
    onEdit ? (
      <Button
        variant="link"
        size="sm"
        aria-label={labels.editSection(name)}
        onClick={() => onEdit(step)}
      >
        {labels.edit}
      </Button>
    ) : null;
  const shipments = source.shipments
    .map((shipment) => ({
      shipment,
      items: source.items.filter((i) => i.shipmentId === shipment.shipmentId),
    }))
    .filter((s) => s.items.length > 0);
  return (
    <>
      {shipments.map(({ shipment, items }) => {
        const name = shipmentName(shipment, (id) => storeNames[id] ?? id, labels);
        return (
          <Card as="section" key={shipment.shipmentId} display="grid" gap="sm" aria-label={name}>
            <Inline gap="sm" wrap={false} align="baseline" justify="between">
              <h2 className={shipping.sectionTitle}>{name}</h2>
              {edit('shipping', name)}
            </Inline>
            {shipment.shippingMethod && (
              <p className={shipping.methodText}>
                {methodLabel(shipment.shippingMethod, money, labels, shipment.shippingDiscount)}
              </p>
            )}
            {showsAddress(shipment) && <AddressBlock address={shipment.shippingAddress} />}
            <ul className={styles.items}>
              {items.map((item) => (
                <li key={item.id} className={styles.item}>
                  <span>
                    {item.name}
                    <span className={styles.muted}>
                      {' '}
                      {Object.values(item.attributes).join(' / ')} · {labels.qty(item.qty)}
                    </span>
                  </span>
                  <span>{money(item.price.priceAfterItemDiscount)}</span>
                </li>
              ))}
            </ul>
          </Card>
        );
      })}
      <Card as="section" display="grid" gap="sm" aria-labelledby={`${idPrefix}-payment`}>
        <Inline gap="sm" wrap={false} align="baseline" justify="between">
          <h2 id={`${idPrefix}-payment`} className={shipping.sectionTitle}>
            {paymentTitle}
          </h2>
          {edit('billing', paymentTitle)}
        </Inline>
        <AddressBlock address={source.billingAddress} />
        <ul className={styles.items}>
          {source.paymentInstruments.map((p) => (
            <li key={p.payment_instrument_id} className={styles.item}>
              <span>{labels.paymentMethodNames[p.payment_method_id] ?? p.payment_method_id}</span>
              <span>{money(p.amount)}</span>
            </li>
          ))}
        </ul>
      </Card>
      <Card as="section" display="grid" gap="sm" aria-labelledby={`${idPrefix}-totals`}>
        <h2 id={`${idPrefix}-totals`} className={shipping.sectionTitle}>
          {totalsTitle}
        </h2>
        <Totals
          totals={source.totals}
          promoSummary={source.promoSummary}
          locale={locale}
          labels={cartLabels}
        />
      </Card>
    </>
  );
}
