'use client';

import type { BasketResponse } from '@storefront/api-contract';
import { Button, Dialog, formatMoney, Notification, useManagedDialog } from '@storefront/ui';
import type { ReactNode } from 'react';
import { useCartLabels } from '../../../messages/useLabels.client';
import { useCartController, useCartState } from '../../CartContext.client';
import { commerceDialogs } from '../../cartDialogs';
import type { CartLabels } from '../../labels';
import { useBasketLoad } from '../../useBasketLoad';
import { CartItem } from '../CartItem';
import { LoadFailureNotice } from '../CartNotices/LoadFailureNotice';
import * as styles from './MiniCart.css';

/** Props of {@link MiniCart}. */
export interface MiniCartProps {
  /** BCP 47 tag, e.g. `en-US`. */
  locale: string;
  /** Makes an API site path (`/p/…`) a storefront URL. */
  hrefOf(path: string): string;
  cartHref: string;
  checkoutHref: string;
  labels?: CartLabels;
  /**
   * The express checkout under Checkout for a basket with items (spec 3 §1: the mini cart
   * offers the card wallet and PayPal); the host renders it with the basket.
   */
  renderExpress?(basket: BasketResponse): ReactNode;
}

/**
 * The mini cart (spec 1 §2 dialogs): a panel dialog (bottom on small screens, right on large)
 * opened through the dialog manager as `commerceDialogs.miniCart` (the header cart button, an
 * add to cart), showing the basket of the page's one basket store, with the
 * items in compact form (quantity and remove), the subtotal, and links to the cart and to
 * checkout. Loads the basket when opened without one; a failed load shows its message and
 * Try again (`useBasketLoad`).
 */
export function MiniCart({
  locale,
  hrefOf,
  cartHref,
  checkoutHref,
  labels: ownLabels,
  renderExpress,
}: MiniCartProps) {
  const labels = useCartLabels(ownLabels);
  const cart = useCartController();
  const { basket, flash } = useCartState();
  const dialog = useManagedDialog(commerceDialogs.miniCart);

  const { failure: loadFailure, retry } = useBasketLoad(cart, dialog.open);

  const count = basket?.totalItems ?? 0;
  return (
    <Dialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      title={`${labels.miniCart} (${labels.itemCount(count)})`}
      presentation="panel"
      closeLabel={labels.close}
      footer={
        basket && basket.items.length > 0 ? (
          <div className={styles.footer}>
            <p className={styles.subtotal}>
              <span>{labels.itemSubTotal}</span>
              <span data-testid="mini-cart-subtotal">
                {formatMoney(basket.totals.itemSubTotal, basket.currency, locale)}
              </span>
            </p>
            <Button href={cartHref} variant="secondary" fullWidth>
              {labels.viewCart}
            </Button>
            <Button href={checkoutHref} fullWidth>
              {labels.checkout}
            </Button>
            {renderExpress?.(basket)}
          </div>
        ) : undefined
      }
    >
      {flash && <Notification tone={flash.tone}>{flash.message}</Notification>}
      {!basket && loadFailure !== null ? (
        <LoadFailureNotice message={loadFailure} retryLabel={labels.retry} onRetry={retry} />
      ) : !basket ? (
        <p role="status">{labels.loading}</p>
      ) : basket.items.length === 0 ? (
        <p>{labels.empty}</p>
      ) : (
        <ul className={styles.items} data-testid="mini-cart-items">
          {basket.items.map((item) => (
            <CartItem
              key={item.id}
              compact
              item={item}
              currency={basket.currency}
              locale={locale}
              href={hrefOf(item.pdpUrl)}
              labels={labels}
              onUpdate={cart.update}
              onRemove={cart.remove}
            />
          ))}
        </ul>
      )}
    </Dialog>
  );
}
