import type { BasketResponse } from '@storefront/api-contract';
import type { CheckoutLabels } from '../../flow/labels';
import type { PlacementFailure } from '../../flow/placementReducer';
import { stageSwitchMessages } from '../../flow/stageSwitch';
import type { CheckoutStep } from '../../flow/steps';
import type { CheckoutActions, CheckoutData } from '../../flow/types';

/** What {@link showPlacementFailure} acts on. */
export interface PlacementFailureContext {
  actions: Pick<CheckoutActions, 'applyStageSwitch'>;
  /** The basket store takes a basket (header count, items). */
  receiveBasket(basket: BasketResponse): void;
  receive(next: CheckoutData): void;
  reload(): Promise<unknown>;
  /** The top notification. */
  showTop(tone: 'error' | 'info', message: string): void;
  /** A persistent toast. */
  showToast(message: string): void;
  onStepChange(step: CheckoutStep): void;
  labels: Pick<CheckoutLabels, 'cannotComplete'>;
}

/**
 * Shows a failed placement where spec 1 §8 puts it ({@link PlacementFailure}'s `placement`):
 * a stage switch is applied (with its message at the top); item-level errors refresh the
 * items; INV701 reloads and says the order cannot be completed; `top` codes at the top; every
 * other code a persistent toast. Then the failure's step is shown (3-D Secure → billing…).
 */
export async function showPlacementFailure(
  failure: PlacementFailure,
  context: PlacementFailureContext,
): Promise<void> {
  if (failure.basket) context.receiveBasket(failure.basket);
  if (failure.reload) await context.reload();
  switch (failure.placement.kind) {
    case 'stageSwitch': {
      const switched = await context.actions.applyStageSwitch(failure.code);
      if (switched.ok) context.receive(switched);
      context.showTop('info', stageSwitchMessages[failure.code] ?? failure.message);
      break;
    }
    case 'items':
      if (!failure.basket) await context.reload();
      break;
    case 'blocked':
      await context.reload();
      context.showTop('error', context.labels.cannotComplete);
      break;
    case 'top':
      context.showTop('error', failure.message);
      break;
    default:
      context.showToast(failure.message);
  }
  if (failure.step !== 'summary') context.onStepChange(failure.step);
}
