'use client';

import { useDialogManager } from '@storefront/ui';
import { useOptionalCartController } from '../../CartContext.client';
import { commerceDialogs } from '../../cartDialogs';
import { AddToCart, type AddToCartProps, type AddToCartResult } from '../AddToCart';

/** Props of {@link AddToCartButton}: those of {@link AddToCart} without `onAdd`. */
export interface AddToCartButtonProps extends Omit<AddToCartProps, 'onAdd'> {
  /** Opens the mini cart after a successful add (the mini-cart feature); `true` by default. */
  openMiniCart?: boolean;
  /** The product interaction origin its add carries (spec 3 §9), e.g. `Product Page`. */
  origin?: string | undefined;
}

/**
 * The product page's add to cart wired to the shopper's cart (spec 1 §5 qty 1 / maxQty 999999;
 * §8 add-to-cart handling: out of stock, max quantity naming the maximum, free-gift errors show
 * their message): {@link AddToCart} whose add goes through the cart controller (the storefront's
 * server action, BSK404 recovery included; one idempotency key per click), then opens the mini
 * cart.
 */
export function AddToCartButton({ openMiniCart = true, origin, ...props }: AddToCartButtonProps) {
  const cart = useOptionalCartController();
  const dialogs = useDialogManager();
  return (
    <AddToCart
      {...props}
      onAdd={async (request): Promise<AddToCartResult> => {
        // No cart (outside the storefront's cart provider): the add fails with its own words.
        if (!cart) return { ok: false };
        // One idempotency key per click (an add is never counted twice for one action).
        const result = await cart.add({
          ...request,
          idempotencyKey: crypto.randomUUID(),
          ...(origin ? { origin } : {}),
        });
        if (!result.ok) return { ok: false, message: result.message };
        if (openMiniCart) dialogs.open(commerceDialogs.miniCart);
        return { ok: true };
      }}
    />
  );
}
