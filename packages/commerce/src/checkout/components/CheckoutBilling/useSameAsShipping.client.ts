'use client';

import type { BasketResponse } from '@storefront/api-contract';
import { useState } from 'react';
import { separateBillingAddress } from '../../flow/billing';
import type { CheckoutActions, CheckoutData, CheckoutFailure } from '../../flow/types';

/** What {@link useSameAsShipping} answers. */
export interface SameAsShipping {
  /** "Same as shipping address" is on: the address fields are hidden. */
  same: boolean;
  /** The box was ticked or cleared. */
  change(checked: boolean): void;
  /** The stored billing address is being deleted. */
  removing: boolean;
}

/**
 * The billing step's "same as shipping address" box (spec 1 §2). It starts on when the home
 * shipment has an address and the basket has no billing address yet. Turning it back on when
 * the basket keeps a billing address of its own ({@link separateBillingAddress}) deletes that
 * address (DELETE …/billingAddress, spec 1 §7 "when the shopper removes them"): the fresh
 * basket goes to `onData`; a failure goes to `onFailure` and the box turns off again (the
 * address is still stored, so its fields show).
 */
export function useSameAsShipping({
  basket,
  canCopy,
  removeBillingAddress,
  onData,
  onFailure,
}: {
  basket: BasketResponse;
  /** The home shipment has an address to copy. */
  canCopy: boolean;
  removeBillingAddress: CheckoutActions['removeBillingAddress'];
  onData(data: CheckoutData): void;
  onFailure(failure: CheckoutFailure): void;
}): SameAsShipping {
  const [same, setSame] = useState(canCopy && !basket.billingAddress);
  const [removing, setRemoving] = useState(false);
  const change = (checked: boolean) => {
    setSame(checked);
    if (!checked || !removeBillingAddress || !separateBillingAddress(basket)) return;
    setRemoving(true);
    void removeBillingAddress()
      .then((removed) => {
        if (removed.ok) return onData(removed);
        setSame(false);
        onFailure(removed);
      })
      .finally(() => setRemoving(false));
  };
  return { same, change, removing };
}
