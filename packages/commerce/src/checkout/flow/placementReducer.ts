import type { BasketResponse, Order } from '@storefront/api-contract';
import { type ErrorPlacement, paymentFailureMessages, placeError } from './errorPlacement';
import { placementOutcome } from './placement';
import { type CheckoutStep, stepAfterFailure, threeDSecureFailureCode } from './steps';
import type { CheckoutResult } from './types';

/**
 * Order placement as a pure state machine (spec 1 §4 "Order placement", spec 1 §8 "Placing an
 * order", "Payment errors"): idle → processing → (challenge: 3-D Secure →) finalised, or failed
 * with where its error goes; a handled failure settles back to idle (the shopper may place
 * again).
 */
export type PlacementState =
  | { status: 'idle' }
  /** POST order sent: the overlay shows, Place order is disabled. */
  | { status: 'processing' }
  /** The payment asks for a 3-D Secure challenge (its dialog shows `order`). */
  | { status: 'challenge'; order: Order }
  /** The order is placed: the cart is reset, then the confirmation. */
  | { status: 'finalised'; order: Order }
  | { status: 'failed'; failure: PlacementFailure };

/** A failed placement and what the flow does with it. */
export interface PlacementFailure {
  /** Catalogue code (spec 1 §8), `PYT405` for a 3-D Secure failure. */
  code: string;
  /** The message to show. */
  message: string;
  /** Where the error goes (spec 1 §8, {@link placeError} in context `placement`). */
  placement: ErrorPlacement;
  /** The step to show after it (3-D Secure → billing, address and stage switch → shipping). */
  step: CheckoutStep;
  /** The basket as it stands after the failure, when the answer carried it. */
  basket?: BasketResponse;
  /** The basket must be loaded again (after a failed challenge). */
  reload: boolean;
}

/** Events of {@link placementReducer}. */
export type PlacementEvent =
  /** Place order was pressed. */
  | { type: 'place' }
  /** The answer of POST order. */
  | { type: 'placed'; result: CheckoutResult<{ order: Order }> }
  /** The answer of PATCH order with the challenge's result. */
  | { type: 'challenged'; result: CheckoutResult<{ order: Order }> }
  /** The flow has shown a failure: back to idle. */
  | { type: 'settled' };

/** Nothing is being placed. */
export const idlePlacement: PlacementState = { status: 'idle' };

/** A 3-D Secure failure: the top notification, back to billing (spec 1 §8 payment errors). */
function threeDSecureFailure(step: CheckoutStep, reload: boolean): PlacementState {
  return {
    status: 'failed',
    failure: {
      code: threeDSecureFailureCode,
      message: paymentFailureMessages.threeDSecure,
      placement: { kind: 'top' },
      step,
      reload,
    },
  };
}

/**
 * The next placement state (pure). An event that does not apply to the state (a second Place
 * order while processing, a late answer) leaves the state as it is (the same object).
 * - `place`: idle or failed → processing;
 * - `placed` (processing): an order asking for authentication → challenge; a created order →
 *   finalised; another order → failed (3-D Secure message, stays on summary); a failure →
 *   failed, placed by {@link placeError} and {@link stepAfterFailure};
 * - `challenged` (challenge): a finalised order → finalised; anything else → failed (3-D Secure
 *   message, basket reloaded, back to billing);
 * - `settled` (failed) → idle.
 */
export function placementReducer(state: PlacementState, event: PlacementEvent): PlacementState {
  switch (event.type) {
    case 'place':
      return state.status === 'idle' || state.status === 'failed'
        ? { status: 'processing' }
        : state;
    case 'placed': {
      if (state.status !== 'processing') return state;
      const { result } = event;
      if (!result.ok) {
        return {
          status: 'failed',
          failure: {
            code: result.code,
            message: result.message,
            placement: placeError(result.code, 'placement', result.serverMessage),
            step: stepAfterFailure(result.code, 'summary'),
            ...(result.basket ? { basket: result.basket } : {}),
            reload: false,
          },
        };
      }
      const outcome = placementOutcome(result.order);
      if (outcome === 'challenge') return { status: 'challenge', order: result.order };
      if (outcome === 'finalised') return { status: 'finalised', order: result.order };
      return threeDSecureFailure('summary', false);
    }
    case 'challenged': {
      if (state.status !== 'challenge') return state;
      const { result } = event;
      if (result.ok && placementOutcome(result.order) === 'finalised') {
        return { status: 'finalised', order: result.order };
      }
      return threeDSecureFailure('billing', true);
    }
    case 'settled':
      return state.status === 'failed' ? idlePlacement : state;
  }
}
