'use client';

import { commerceDialogs, type DeliveryPlace } from '@storefront/commerce';
import { useOptionalCartController } from '@storefront/commerce/client';
import { useDialogManager, useManagedDialog } from '@storefront/ui';
import { lazy, Suspense, useState } from 'react';
import { productOrigins } from '../../lib/productOrigins';
import type { PickupStore } from '../../lib/stores/types';
import { type PickupInStoreLabels, PickupPanel } from './PickupPanel';

const PickupDialog = lazy(() => import('./PickupDialog.client'));

/** Props of {@link PickupInStore}. */
export interface PickupInStoreProps {
  /** The chosen variant; none until every option is chosen. */
  variantId?: string | undefined;
  /** The favourite store and its pickup answer for the variant (spec 1 §3 `favoriteStoreId`). */
  store?: PickupStore | undefined;
  /** The page's locale path (`en-us`) for the store search. */
  localePath: string;
  /** The page's BCP 47 tag (`en-US`). */
  localeTag: string;
  labels: PickupInStoreLabels;
}

/**
 * The product page's pickup island (spec 1 §2 "pickup in store" dialog; spec 3 §4 stock per
 * variant): {@link PickupPanel} whose "Pick up in store" adds one unit of the variant with the
 * store's id (`POST /cart/v1/item` `storeId`, through the cart controller, one idempotency key
 * per click) and opens the mini cart, and whose "Choose a store" / "Change store" opens the
 * store picker through the dialog manager (`commerceDialogs.storePicker`; its code and words
 * load then). A store that cannot take the variant cannot be chosen there; choosing another
 * store asks to confirm and then says the store changed; the chosen store becomes the
 * favourite store.
 */
export function PickupInStore({
  variantId,
  store: initialStore,
  localePath,
  localeTag,
  labels,
}: PickupInStoreProps) {
  const cart = useOptionalCartController();
  const dialogs = useDialogManager();
  const picker = useManagedDialog(commerceDialogs.storePicker);
  const [store, setStore] = useState(initialStore);
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const pickUp = async () => {
    if (!variantId || !store) return;
    if (!cart) {
      setError(labels.failed);
      return;
    }
    setAdding(true);
    setError(undefined);
    try {
      const result = await cart.add({
        productId: variantId,
        qty: 1,
        storeId: store.id,
        idempotencyKey: crypto.randomUUID(),
        origin: productOrigins.productPage,
      });
      if (result.ok) dialogs.open(commerceDialogs.miniCart);
      else setError(result.message || labels.failed);
    } finally {
      setAdding(false);
    }
  };

  const chosen = (place: DeliveryPlace) =>
    setStore({ id: place.id, name: place.name, available: place.available });

  return (
    <>
      <PickupPanel
        variantChosen={Boolean(variantId)}
        store={store}
        adding={adding}
        error={error}
        onPickUp={() => void pickUp()}
        onChooseStore={() => picker.show()}
        labels={labels}
      />
      {picker.open && variantId && (
        <Suspense fallback={null}>
          <PickupDialog
            localePath={localePath}
            localeTag={localeTag}
            variantId={variantId}
            current={store}
            unavailable={labels.failed}
            onClose={picker.close}
            onChosen={chosen}
          />
        </Suspense>
      )}
    </>
  );
}
