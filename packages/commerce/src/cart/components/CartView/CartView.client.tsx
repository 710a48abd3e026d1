'use client';

import type { BasketResponse } from '@storefront/api-contract';
import {
  Button,
  Card,
  Grid,
  Heading,
  Notification,
  Skeleton,
  VisuallyHidden,
} from '@storefront/ui';
import { type ReactNode, useEffect } from 'react';
import { useCartLabels } from '../../../messages/useLabels.client';
import { useCartController, useCartState } from '../../CartContext.client';
import type { CartLabels } from '../../labels';
import { useBasketLoad } from '../../useBasketLoad';
import { type BasketItem, CartItem, type CartStoreOption } from '../CartItem';
import { CartNotices } from '../CartNotices';
import { LoadFailureNotice } from '../CartNotices/LoadFailureNotice';
import { GiftCardForm } from '../GiftCardForm';
import { PromoCodeForm } from '../PromoCodeForm';
import { RewardsForm } from '../RewardsForm';
import { SavedForLater } from '../SavedForLater';
import { Totals } from '../Totals';
import * as styles from './CartView.css';

/** Props of {@link CartView}. */
export interface CartViewProps {
  /** BCP 47 tag for money, e.g. `en-US`. */
  locale: string;
  /** Makes a site path (the API's `/p/…`) a storefront URL (under the locale). */
  hrefOf(path: string): string;
  checkoutHref: string;
  continueHref: string;
  /** Stores for pickup and ship-to-store. */
  stores?: CartStoreOption[];
  /** Saved for later offered (off for a connected employee, spec 1 §4). */
  canSaveForLater?: boolean;
  /** More controls under each item (an in-store associate's price adjustment, spec 1 §7). */
  renderItemExtra?(item: BasketItem, basket: BasketResponse): ReactNode;
  /**
   * More ways to check out under the Checkout button, shown with items in the cart (the member
   * one-step checkout, spec 1 §4).
   */
  checkoutExtra?: ReactNode;
  /** Content slots (augmentedpage cart) above the items and under the summary. */
  slotTop?: ReactNode;
  slotBottom?: ReactNode;
  /** Opens the quick-shop for an item (update in cart); no Edit button without it. */
  onEditItem?(item: BasketItem): void;
  /**
   * Opens the change-shipping-method dialog for an item (spec 1 §2): each item then shows its
   * delivery and "Change delivery" instead of the inline choice.
   */
  onChangeItemDelivery?(item: BasketItem): void;
  /** The name of a store or collection point by id, for the items' delivery lines. */
  placeNameOf?(id: string): string | undefined;
  labels?: CartLabels;
}

/**
 * The cart page body (spec 1 §3, §4, §8): flash message (BSK404 recovered, AUT498, merged
 * cart), collected notices, the items with their controls, the saved-for-later list, and the
 * summary — totals with promoSummary callouts, promo code, gift card, rewards, checkout. Loads
 * the basket through the cart controller on first render when the store has none (a skeleton
 * meanwhile); an empty cart says so with a link to continue shopping.
 */
