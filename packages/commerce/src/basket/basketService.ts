import {
  type AddItemRequest,
  type ApplyCouponRequest,
  type BasketResponse,
  basketPaths,
  basketSchema,
  type CartWithItemRequest,
  type MoveSaveForLaterRequest,
  type PriceAdjustmentPatch,
  type PriceAdjustmentRequest,
  type RemoveCouponRequest,
  type RemoveItemRequest,
  type ReserveWithItemRequest,
  type RewardRequest,
  requestHeaders,
  type SaveForLaterPage,
  type SaveForLaterUpdate,
  saveForLaterPageSchema,
  type UpdateItemRequest,
} from '@storefront/api-contract';
import * as z from 'zod';
import type { ApiClient, ApiRequestOptions, HttpMethod } from '../api/client';
import { type AccessTokenSource, tokenCaller } from '../api/tokenCall';

/** Options of {@link createBasketService}. */
export interface BasketServiceOptions {
  /**
   * The shopper's access token (guest or registered), sent as `Authorization: Bearer …`.
   * A function is read on every call (tokens are refreshed server side).
   */
  accessToken: AccessTokenSource;
}

/** Options of the add calls (addItem, createBasketWithItem, reserveWithItem). */
export interface AddCallOptions {
  /**
   * A UUID per shopper action, the same on its retry: sent as `Idempotency-Key`; the API
   * answers a repeat with the first answer and adds nothing (spec 3 §4).
   */
  idempotencyKey?: string;
}

/** Options of {@link BasketService.getBasket}. */
export interface GetBasketOptions {
  /** Favourite store: recorded on the basket with each item's stock in it. */
  favStoreId?: string;
  /** Recalculate and save the basket before answering. */
  isPatchRequired?: boolean;
  /** Check stock: INV700 / INV701 / INV702 notices in `flash`. */
  inventorySupplyCheck?: boolean;
}

/**
 * The basket calls of the cart service (spec 1 §7 "Cart"; rules of spec 1 §3, §5, §8).
 * Every call needs an access token (`AUT401` without, `AUT498` for another shopper's basket),
 * validates its answer with the shared contract schema (`GEN500` when off contract) and
 * rejects with an `ApiError` carrying the server's code. Amounts are in major units of the
 * basket currency.
 */
export interface BasketService {
  /** POST /cart/v1/cart: the shopper's open basket, created when there is none (one per shopper). */
  createBasket(): Promise<BasketResponse>;
  /**
   * POST /cart/v1/cart `{ express: true }`: a new, empty express basket beside the shopper's
   * cart (spec 3 §4, §9: a product page's express checkout buys one unit there; the cart stays
   * untouched; the shopper's earlier express basket is deleted). Items added to it are limited
   * to quantity 1 (`INV407`).
   */
  createExpressBasket(): Promise<BasketResponse>;
  /**
   * DELETE /cart/v1/cart/{basketId}: deletes an express basket (cancel or failure of the
   * express flow, spec 3 §4). Raises `BSK404`, `AUT498`, `API400` for the shopper's cart.
   */
  deleteExpressBasket(basketId: string): Promise<void>;
  /**
   * POST /cart/v1/cartWithItem: the open basket (created if needed) with one item added.
   * Raises the codes of {@link BasketService.addItem}.
   */
  createBasketWithItem(
    request: CartWithItemRequest,
    options?: AddCallOptions,
  ): Promise<BasketResponse>;
  /** GET /cart/v1/cart/{basketId}. Raises `BSK404` (create a new basket and re-add), `AUT498`. */
  getBasket(basketId: string, options?: GetBasketOptions): Promise<BasketResponse>;
  /**
   * POST /cart/v1/item (qty default 1, maxQty default 999999). Raises `BSK404`, `INV702`
   * unknown product, `INV700` out of stock, `INV701` partly out of stock, `INV407` maximum
   * quantity reached (the message names the maximum), `INV405` no price, `PRC400` invalid
   * custom amount, `GFO404` / `GFO405` gift option not available, `GWP403` free-gift product.
   */
  addItem(request: AddItemRequest, options?: AddCallOptions): Promise<BasketResponse>;
  /** DELETE /cart/v1/item. Raises `BSK404`, `ORD404` item not in the basket, `GWP403` bonus item. */
  removeItem(request: RemoveItemRequest): Promise<BasketResponse>;
  /**
   * PUT /cart/v1/cart/{basketId}/item: quantity, variant, gift option or delivery method.
   * Raises `BSK404`, `ORD404`, `INV407`, `INV700`, `INV701`, `SHP404` unavailable method,
   * `GFO404` / `GFO405`.
   */
  updateItem(basketId: string, request: UpdateItemRequest): Promise<BasketResponse>;
  /**
   * PUT /cart/v1/coupon. Raises `PRM130` invalid, `PRM135` not yet available, `PRM155`
   * expired, `PRM140` limit exceeded, `PRM150` already redeemed, `PRM160` already applied,
   * `PRM416` cannot be combined, `PRM175` not valid for this cart; `BSK404`.
   */
  applyCoupon(request: ApplyCouponRequest): Promise<BasketResponse>;
  /** DELETE /cart/v1/coupon (by code or couponItemId). Raises `PRM130` when not on the basket, `BSK404`. */
  removeCoupon(request: RemoveCouponRequest): Promise<BasketResponse>;
  /**
   * PUT /cart/v1/cart/{basketId}/reward: a loyalty voucher (`appliedLoyaltyVoucher` points,
   * 0 removes), a reward code or a reward card. Raises `REW401` not allowed (guest, another
   * customer's, other currency), `REW130` invalid or expired, `REW135` not yet available,
   * `REW140` limit exceeded (points, uses, zero balance, already applied); `BSK404`.
   */
  applyReward(basketId: string, request: RewardRequest): Promise<BasketResponse>;
  /**
   * PUT /cart/v2/saveForLater: optional quantity updates and additions, answers a page of
   * the list (`start` 0-based, `count` default 10). Raises `PLP400` unknown saved item,
   * `INV702` unknown product, `AUT432` for a connected employee (all saved-for-later calls).
   */
  updateSavedForLater(
    page?: { start?: number; count?: number },
    update?: SaveForLaterUpdate,
  ): Promise<SaveForLaterPage>;
  /**
   * POST /cart/v2/cart/{basketId}/saveForLater: a basket item to the list (`itemId`) or a
   * saved item into the basket (`savedItemId`, with the add-item codes). Raises `BSK404`,
   * `ORD404`, `PLP400`.
   */
  moveSaveForLater(basketId: string, request: MoveSaveForLaterRequest): Promise<BasketResponse>;
  /** DELETE /cart/v2/saveForLater/{saveForlaterId}/items/{itemId}. Raises `PLP400`, `AUT498`. */
  removeSavedItem(saveForLaterId: string, itemId: string): Promise<SaveForLaterPage>;
  /** POST /cart/v1/cart/{basketId}/price_adjustments. Raises `BSK404`, `ORD404` unknown item, `API400`. */
  addPriceAdjustment(basketId: string, request: PriceAdjustmentRequest): Promise<BasketResponse>;
  /** PATCH /cart/v1/cart/{basketId}/price_adjustments/{adjustmentId}. Raises `API404`, `API400`, `BSK404`. */
  updatePriceAdjustment(
    basketId: string,
    adjustmentId: string,
    patch: PriceAdjustmentPatch,
  ): Promise<BasketResponse>;
  /** DELETE /cart/v1/cart/{basketId}/price_adjustments/{adjustmentId}. Raises `API404`, `BSK404`. */
  removePriceAdjustment(basketId: string, adjustmentId: string): Promise<BasketResponse>;
  /**
   * POST /cart/v1/reserveWithItem: the product for pickup in a store (reserve online, buy in
   * store). Raises `API404` unknown store, `INV700` none in the store, and the add-item codes.
   */
  reserveWithItem(
    request: ReserveWithItemRequest,
    options?: AddCallOptions,
  ): Promise<BasketResponse>;
}

