'use client';

import { Button, formatMoney, TextField } from '@storefront/ui';
import { useState } from 'react';
import { type CheckoutLabels, checkoutLabels } from '../../checkout-flow/labels';
import type { CheckoutStep } from '../../checkout-flow/steps';
import { canComplete } from '../../checkout-flow/steps';
import type { CheckoutData, PlaceOrderInput } from '../../checkout-flow/types';
import { CartNotices } from '../CartNotices';
import * as shipping from '../CheckoutShipping/CheckoutShipping.css';
import {
  methodLabel,
  shipmentName,
  showsAddress,
  usedShipments,
} from '../CheckoutShipping/shipmentInfo';
import { Totals } from '../Totals';
import { AddressBlock } from './AddressBlock';
import * as styles from './CheckoutSummary.css';

/** Props of {@link CheckoutSummary}. */
export interface CheckoutSummaryProps {
  data: CheckoutData;
  /** BCP 47 tag for amounts. */
  locale: string;
  storeNames?: Record<string, string>;
  /** In-store associate mode (configuration): store id and employee id are sent with the order. */
  inStoreMode?: boolean;
  /** The order is being placed (the button is busy; a double click places one order). */
  placing?: boolean;
  onPlace(input: PlaceOrderInput): void;
  /** Go back to a step to change it. */
  onEdit(step: CheckoutStep): void;
  labels?: CheckoutLabels;
}

/**
 * The summary step (spec 1 §2, §4): the items per shipment with their delivery, the
 * addresses, the payment instruments and the totals, then "Place order". When every item is
 * out of stock the order cannot be completed (spec 1 §8) and the button is disabled.
 */
export function CheckoutSummary({
  data,
  locale,
  storeNames = {},
  inStoreMode = false,
  placing = false,
  onPlace,
  onEdit,
  labels = checkoutLabels,
}: CheckoutSummaryProps) {
  const { basket } = data;
  const money = (amount: number) => formatMoney(amount, basket.currency, locale);
  const complete = canComplete(basket);
  const [inStore, setInStore] = useState({ storeId: '', storeEmployeeId: '' });
  const [inStoreError, setInStoreError] = useState<Partial<typeof inStore>>({});

  const place = () => {
    if (inStoreMode) {
      const errors: Partial<typeof inStore> = {};
      if (!inStore.storeId.trim()) errors.storeId = 'This field is required';
      if (!inStore.storeEmployeeId.trim()) errors.storeEmployeeId = 'This field is required';
      setInStoreError(errors);
      if (Object.keys(errors).length > 0) return;
      onPlace({
        inStoreSalesInfo: {
          storeId: inStore.storeId.trim(),
          storeEmployeeId: inStore.storeEmployeeId.trim(),
        },
      });
      return;
    }
    onPlace({});
  };

  return (
    <div className={shipping.form}>
      <CartNotices basket={basket} />
      {usedShipments(basket).map(({ shipment, items }) => {
        const name = shipmentName(shipment, (id) => storeNames[id] ?? id, labels);
        return (
          <section key={shipment.shipmentId} className={shipping.section} aria-label={name}>
            <div className={styles.headerRow}>
              <h2 className={shipping.sectionTitle}>{name}</h2>
              <Button
                variant="link"
                size="sm"
                aria-label={`${labels.edit}: ${name}`}
                onClick={() => onEdit('shipping')}
              >
                {labels.edit}
              </Button>
            </div>
            {shipment.shippingMethod && (
              <p className={shipping.methodText}>
                {methodLabel(shipment.shippingMethod, money, labels)}
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
          </section>
        );
      })}
      <section className={shipping.section} aria-labelledby="summary-billing">
        <div className={styles.headerRow}>
          <h2 id="summary-billing" className={shipping.sectionTitle}>
            {labels.payment}
          </h2>
          <Button
            variant="link"
            size="sm"
            aria-label={`${labels.edit}: ${labels.payment}`}
            onClick={() => onEdit('billing')}
          >
            {labels.edit}
          </Button>
        </div>
        <AddressBlock address={basket.billingAddress} />
        <ul className={styles.items}>
          {basket.payment_instruments.map((p) => (
            <li key={p.payment_instrument_id} className={styles.item}>
              <span>{labels.paymentMethodNames[p.payment_method_id] ?? p.payment_method_id}</span>
              <span>{money(p.amount)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className={shipping.section} aria-labelledby="summary-totals">
        <h2 id="summary-totals" className={shipping.sectionTitle}>
          {labels.summary}
        </h2>
        <Totals totals={basket.totals} promoSummary={basket.promoSummary} locale={locale} />
      </section>
      {inStoreMode && (
        <fieldset className={styles.fields}>
          <legend>{labels.inStore}</legend>
          <TextField
            id="in-store-store"
            label={labels.storeId}
            required
            value={inStore.storeId}
            error={inStoreError.storeId}
            onChange={(e) => setInStore({ ...inStore, storeId: e.target.value })}
          />
          <TextField
            id="in-store-employee"
            label={labels.storeEmployeeId}
            required
            value={inStore.storeEmployeeId}
            error={inStoreError.storeEmployeeId}
            onChange={(e) => setInStore({ ...inStore, storeEmployeeId: e.target.value })}
          />
        </fieldset>
      )}
      {!complete && <p className={shipping.methodText}>{labels.cannotComplete}</p>}
      <div className={shipping.actions}>
        <Button size="lg" loading={placing} disabled={!complete} onClick={place}>
          {labels.placeOrder}
        </Button>
      </div>
    </div>
  );
}
