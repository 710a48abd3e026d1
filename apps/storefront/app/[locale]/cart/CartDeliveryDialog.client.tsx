'use client';

import type { BasketResponse } from '@storefront/api-contract';
import type { DeliveryPlace, PlaceSearch } from '@storefront/commerce';
import { CartShippingMethodDialog, useCartController } from '@storefront/commerce/client';
import { useRef } from 'react';
import { changeItemDeliveryAction } from '../../../src/lib/cart/deliveryActions';
import { fetchPlaces } from '../../../src/lib/checkout/placesClient';

/**
 * The cart's change-shipping-method dialog wired to the storefront (spec 1 §2): places from
 * `GET /api/stores/places` (stores with the item's availability, or collection points), the
 * change through `changeItemDeliveryAction`, its basket fed into the one basket store.
 */
export default function CartDeliveryDialog({
  item,
  localePath,
  unavailable,
  onClose,
  onPlaceName,
}: {
  item: BasketResponse['items'][number];
  localePath: string;
  unavailable: string;
  onClose(): void;
  onPlaceName(id: string, name: string): void;
}) {
  const cart = useCartController();
  const found = useRef(new Map<string, DeliveryPlace>());
  const search = async (request: PlaceSearch) => {
    const result = await fetchPlaces(localePath, request, unavailable);
    if (result.ok) for (const place of result.places) found.current.set(place.id, place);
    return result;
  };
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
        const place = storeId ? found.current.get(storeId) : undefined;
        if (place) onPlaceName(place.id, place.name);
        return { ok: true };
      }}
    />
  );
}