/**
 * Creates the basket service over an API client (spec 1 §7 "Cart").
 * @param options.accessToken the shopper's token, sent as a bearer token
 */
export function createBasketService(
  client: ApiClient,
  options: BasketServiceOptions,
): BasketService {
  const call = tokenCaller(client, options.accessToken);
  const basket = (method: HttpMethod, path: string, request?: ApiRequestOptions) =>
    call(basketSchema, method, path, request);
  const flag = (value: boolean | undefined) => (value === undefined ? undefined : String(value));
  const keyed = (body: unknown, options: AddCallOptions = {}): ApiRequestOptions => ({
    body,
    ...(options.idempotencyKey
      ? { headers: { [requestHeaders.idempotencyKey]: options.idempotencyKey } }
      : {}),
  });

  return {
    createBasket: () => basket('POST', basketPaths.cart, { body: {} }),
    createExpressBasket: () => basket('POST', basketPaths.cart, { body: { express: true } }),
    async deleteExpressBasket(basketId) {
      await call(z.unknown(), 'DELETE', basketPaths.basket(basketId));
    },
    createBasketWithItem: (request, options) =>
      basket('POST', basketPaths.cartWithItem, keyed(request, options)),
    getBasket: (basketId, query = {}) =>
      basket('GET', basketPaths.basket(basketId), {
        query: {
          favStoreId: query.favStoreId,
          isPatchRequired: flag(query.isPatchRequired),
          inventorySupplyCheck: flag(query.inventorySupplyCheck),
        },
      }),
    addItem: (request, options) => basket('POST', basketPaths.item, keyed(request, options)),
    removeItem: (request) => basket('DELETE', basketPaths.item, { body: request }),
    updateItem: (basketId, request) =>
      basket('PUT', basketPaths.basketItem(basketId), { body: request }),
    applyCoupon: (request) => basket('PUT', basketPaths.coupon, { body: request }),
    removeCoupon: (request) => basket('DELETE', basketPaths.coupon, { body: request }),
    applyReward: (basketId, request) =>
      basket('PUT', basketPaths.reward(basketId), { body: request }),
    updateSavedForLater: (page = {}, update = {}) =>
      call(saveForLaterPageSchema, 'PUT', basketPaths.saveForLater, {
        query: { start: page.start, count: page.count },
        body: update,
      }),
    moveSaveForLater: (basketId, request) =>
      basket('POST', basketPaths.basketSaveForLater(basketId), { body: request }),
    removeSavedItem: (saveForLaterId, itemId) =>
      call(saveForLaterPageSchema, 'DELETE', basketPaths.savedItem(saveForLaterId, itemId)),
    addPriceAdjustment: (basketId, request) =>
      basket('POST', basketPaths.priceAdjustments(basketId), { body: request }),
    updatePriceAdjustment: (basketId, adjustmentId, patch) =>
      basket('PATCH', basketPaths.priceAdjustment(basketId, adjustmentId), { body: patch }),
    removePriceAdjustment: (basketId, adjustmentId) =>
      basket('DELETE', basketPaths.priceAdjustment(basketId, adjustmentId)),
    reserveWithItem: (request, options) =>
      basket('POST', basketPaths.reserveWithItem, keyed(request, options)),
  };
}