export function CartView({
  locale,
  hrefOf,
  checkoutHref,
  continueHref,
  stores,
  canSaveForLater = true,
  renderItemExtra,
  checkoutExtra,
  slotTop,
  slotBottom,
  onEditItem,
  onChangeItemDelivery,
  placeNameOf,
  labels: ownLabels,
}: CartViewProps) {
  const labels = useCartLabels(ownLabels);
  const cart = useCartController();
  const state = useCartState();
  const { basket, saved, flash } = state;

  const { failure: loadFailure, retry } = useBasketLoad(cart);
  useEffect(() => {
    if (canSaveForLater && !cart.store.getState().saved) {
      void cart.savedPage({ start: 0, count: cart.savedPageSize });
    }
  }, [cart, canSaveForLater]);

  const flashNotice = flash && (
    <Notification
      tone={flash.tone}
      onDismiss={() => cart.store.setFlash(null)}
      dismissLabel={labels.dismiss}
    >
      {flash.message}
    </Notification>
  );

  if (!basket) {
    // The loading view keeps the loaded view's frame (heading, top slot, the two columns, the
    // bottom slot), so the content slots do not move when the basket arrives (no layout shift).
    return (
      <Grid gap="lg" aria-busy={loadFailure === null}>
        {flashNotice}
        <Heading level={1}>{labels.cart}</Heading>
        {slotTop}
        <div className={styles.layout}>
          {loadFailure === null ? (
            <div role="status">
              <VisuallyHidden>{labels.loading}</VisuallyHidden>
              <Skeleton lines={3} />
            </div>
          ) : (
            <LoadFailureNotice message={loadFailure} retryLabel={labels.retry} onRetry={retry} />
          )}
          <Card
            as="section"
            tone="muted"
            display="grid"
            gap="lg"
            className={styles.summary}
            aria-labelledby="cart-summary-title"
          >
            <Heading level={2} look="sm" id="cart-summary-title">
              {labels.summary}
            </Heading>
            {loadFailure === null && <Skeleton lines={4} />}
            {slotBottom}
          </Card>
        </div>
      </Grid>
    );
  }

  const items = (
    <ul className={styles.items} aria-label={labels.cart}>
      {basket.items.map((item) => (
        <CartItem
          key={item.id}
          item={item}
          currency={basket.currency}
          locale={locale}
          href={hrefOf(item.pdpUrl)}
          canSaveForLater={canSaveForLater}
          labels={labels}
          onUpdate={cart.update}
          onRemove={cart.remove}
          onSaveForLater={cart.saveForLater}
          {...(stores ? { stores } : {})}
          {...(onEditItem ? { onEdit: onEditItem } : {})}
          {...(onChangeItemDelivery ? { onChangeDelivery: onChangeItemDelivery } : {})}
          {...placeNameProp(item, stores, placeNameOf)}
          {...(renderItemExtra ? { extra: renderItemExtra(item, basket) } : {})}
        />
      ))}
    </ul>
  );

  return (
    <Grid gap="lg" data-testid="cart">
      {flashNotice}
      <Heading level={1}>
        {labels.cart} ({labels.itemCount(basket.totalItems)})
      </Heading>
      {slotTop}
      <CartNotices basket={basket} labels={labels} />
      <div className={styles.layout}>
        <div>
          {basket.items.length === 0 ? (
            <div className={styles.empty}>
              <p>{labels.empty}</p>
              <Button variant="secondary" href={continueHref}>
                {labels.continueShopping}
              </Button>
            </div>
          ) : (
            items
          )}
          {canSaveForLater && (
            <SavedForLater
              page={saved}
              pageSize={cart.savedPageSize}
              hrefOf={hrefOf}
              labels={labels}
              onMoveToCart={cart.moveToCart}
              onPage={(start) => cart.savedPage({ start, count: cart.savedPageSize })}
            />
          )}
        </div>
        <Card
          as="section"
          tone="muted"
          display="grid"
          gap="lg"
          className={styles.summary}
          aria-labelledby="cart-summary-title"
        >
          <Heading level={2} look="sm" id="cart-summary-title">
            {labels.summary}
          </Heading>
          <Totals
            totals={basket.totals}
            promoSummary={basket.promoSummary}
            locale={locale}
            labels={labels}
          />
          <PromoCodeForm
            applied={basket.couponItems}
            onApply={cart.applyCoupon}
            onRemove={cart.removeCoupon}
            labels={labels}
          />
          <GiftCardForm
            locale={locale}
            onCheckBalance={cart.giftCardBalance}
            labels={labels}
            {...(cart.canApplyGiftCard ? { onApply: cart.applyGiftCard } : {})}
          />
          <RewardsForm
            rewards={basket.rewards}
            currency={basket.currency}
            locale={locale}
            onApply={cart.applyReward}
            labels={labels}
            {...(basket.loyalty ? { loyalty: basket.loyalty } : {})}
          />
          {basket.items.length > 0 && (
            <Button href={checkoutHref} fullWidth>
              {labels.checkout}
            </Button>
          )}
          {basket.items.length > 0 && checkoutExtra}
          {slotBottom}
        </Card>
      </div>
    </Grid>
  );
}

/**
 * The item's store or collection point name: from the host, the basket (`storeInfo.name`,
 * which survives a reload) or the cart's store list.
 */
function placeNameProp(
  item: BasketItem,
  stores: CartStoreOption[] | undefined,
  placeNameOf: ((id: string) => string | undefined) | undefined,
): { placeName?: string } {
  const id = item.shippingOptions.storeInfo?.id;
  if (!id) return {};
  const name =
    placeNameOf?.(id) ??
    item.shippingOptions.storeInfo?.name ??
    stores?.find((s) => s.id === id)?.name;
  return name ? { placeName: name } : {};
}
