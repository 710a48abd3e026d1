'use client';

import type { Channel, Order } from '@storefront/api-contract';
import { useDialogManager } from '@storefront/ui';
import { useCallback, useRef, useState } from 'react';
import { commerceDialogs } from '../../../cart/cartDialogs';
import {
  idlePlacement,
  type PlacementEvent,
  type PlacementFailure,
  type PlacementState,
  placementReducer,
} from '../../flow/placementReducer';
import type { CheckoutActions, PlaceOrderInput } from '../../flow/types';

/** What {@link usePlacement} answers. */
export interface Placement {
  state: PlacementState;
  /** Places the order (nothing while a placement is under way: one order per click). */
  place(input: PlaceOrderInput): Promise<void>;
  /** The 3-D Secure challenge's result: patches the order. */
  challenge(transStatus: 'Y' | 'N'): Promise<void>;
}

/**
 * Runs {@link placementReducer} against the host's calls (spec 1 §4 "Order placement"): POST
 * order → (3-D Secure challenge through the dialog manager → PATCH order) → finalise (the
 * basket is forgotten) → `onConfirmed`; a failure goes to `onFailure`, then the state settles
 * back to idle.
 */
export function usePlacement({
  actions,
  channel,
  onConfirmed,
  onFailure,
}: {
  actions: Pick<CheckoutActions, 'placeOrder' | 'patchOrder' | 'finalise'>;
  channel: Channel;
  onConfirmed(order: Order): void;
  onFailure(failure: PlacementFailure): Promise<void>;
}): Placement {
  const dialogs = useDialogManager();
  const [state, setState] = useState<PlacementState>(idlePlacement);
  /** The state as of the last event (a second click before the re-render sees processing). */
  const current = useRef<PlacementState>(idlePlacement);
  const apply = useCallback((event: PlacementEvent) => {
    current.current = placementReducer(current.current, event);
    setState(current.current);
    return current.current;
  }, []);

  const settle = async (next: PlacementState) => {
    if (next.status === 'challenge') dialogs.open(commerceDialogs.threeDSecure);
    else dialogs.close(commerceDialogs.threeDSecure);
    if (next.status === 'finalised') {
      await actions.finalise(next.order.orderNumber);
      onConfirmed(next.order);
    } else if (next.status === 'failed') {
      await onFailure(next.failure);
      apply({ type: 'settled' });
    }
  };

  const place = async (input: PlaceOrderInput) => {
    const before = current.current;
    if (apply({ type: 'place' }) === before) return;
    const result = await actions.placeOrder({ ...input, channel });
    await settle(apply({ type: 'placed', result }));
  };

  const challenge = async (transStatus: 'Y' | 'N') => {
    const pending = current.current;
    if (pending.status !== 'challenge') return;
    const result = await actions.patchOrder(pending.order.orderNumber, transStatus, channel);
    await settle(apply({ type: 'challenged', result }));
  };

  return { state, place, challenge };
}
