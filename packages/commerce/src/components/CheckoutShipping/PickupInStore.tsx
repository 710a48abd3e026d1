'use client';

import { Button, Select } from '@storefront/ui';
import { useId, useState } from 'react';
import type { CheckoutLabels } from '../../checkout-flow/labels';
import * as styles from './CheckoutShipping.css';

/**
 * "Or pick up in store" for the home shipment (spec 1 §3 shipping method `pickup`): a store
 * select and a button that moves the shipment's items to pickup at that store (the cart
 * service answers SHP404 when the store lacks the stock; the flow shows it at the top).
 */
export function PickupInStore({
  stores,
  busy,
  onPick,
  labels,
}: {
  /** Stores of the site's country that offer pickup. */
  stores: readonly { id: string; name: string }[];
  busy: boolean;
  onPick(storeId: string): void;
  labels: CheckoutLabels;
}) {
  const id = useId();
  const [storeId, setStoreId] = useState('');
  const [error, setError] = useState<string | undefined>();
  if (stores.length === 0) return null;
  return (
    <fieldset className={styles.pickup}>
      <legend>{labels.pickupInstead}</legend>
      <Select
        id={`${id}-store`}
        label={labels.pickupStore}
        placeholder={labels.chooseStore}
        options={stores.map((s) => ({ value: s.id, label: s.name }))}
        value={storeId}
        error={error}
        onChange={(e) => {
          setStoreId(e.target.value);
          setError(undefined);
        }}
      />
      <Button
        variant="secondary"
        loading={busy}
        onClick={() => (storeId ? onPick(storeId) : setError('This field is required'))}
      >
        {labels.pickupHere}
      </Button>
    </fieldset>
  );
}
