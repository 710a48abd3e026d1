'use client';

import type { BasketResponse, UpdateItemRequest } from '@storefront/api-contract';
import {
  Button,
  cloudinaryUrl,
  formatMoney,
  Price,
  RadioGroup,
  Select,
  VisuallyHidden,
} from '@storefront/ui';
import { type ReactNode, useId, useState } from 'react';
import { useCartLabels } from '../../../messages/useLabels.client';
import type { CartLabels } from '../../labels';
import type { CartActionResult } from '../../types';
import { CartGiftOption } from './CartGiftOption.client';
import * as styles from './CartItem.css';
import { CartItemDelivery } from './CartItemDelivery.client';

/** A cart item (spec 1 §3 "Cart item"). */
export type BasketItem = BasketResponse['items'][number];

/** A store to pick up in or ship to. */
export interface CartStoreOption {
  id: string;
  name: string;
}

/** Props of {@link CartItem}. */
export interface CartItemProps {
  item: BasketItem;
  /** ISO 4217 code of the basket. */
  currency: string;
  /** BCP 47 tag, e.g. `en-US`. */
  locale: string;
  /** The product page of the item (the item's `pdpUrl` under the locale). */
  href: string;
  /** Stores for pickup and ship-to-store; without them those methods are not offered. */
  stores?: CartStoreOption[];
  /** `compact` for the mini cart: no delivery, gift option or save for later. */
  compact?: boolean;
  /** Saved for later is offered (not for a connected employee, spec 1 §4). */
  canSaveForLater?: boolean;
  onUpdate(request: UpdateItemRequest): Promise<CartActionResult>;
  onRemove(item: { itemId: string; productId: string; upc?: string }): Promise<CartActionResult>;
  onSaveForLater?(itemId: string): Promise<CartActionResult>;
  /** Opens the quick-shop to change the item's variant ("update in cart", spec 3 §4). */
  onEdit?(item: BasketItem): void;
  /**
   * Opens the change-shipping-method dialog for the item (spec 1 §2): with it, the item shows
   * its delivery and a "Change delivery" button instead of the inline method and store choice.
   */
  onChangeDelivery?(item: BasketItem): void;
  /** The name of the item's store or collection point, for its delivery line. */
  placeName?: string;
  /** More controls under the item (an in-store associate's price adjustment, spec 1 §7). */
  extra?: ReactNode;
  labels?: CartLabels;
}

const storeMethods = ['pickup', 'pudo', 'sts'];
const maxChoices = 10;

/**
 * One cart item (spec 1 §3): image, name linked to its product page, attributes, every price
 * field (current/original and the high range through ui Price, row total, after item and order
 * discounts), product and shipping promotion callouts, its notifications, a quantity select
 * (1 to the smaller of maxQty and 10), remove (failure: spec 1 §8's exact message, shown at the
 * item), save for later, delivery method per item with a store choice for pickup and
 * ship-to-store, and the gift option of a digital product. Bonus (free gift) items have no
 * controls.
 */
