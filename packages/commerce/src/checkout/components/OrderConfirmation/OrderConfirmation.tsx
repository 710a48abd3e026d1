import type { Order } from '@storefront/api-contract';
import { Button, Grid } from '@storefront/ui';
import type { ReactNode } from 'react';
import type { CartLabels } from '../../../cart/labels';
import type { CheckoutLabels } from '../../flow/labels';
import { InStoreSalesInfo } from '../InStoreSalesInfo';
import { OrderLines } from '../OrderLines';
import { ConfirmationTitle } from './ConfirmationTitle.client';
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
  labels: CheckoutLabels;
  /** The totals' words (the `cart` catalogue). */
  cartLabels: CartLabels;
}

/**
 * The order confirmation (spec 1 §2 /order-confirmation, §3 "Order"): order number, the
 * confirmation e-mail, the items per shipment with delivery method and address or store, the
 * payment instruments and the totals, between the page's content slots; an in-store order
 * (spec 1 §7 `inStoreSalesInfo`) also shows its store and associate. Server-safe.
 */
export function OrderConfirmation({
  order,
  locale,
  storeNames = {},
  continueHref,
  slotTop,
  slotBottom,
  labels,
  cartLabels,
}: OrderConfirmationProps) {
  const email = order.billingAddress?.email;
  return (
    <div className={styles.page}>
      <Grid as="header" gap="xs">
        <ConfirmationTitle>{labels.thankYou}</ConfirmationTitle>
        <p className={styles.number} data-testid="order-number">
          {labels.orderNumber(order.orderNumber)}
        </p>
        {email && <p className={styles.text}>{labels.confirmationEmail(email)}</p>}
      </Grid>
      {slotTop}
      <OrderLines
        source={order}
        locale={locale}
        storeNames={storeNames}
        idPrefix="confirmation"
        paymentTitle={labels.paidWith}
        totalsTitle={labels.totals}
        labels={labels}
        cartLabels={cartLabels}
      />
      {order.inStoreSalesInfo && (
        <InStoreSalesInfo info={order.inStoreSalesInfo} idPrefix="confirmation" labels={labels} />
      )}
      {slotBottom}
      <div>
        <Button href={continueHref} variant="secondary">
          {labels.continueShopping}
        </Button>
      </div>
    </div>
  );
}
