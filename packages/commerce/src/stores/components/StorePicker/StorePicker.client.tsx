'use client';

import { Button, Card, Dialog, Inline, messages, Notification, TextField } from '@storefront/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { StoreDeliveryCode } from '../../../checkout/flow/delivery';
import type { CheckoutLabels } from '../../../checkout/flow/labels';
import type { CheckoutResult, DeliveryPlace, PlaceSearch } from '../../../checkout/flow/types';
import { useCheckoutLabels } from '../../../messages/useLabels.client';
import { useReturnFocus } from './returnFocus';
import * as styles from './StorePicker.css';

/** Props of {@link StorePicker}. */
export interface StorePickerProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The store delivery chosen: `pickup`, `sts` (stores) or `pudo` (collection points). */
  code: StoreDeliveryCode;
  /** The items to deliver there (variant id, quantity): each place's availability is theirs. */
  items: PlaceSearch['items'];
  /** Searches places near a postal code or in a city (the host's stores service). */
  search(search: PlaceSearch): Promise<CheckoutResult<{ places: DeliveryPlace[] }>>;
  /** The place the items go to now: choosing another asks for confirmation first. */
  current?: { id: string; name: string };
  /** Moves the items to the chosen place (POST /cart/v1/shippingMethod); a failure's message is shown. */
  onChoose(place: DeliveryPlace): Promise<{ ok: true } | { ok: false; message: string }>;
  /** The query the field starts with (e.g. the shopper's postal code). */
  initialQuery?: string;
  labels?: CheckoutLabels;
}

type View =
  | { name: 'search' }
  | { name: 'confirm'; place: DeliveryPlace }
  | { name: 'changed'; place: DeliveryPlace };

/**
 * The store / collection point picker (spec 1 §2 dialogs "pickup in store", "change store
 * confirmation", "store changed"): a search by postal code or city, the places nearest first
 * with their availability for the items (a place that cannot take them cannot be chosen),
 * "no store available" when none is found. Choosing a place while the items already go to
 * another asks for confirmation, then says the store changed. A Radix dialog (focus trap,
 * Escape); every control is reachable by keyboard. On close, focus returns to the element that
 * opened it, or, when that element left the page (the shipment re-rendered for the chosen
 * place), to the shipment's "change store" button or heading (see `returnFocusTarget`).
 */
export function StorePicker({
  open,
  onOpenChange,
  code,
  items,
  search,
  current,
  onChoose,
  initialQuery = '',
  labels: ownLabels,
}: StorePickerProps) {
  const labels = useCheckoutLabels(ownLabels);
  const id = useId();
  const [query, setQuery] = useState(initialQuery);
  const [queryError, setQueryError] = useState<string | undefined>();
  const [places, setPlaces] = useState<DeliveryPlace[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [choosing, setChoosing] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [view, setView] = useState<View>({ name: 'search' });
  const bodyRef = useRef<HTMLDivElement>(null);
  const chosen = useRef<DeliveryPlace | undefined>(undefined);
  useReturnFocus(open, bodyRef, () => ({
    changeLabel: labels.changePlace(code),
    ...(chosen.current ? { placeName: chosen.current.name } : {}),
  }));

  useEffect(() => {
    if (!open) {
      setView({ name: 'search' });
      setError(undefined);
      setChoosing(null);
      chosen.current = undefined;
    }
  }, [open]);

  const runSearch = async (event: FormEvent) => {
    event.preventDefault();
    // The dialog is portalled but React events bubble to the step's form: keep them here.
    event.stopPropagation();
    if (!query.trim()) {
      setQueryError(messages.required);
      return;
    }
    setQueryError(undefined);
    setError(undefined);
    setSearching(true);
    try {
      const result = await search({ code, query: query.trim(), items });
      if (result.ok) setPlaces(result.places);
      else {
        setPlaces(null);
        setError(result.message);
      }
    } finally {
      setSearching(false);
    }
  };

  const choose = async (place: DeliveryPlace) => {
    setChoosing(place.id);
    setError(undefined);
    try {
      const result = await onChoose(place);
      if (!result.ok) {
        setError(result.message);
        return;
      }
      chosen.current = place;
      if (current) setView({ name: 'changed', place });
      else onOpenChange(false);
    } finally {
      setChoosing(null);
    }
  };

  const pick = (place: DeliveryPlace) => {
    if (current && current.id !== place.id) setView({ name: 'confirm', place });
    else void choose(place);
  };

  const title =
    view.name === 'confirm'
      ? labels.changeStoreTitle
      : view.name === 'changed'
        ? labels.storeChangedTitle
        : labels.pickerTitle(code);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      presentation="panel"
      closeLabel={labels.cancel}
    >
      <div ref={bodyRef} className={styles.body}>
        {error && <Notification tone="error">{error}</Notification>}
        {view.name === 'confirm' && current && (
          <>
            <p>{labels.changeStoreText(current.name, view.place.name)}</p>
            <Inline gap="sm">
              <Button loading={choosing !== null} onClick={() => void choose(view.place)}>
                {labels.confirmChange}
              </Button>
              <Button variant="secondary" onClick={() => setView({ name: 'search' })}>
                {labels.cancel}
              </Button>
            </Inline>
          </>
        )}
        {view.name === 'changed' && (
          <>
            <p role="status">{labels.storeChangedText(view.place.name)}</p>
            <Inline gap="sm">
              <Button onClick={() => onOpenChange(false)}>{labels.done}</Button>
            </Inline>
          </>
        )}
        {view.name === 'search' && (
          <>
            <form className={styles.search} onSubmit={(e) => void runSearch(e)} noValidate>
              <TextField
                id={`${id}-query`}
                label={labels.placeQuery}
                required
                autoComplete="postal-code"
                value={query}
                error={queryError}
                onChange={(e) => setQuery(e.target.value)}
              />
              <Button type="submit" loading={searching}>
                {labels.searchPlaces}
              </Button>
            </form>
            <div aria-live="polite">
              {places?.length === 0 && <p role="status">{labels.noPlaces(code)}</p>}
            </div>
            {places && places.length > 0 && (
              <ul className={styles.list} aria-label={labels.pickerTitle(code)}>
                {places.map((place) => (
                  <PlaceRow
                    key={place.id}
                    place={place}
                    code={code}
                    current={current?.id === place.id}
                    choosing={choosing === place.id}
                    onPick={() => pick(place)}
                    labels={labels}
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </Dialog>
  );
}

function PlaceRow({
  place,
  code,
  current,
  choosing,
  onPick,
  labels,
}: {
  place: DeliveryPlace;
  code: StoreDeliveryCode;
  current: boolean;
  choosing: boolean;
  onPick(): void;
  labels: CheckoutLabels;
}) {
  const { address } = place;
  return (
    <Card as="li" padding="sm" display="grid" gap="xs" alignItems="center" className={styles.place}>
      <div>
        <p className={styles.placeName}>{place.name}</p>
        <p className={styles.muted}>
          {[address.addressLine1, address.city, address.stateCode, address.postalCode]
            .filter(Boolean)
            .join(', ')}
          {place.distance !== undefined && ` · ${labels.distance(place.distance)}`}
        </p>
        <p className={place.available ? styles.available : styles.unavailable}>
          {place.available ? labels.placeAvailable(code) : labels.placeUnavailable(code)}
        </p>
      </div>
      <Button
        variant={current ? 'secondary' : 'primary'}
        size="sm"
        disabled={!place.available}
        loading={choosing}
        aria-label={labels.choosePlace(place.name)}
        onClick={onPick}
      >
        {labels.choose}
      </Button>
    </Card>
  );
}