export function CartItem({
  item,
  currency,
  locale,
  href,
  stores = [],
  compact = false,
  canSaveForLater = true,
  onUpdate,
  onRemove,
  onSaveForLater,
  onEdit,
  onChangeDelivery,
  placeName,
  extra,
  labels: ownLabels,
}: CartItemProps) {
  const labels = useCartLabels(ownLabels);
  const id = useId();
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const money = (amount: number) => formatMoney(amount, currency, locale);
  const selected = item.shippingOptions.selected;
  const methods = item.shippingOptions.available.filter(
    (code) => !storeMethods.includes(code) || stores.length > 0,
  );
  const storeId = item.shippingOptions.storeInfo?.id ?? '';
  const qtyChoices = Array.from(
    { length: Math.max(item.qty, Math.min(item.maxQty, maxChoices)) },
    (_, i) => String(i + 1),
  );

  async function run(call: () => Promise<CartActionResult>, failure?: string) {
    setBusy(true);
    setError(undefined);
    const result = await call();
    setBusy(false);
    if (!result.ok) setError(failure ?? result.message);
  }
  const update = (request: Omit<UpdateItemRequest, 'itemId'>) =>
    run(() => onUpdate({ itemId: item.id, productId: item.productId, ...request }));

  return (
    <li
      className={`${styles.item} ${compact ? styles.compact : ''}`}
      data-testid="cart-item"
      aria-busy={busy}
    >
      {item.image ? (
        <img
          className={styles.image}
          src={cloudinaryUrl(item.image) || undefined}
          alt=""
          loading="lazy"
        />
      ) : (
        <span />
      )}
      <div className={styles.body}>
        <a className={styles.name} href={href}>
          {item.name}
        </a>
        <p className={styles.meta}>
          {Object.values(item.attributes).join(' · ')}
          {item.bonus ? ` · ${labels.free}` : ''}
        </p>
        <div className={styles.prices}>
          <Price
            size="sm"
            currency={currency}
            locale={locale}
            labels={labels.price}
            price={{
              current: item.price.current,
              original: item.price.original,
              // A range (spec 1 §3 highCurrent / highOriginal): ui Price draws low – high.
              ...(item.price.highCurrent !== undefined
                ? { lowCurrent: item.price.current, highCurrent: item.price.highCurrent }
                : {}),
              ...(item.price.highOriginal !== undefined && item.price.original !== undefined
                ? { lowOriginal: item.price.original, highOriginal: item.price.highOriginal }
                : {}),
            }}
          />
          <span className={styles.priceRow}>
            {labels.labelled(labels.rowTotal)}
            <strong data-testid="row-total">{money(item.price.rowTotal)}</strong>
          </span>
          {item.price.priceAfterItemDiscount !== item.price.rowTotal && (
            <span className={styles.priceRow}>
              {labels.labelled(labels.afterItemDiscount)}
              {money(item.price.priceAfterItemDiscount)}
            </span>
          )}
          {item.price.priceAfterOrderDiscount !== item.price.priceAfterItemDiscount && (
            <span className={styles.priceRow}>
              {labels.labelled(labels.afterOrderDiscount)}
              {money(item.price.priceAfterOrderDiscount)}
            </span>
          )}
        </div>
        {item.productPromotions.map((promo) =>
          promo.calloutMessage ? (
            <p key={promo.promotionId} className={styles.callout}>
              {promo.calloutMessage}
              {promo.couponCode ? ` (${promo.couponCode})` : ''}
            </p>
          ) : null,
        )}
        {item.customerNotifications.map((note) => (
          <p key={note.code} className={styles.notice}>
            {note.message}
          </p>
        ))}
        {!item.bonus && (
          <div className={styles.controls}>
            <Select
              id={`${id}-qty`}
              label={labels.quantity}
              className={styles.qty}
              value={String(item.qty)}
              disabled={busy}
              options={qtyChoices.map((v) => ({ value: v, label: v }))}
              onChange={(event) => void update({ qty: Number(event.target.value) })}
            />
            <Button
              variant="link"
              size="sm"
              disabled={busy}
              onClick={() =>
                void run(
                  () => onRemove({ itemId: item.id, productId: item.productId, upc: item.upc }),
                  labels.removeFailed,
                )
              }
            >
              {labels.remove}
              <VisuallyHidden> {item.name}</VisuallyHidden>
            </Button>
            {!compact && onEdit && !item.isDigitalProduct && (
              <Button variant="link" size="sm" disabled={busy} onClick={() => onEdit(item)}>
                {labels.edit}
                <VisuallyHidden> {item.name}</VisuallyHidden>
              </Button>
            )}
            {!compact && canSaveForLater && onSaveForLater && (
              <Button
                variant="link"
                size="sm"
                disabled={busy}
                onClick={() => void run(() => onSaveForLater(item.id))}
              >
                {labels.saveForLater}
                <VisuallyHidden> {item.name}</VisuallyHidden>
              </Button>
            )}
          </div>
        )}
        {!compact && !item.bonus && onChangeDelivery && (
          <CartItemDelivery
            item={item}
            placeName={placeName}
            canChange={item.shippingOptions.available.length > 1}
            onChange={() => onChangeDelivery(item)}
            labels={labels}
          />
        )}
        {!compact && !item.bonus && !onChangeDelivery && methods.length > 1 && (
          <RadioGroup
            id={`${id}-delivery`}
            name={`${id}-delivery`}
            label={labels.delivery}
            orientation="vertical"
            value={selected}
            options={methods.map((code) => ({
              value: code,
              label: labels.shippingMethods[code] ?? code,
            }))}
            onChange={(event) => {
              const code = event.target.value;
              const needsStore = storeMethods.includes(code);
              void update({
                shippingMethod: code,
                ...(needsStore ? { storeId: storeId || stores[0]?.id } : {}),
              });
            }}
          />
        )}
        {!compact && !onChangeDelivery && storeMethods.includes(selected) && stores.length > 0 && (
          <Select
            id={`${id}-store`}
            label={labels.store}
            value={storeId}
            placeholder={labels.chooseStore}
            options={stores.map((s) => ({ value: s.id, label: s.name }))}
            onChange={(event) =>
              void update({ shippingMethod: selected, storeId: event.target.value })
            }
          />
        )}
        {!compact && item.isDigitalProduct && (
          <CartGiftOption
            labels={labels}
            {...(item.giftOption ? { value: item.giftOption } : {})}
            onSave={(giftOption) => onUpdate({ itemId: item.id, giftOption })}
          />
        )}
        {!compact && !item.bonus && extra}
        {error && (
          <p role="alert" className={styles.error} data-testid="cart-item-error">
            {error}
          </p>
        )}
      </div>
    </li>
  );
}
