'use client';

import { Button, fillPlaceholders, Stack } from '@storefront/ui';
import { useState } from 'react';
import { addToCartDefaults, type StockStateKind } from '../../../product/stockState';
import * as styles from './AddToCart.css';
import type { AddToCartLabels } from './labels';

/** What an add sends (spec 1 §7 add item: `productId` of the variant, `qty`, `maxQty`). */
export interface AddToCartRequest {
  /** The variant id. */
  productId: string;
  /** 1 by default (spec 1 §9). */
  qty: number;
  /** 999999 by default (spec 1 §9). */
  maxQty: number;
}

/** Answer of an add: server actions answer messages instead of throwing. */
export type AddToCartResult = { ok: true } | { ok: false; message?: string };

/** Props of {@link AddToCart}. */
export interface AddToCartProps {
  /** The fully chosen variant's id, or `undefined` while the choice is incomplete. */
  variantId: string | undefined;
  /** The chosen variant's stock state (see `stockStateOf`). */
  stock: StockStateKind;
  /** Whether the variant may be added (a presale needs a signed-in shopper). */
  orderable: boolean;
  /** The attribute still to choose, e.g. `Size`. */
  missing?: string;
  /** Where "sign in to buy" goes for a presale product. */
  signInHref?: string;
  /**
   * A presale product and a guest: "sign in to buy" before any choice too (the quick-shop
   * footer's priority, spec 3 §4), not an add that asks for a size first.
   */
  signInToBuy?: boolean;
  /** Adds the item (POST /cart/v1/item through the storefront's server). */
  onAdd: (request: AddToCartRequest) => Promise<AddToCartResult>;
  /** Quantity to add; {@link addToCartDefaults}.qty by default. */
  qty?: number;
  /** Largest quantity allowed; {@link addToCartDefaults}.maxQty by default. */
  maxQty?: number;
  /**
   * Its words (`catalog` catalogue, see `addToCartLabelsFrom`): strings, so a server page passes
   * them and the page needs no message runtime in the browser.
   */
  labels: AddToCartLabels;
}

/**
 * The add-to-cart control of the product page (client island), by the quick-shop footer's
 * priority (spec 3 §4, notify me aside): out of stock (disabled) → sign in to buy (presale,
 * guest) → add to cart. The add needs a fully chosen variant (else it asks for the missing
 * attribute) and sends qty 1 / maxQty 999999 (spec 1 §9); its outcome is announced politely.
 */
export function AddToCart({
  variantId,
  stock,
  orderable,
  missing,
  signInHref,
  signInToBuy = false,
  onAdd,
  qty = addToCartDefaults.qty,
  maxQty = addToCartDefaults.maxQty,
  labels,
}: AddToCartProps) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; failed: boolean } | undefined>();

  if (stock === 'outOfStock') {
    return (
      <Button fullWidth disabled>
        {labels.outOfStock}
      </Button>
    );
  }
  if ((signInToBuy || (stock === 'presale' && !orderable)) && signInHref) {
    return (
      <Button fullWidth variant="secondary" href={signInHref}>
        {labels.signInToBuy}
      </Button>
    );
  }

  async function add() {
    if (!variantId) {
      const attribute = (missing ?? 'size').toLowerCase();
      setMessage({ text: fillPlaceholders(labels.chooseOption, { attribute }), failed: true });
      return;
    }
    setBusy(true);
    setMessage(undefined);
    try {
      const result = await onAdd({ productId: variantId, qty, maxQty });
      setMessage(
        result.ok
          ? { text: labels.added, failed: false }
          : { text: result.message ?? labels.addFailed, failed: true },
      );
    } catch {
      setMessage({ text: labels.addFailed, failed: true });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="xs">
      <Button fullWidth loading={busy} onClick={add}>
        {labels.addToCart}
      </Button>
      <p
        role="status"
        className={`${styles.message} ${message?.failed ? styles.failed : ''}`}
        data-testid="add-to-cart-status"
      >
        {message?.text}
      </p>
    </Stack>
  );
}
