'use client';

import type { BasketResponse } from '@storefront/api-contract';
import {
  Button,
  Dialog,
  Inline,
  Notification,
  RadioGroup,
  Stack,
  Text,
  TextField,
} from '@storefront/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslations } from 'use-intl';
import type { StoreDeliveryCode } from '../../../checkout/flow/delivery';
import type { CheckoutResult, DeliveryPlace, PlaceSearch } from '../../../checkout/flow/types';
import { useCartLabels } from '../../../messages/useLabels.client';
import { canApply, needsPlace, preselectedPlace } from './shippingChoice';

type BasketItem = BasketResponse['items'][number];

/** Props of {@link CartShippingMethodDialog}. */
export interface CartShippingMethodDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The cart item whose delivery changes: its `shippingOptions.available` are the offer. */
  item: BasketItem;
  /** Searches stores (with the item's availability) or collection points near a place. */
  search(search: PlaceSearch): Promise<CheckoutResult<{ places: DeliveryPlace[] }>>;
  /** Moves the item (POST /cart/v1/shippingMethod with its id); a failure's message is shown. */
  onApply(choice: {
    code: string;
    storeId?: string;
  }): Promise<{ ok: true } | { ok: false; message: string }>;
  /** The postal code the place search starts with (e.g. the shopper's). */
  initialQuery?: string;
}

/**
 * The cart's change-shipping-method dialog (spec 1 §2 "cart change shipping method"; §3 codes):
 * exactly the methods the item offers (`shippingOptions.available`), and for pickup in store,
 * ship to store or a collection point a search by postal code or city listing stores with
 * the item's availability, or collection points (`POST /stores/v1/collectionPoints`). A place
 * that cannot take the item cannot be chosen and is never pre-selected: the item's current
 * place is selected only when the search finds it able to. Apply moves the item.
 */
export function CartShippingMethodDialog({
  open,
  onOpenChange,
  item,
  search,
  onApply,
  initialQuery = '',
}: CartShippingMethodDialogProps) {
  const t = useTranslations('cart');
  const labels = useCartLabels();
  const id = useId();
  const current = item.shippingOptions.selected;
  const [code, setCode] = useState(current);
  const [query, setQuery] = useState(initialQuery);
  const [places, setPlaces] = useState<DeliveryPlace[] | null>(null);
  const [placeId, setPlaceId] = useState<string | undefined>();
  const [searching, setSearching] = useState(false);
  const [applying, setApplying] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const currentPlace = item.shippingOptions.storeInfo?.id;

  const chooseCode = (next: string) => {
    setCode(next);
    setPlaces(null);
    setPlaceId(undefined);
    setError(undefined);
  };

  const runSearch = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!needsPlace(code) || !query.trim()) return;
    setSearching(true);
    setError(undefined);
    try {
      const result = await search({
        code: code as StoreDeliveryCode,
        query: query.trim(),
        items: [{ productId: item.productId, qty: item.qty }],
      });
      if (!result.ok) {
        setPlaces(null);
        setError(result.message);
        return;
      }
      setPlaces(result.places);
      setPlaceId(preselectedPlace(result.places, code === current ? currentPlace : undefined));
    } finally {
      setSearching(false);
    }
  };

  const apply = async () => {
    setApplying(true);
    setError(undefined);
    try {
      const result = await onApply({
        code,
        ...(needsPlace(code) && placeId ? { storeId: placeId } : {}),
      });
      if (result.ok) onOpenChange(false);
      else setError(result.message);
    } finally {
      setApplying(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('changeDelivery.title')}
      description={item.name}
      presentation="panel"
      closeLabel={t('changeDelivery.cancel')}
    >
      <Stack gap="md">
        {error && <Notification tone="error">{error}</Notification>}
        <RadioGroup
          id={`${id}-method`}
          name={`${id}-method`}
          label={t('changeDelivery.method')}
          orientation="vertical"
          value={code}
          options={item.shippingOptions.available.map((value) => ({
            value,
            label: labels.shippingMethods[value] ?? value,
          }))}
          onChange={(event) => chooseCode(event.target.value)}
        />
        {needsPlace(code) && (
          <form onSubmit={(event) => void runSearch(event)}>
            <Inline gap="sm" align="end" wrap>
              <TextField
                label={t('changeDelivery.placeQuery')}
                name="placeQuery"
                value={query}
                maxLength={64}
                onChange={(event) => setQuery(event.target.value)}
              />
              <Button type="submit" variant="secondary" loading={searching}>
                {t('changeDelivery.search')}
              </Button>
            </Inline>
          </form>
        )}
        {needsPlace(code) && places?.length === 0 && (
          <p role="status">{t('changeDelivery.noPlaces', { code })}</p>
        )}
        {needsPlace(code) && places && places.length > 0 && (
          <RadioGroup
            id={`${id}-place`}
            name={`${id}-place`}
            label={t('changeDelivery.place', { code })}
            orientation="vertical"
            value={placeId ?? ''}
            options={places.map((place) => ({
              value: place.id,
              label: place.name,
              disabled: !place.available,
              description: (
                <Text as="span" size="sm" tone={place.available ? 'success' : 'muted'}>
                  {[place.address.addressLine1, place.address.city].join(', ')}
                  {' · '}
                  {place.available
                    ? t('changeDelivery.available', { code })
                    : t('changeDelivery.unavailable', { code })}
                </Text>
              ),
            }))}
            onChange={(event) => setPlaceId(event.target.value)}
          />
        )}
        <Inline gap="sm">
          <Button
            onClick={() => void apply()}
            loading={applying}
            disabled={!canApply(code, places, placeId) || (code === current && !needsPlace(code))}
          >
            {t('changeDelivery.apply')}
          </Button>
          <Button variant="tertiary" onClick={() => onOpenChange(false)}>
            {t('changeDelivery.cancel')}
          </Button>
        </Inline>
      </Stack>
    </Dialog>
  );
}
