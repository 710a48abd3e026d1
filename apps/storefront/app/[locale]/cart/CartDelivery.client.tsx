'use client';

import { commerceDialogs } from '@storefront/commerce';
import { useCartState } from '@storefront/commerce/client';
import { useManagedDialog } from '@storefront/ui';
import { lazy, Suspense } from 'react';

const CartDeliveryDialog = lazy(() => import('./CartDeliveryDialog.client'));

/**
 * Where the cart's change-shipping-method dialog lives (spec 1 §2): opened through the dialog
 * manager (`commerceDialogs.cartShippingMethod` with `{ itemId }`) by an item's "Change
 * delivery"; its code loads on first use.
 * @param localePath e.g. `en-us`, for the place search
 */
export function CartDelivery({
  localePath,
  unavailable,
}: {
  localePath: string;
  /** The message of a place search that cannot be made. */
  unavailable: string;
}) {
  const dialog = useManagedDialog<{ itemId: string }>(commerceDialogs.cartShippingMethod);
  const { basket } = useCartState();
  const item = basket?.items.find((i) => i.id === dialog.args.itemId);
  if (!dialog.open || !item) return null;
  return (
    <Suspense fallback={null}>
      <CartDeliveryDialog
        item={item}
        localePath={localePath}
        unavailable={unavailable}
        onClose={dialog.close}
      />
    </Suspense>
  );
}
