import { ApiError } from '../api/ApiError';

/**
 * Quick-shop rules (spec 3 §4 "Quick-shop footer", "Quick-shop add to cart", §9 "Forms and
 * quick-shop"). Pure.
 */

/** Maximum quantity of a quick-shop (and express) add (spec 3 §9): 1. */
export const quickShopMaxQty = 1;

/** Delay before the one retry of a failed quick-shop add (spec 3 §9): 2000 ms. */
export const quickShopRetryDelayMs = 2000;

/** The error code of the free-gift product, never retried (spec 1 §8 GWP403). */
export const freeGiftErrorCode = 'GWP403';

/** What the quick-shop footer button is. */
export type QuickShopFooterAction =
  | 'notifyMe'
  | 'outOfStock'
  | 'signInToBuy'
  | 'updateInCart'
  | 'addToCart';

/** What decides the footer button. */
export interface QuickShopFooterInput {
  /** The notify-me feature is on (storefront config). */
  notifyMeEnabled: boolean;
  /** The product (or variant) allows notify me (`notifyMe`). */
  notifyMeAllowed: boolean;
  /** The chosen variant has no stock (quantity 0; never for digital/reservable items). */
  outOfStock: boolean;
  /** A presale product. */
  presale: boolean;
  signedIn: boolean;
  /** The dialog was opened to update a cart item or a saved-for-later item. */
  updating: boolean;
}

/**
 * The footer button by spec 3 §4's priority, first match wins: notify me (feature on, the
 * variant allows it, and it is out of stock) → out of stock (disabled) → sign in to buy
 * (presale, not signed in) → update in cart (opened for an item) → add to cart.
 */
export function quickShopFooterAction(input: QuickShopFooterInput): QuickShopFooterAction {
  if (input.notifyMeEnabled && input.notifyMeAllowed && input.outOfStock) return 'notifyMe';
  if (input.outOfStock) return 'outOfStock';
  if (input.presale && !input.signedIn) return 'signInToBuy';
  if (input.updating) return 'updateInCart';
  return 'addToCart';
}

/** A failed add as a server action answers it (server actions answer, they do not throw). */
export interface FailedAnswer {
  ok: false;
  code?: string;
}

function codeOf(outcome: unknown): string | undefined {
  if (outcome instanceof ApiError) return outcome.errorId;
  if (outcome && typeof outcome === 'object' && 'code' in outcome) {
    const code = (outcome as { code?: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

/**
 * Runs a quick-shop add, retried once after `delayMs` (2000 ms) when it fails (rejects, or
 * answers `{ ok: false }`), unless the failure is the free-gift error `GWP403` (spec 3 §4).
 * The second outcome is final. `add` gets one idempotency key (a UUID) for the action and the
 * same key on the retry, so an add that timed out but landed is not added twice (the
 * `Idempotency-Key` header of the add calls).
 * @param sleep waits `ms` milliseconds (fake timers in tests)
 * @param newKey makes the action's key; `crypto.randomUUID()` by default
 */
export async function addWithRetry<T extends { ok: boolean }>(
  add: (idempotencyKey: string) => Promise<T>,
  options: {
    delayMs?: number;
    sleep?: (ms: number) => Promise<void>;
    newKey?: () => string;
  } = {},
): Promise<T> {
  const delayMs = options.delayMs ?? quickShopRetryDelayMs;
  const sleep = options.sleep ?? ((ms) => new Promise<void>((r) => setTimeout(r, ms)));
  const key = (options.newKey ?? (() => crypto.randomUUID()))();
  try {
    const first = await add(key);
    if (first.ok || codeOf(first) === freeGiftErrorCode) return first;
  } catch (error) {
    if (codeOf(error) === freeGiftErrorCode) throw error;
  }
  await sleep(delayMs);
  return add(key);
}

/** Whether the quick-shop closes after a successful add (spec 3 §4): mini cart or close-on-add on. */
export function closesAfterAdd(flags: { miniCart: boolean; closeOnAdd: boolean }): boolean {
  return flags.miniCart || flags.closeOnAdd;
}
