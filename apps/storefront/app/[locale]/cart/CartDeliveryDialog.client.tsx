'use client';

import type { BasketResponse } from '@storefront/api-contract';
import type { PlaceSearch } from '@storefront/commerce';
import { CartShippingMethodDialog, useCartController } from '@storefront/commerce/client';
import { changeItemDeliveryAction } from '../../../src/lib/cart/deliveryActions';
import { fetchPlaces } from '../../../src/lib/checkout/placesClient';

/**
 * The cart's change-shipping-method dialog wired to the storefront (spec 1 §2): places from
 * `GET /api/stores/places` (stores with the item's availability, or collection points), the
 * change through `changeItemDeliveryAction`, its basket fed into the one basket store (the
 * basket names the place, `storeInfo.name`, so the item's delivery line shows it, also after
 * a reload).
 */
export default function CartDeliveryDialog({
  item,
  localePath,
  unavailable,
  onClose,
}: {
  item: BasketResponse['items'][number];
  localePath: string;
  unavailable: string;
  onClose(): void;
}) {
  const cart = useCartController();
  const search = (request: PlaceSearch) => fetchPlaces(localePath, request, unavailable);
  return (
    <CartShippingMethodDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      item={item}
      search={search}
      onApply={async ({ code, storeId }) => {
        const result = await changeItemDeliveryAction({
          itemId: item.id,
          code,
          ...(storeId ? { storeId } : {}),
        });
        if (!result.ok) return { ok: false, message: result.message };
        cart.store.receive(result.basket);
        return { ok: true };
      }}
    />
  );
}
