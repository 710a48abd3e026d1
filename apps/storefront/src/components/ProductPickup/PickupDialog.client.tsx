'use client';

import type { DeliveryPlace } from '@storefront/commerce';
import { StorePicker } from '@storefront/commerce/client';
import { type AbstractIntlMessages, NextIntlClientProvider } from 'next-intl';
import { useEffect, useState } from 'react';
import { fetchPlaces } from '../../lib/checkout/placesClient';
import { chooseFavoriteStoreAction, pickupDialogWordsAction } from '../../lib/stores/actions';
import type { PickupStore } from '../../lib/stores/types';

/** Props of {@link PickupDialog}. */
export interface PickupDialogProps {
  localePath: string;
  localeTag: string;
  variantId: string;
  /** The store the pickup goes to now: choosing another asks to confirm, then says it changed. */
  current?: PickupStore | undefined;
  /** The message of a store search that cannot be made. */
  unavailable: string;
  onClose(): void;
  /** The store chosen (now the favourite store), with its availability for the variant. */
  onChosen(place: DeliveryPlace): void;
}

/**
 * The product page's pickup-in-store dialog (spec 1 §2 "pickup in store", "change store
 * confirmation", "store changed"): commerce's store picker for a pickup of one unit of the
 * variant, searching `GET /api/stores/places`; choosing a store makes it the favourite store
 * (`chooseFavoriteStoreAction`). Loaded on first use with its words (`checkout`), fetched by a
 * Server Action, so the product page's first load carries neither.
 */
export default function PickupDialog({
  localePath,
  localeTag,
  variantId,
  current,
  unavailable,
  onClose,
  onChosen,
}: PickupDialogProps) {
  const [messages, setMessages] = useState<AbstractIntlMessages | null>(null);
  useEffect(() => {
    let live = true;
    void pickupDialogWordsAction().then((words) => {
      if (live) setMessages(words);
    });
    return () => {
      live = false;
    };
  }, []);
  if (!messages) return null;
  return (
    <NextIntlClientProvider locale={localeTag} messages={messages} timeZone="UTC">
      <StorePicker
        open
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        code="pickup"
        items={[{ productId: variantId, qty: 1 }]}
        search={(search) => fetchPlaces(localePath, search, unavailable)}
        {...(current ? { current: { id: current.id, name: current.name } } : {})}
        onChoose={async (place) => {
          const result = await chooseFavoriteStoreAction(place.id);
          if (!result.ok) return { ok: false, message: result.message };
          onChosen(place);
          return { ok: true };
        }}
      />
    </NextIntlClientProvider>
  );
}
