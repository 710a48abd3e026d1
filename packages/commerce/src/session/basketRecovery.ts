import type { BasketResponse } from '@storefront/api-contract';
import { ApiError } from '../api/ApiError';

/** An item of the locally persisted cart, enough to add it again (spec 1 §4, §8 BSK404). */
export interface RecoveryItem {
  /** Variant id. */
  productId: string;
  upc?: string;
  qty: number;
  /** Pickup / ship-to-store store. */
  storeId?: string;
  giftOption?: { to?: string; email?: string; message?: string };
  /** Custom gift card amount, major units. */
  customAmount?: number;
}

/** What BSK404 recovery needs from the cart service. */
export interface BasketRecoveryDeps {
  /** POST /cart/v1/cart: the new basket. */
  createBasket(): Promise<BasketResponse>;
  /** POST /cart/v1/item into the new basket. */
  addItem(basketId: string, item: RecoveryItem): Promise<BasketResponse>;
  /** The items of the locally persisted cart to add again. */
  items: readonly RecoveryItem[];
  /** Called with the new basket id (store it in the basket cookie). */
  onNewBasket?(basketId: string): void | Promise<void>;
}

/** The outcome of {@link withBasketRecovery}. */
export interface RecoveredCall<T> {
  value: T;
  /** Set when BSK404 made a new basket: its id, and the items that could not be re-added. */
  recovered?: { basketId: string; failed: RecoveryItem[] };
}

/** Whether an error is the cart service's "cart not found" (spec 1 §8 BSK404). */
export function isBasketNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.errorId === 'BSK404';
}

/**
 * Runs a basket call with the BSK404 recovery of spec 1 §8: when the basket is gone, a new one
 * is created, the locally persisted items are added again (one failing item does not stop the
 * others; it is reported in `recovered.failed`), and the call runs once more on the new basket
 * (`call` gets the new basket, so a remove can find its item again by variant). A second BSK404,
 * or any other error, rejects as is.
 * @param basketId the basket id of the cookie, or `undefined` when there is none (the call then
 *   starts on a new basket, without re-adding: nothing was lost)
 * @param call the call, given the basket id and, after a recovery, the rebuilt basket
 */
export async function withBasketRecovery<T>(
  basketId: string | undefined,
  call: (basketId: string, rebuilt?: BasketResponse) => Promise<T>,
  deps: BasketRecoveryDeps,
): Promise<RecoveredCall<T>> {
  if (basketId) {
    try {
      return { value: await call(basketId) };
    } catch (error) {
      if (!isBasketNotFound(error)) throw error;
    }
  }
  let basket = await deps.createBasket();
  await deps.onNewBasket?.(basket.basketId);
  const failed: RecoveryItem[] = [];
  if (basketId) {
    for (const item of deps.items) {
      try {
        basket = await deps.addItem(basket.basketId, item);
      } catch {
        failed.push(item);
      }
    }
  }
  const value = await call(basket.basketId, basket);
  return basketId ? { value, recovered: { basketId: basket.basketId, failed } } : { value };
}

/** The locally persisted form of a basket's items (what BSK404 recovery re-adds). */
export function recoveryItemsOf(basket: Pick<BasketResponse, 'items'>): RecoveryItem[] {
  return basket.items
    .filter((item) => !item.bonus)
    .map((item) => ({
      productId: item.productId,
      upc: item.upc,
      qty: item.qty,
      ...(item.shippingOptions.storeInfo &&
      ['pickup', 'pudo', 'sts'].includes(item.shippingOptions.selected)
        ? { storeId: item.shippingOptions.storeInfo.id }
        : {}),
      ...(item.giftOption ? { giftOption: item.giftOption } : {}),
      ...(item.customAmount !== undefined ? { customAmount: item.customAmount } : {}),
    }));
}
