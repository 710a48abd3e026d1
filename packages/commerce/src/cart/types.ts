import type {
  BasketResponse,
  GiftCardBalance,
  SaveForLaterPage,
  UpdateItemRequest,
} from '@storefront/api-contract';
import type { RecoveryItem } from '../session/basketRecovery';

/**
 * What a cart server action answers (server actions answer messages instead of throwing:
 * Next masks thrown errors in production). `code` is the catalogue code (spec 1 §8), `message`
 * the wording to show; `field` says where it goes (PRM codes at the promo input, GFC codes at
 * the gift card input, REW codes at the reward input).
 */
export type CartActionResult =
  | {
      ok: true;
      basket: BasketResponse;
      /** The saved-for-later page, when the call touched it. */
      saved?: SaveForLaterPage;
      /** Set after a BSK404 recovery: the message to show. */
      notice?: string;
    }
  | {
      ok: false;
      code: string;
      message: string;
      field?: 'coupon' | 'giftCard' | 'reward';
      /** The basket as it stands after the failure, when known. */
      basket?: BasketResponse;
      saved?: SaveForLaterPage;
    };

/** A gift card balance answer (POST /cart/v1/giftcard/balance). */
export type GiftCardBalanceResult =
  | { ok: true; balance: GiftCardBalance }
  | { ok: false; code: string; message: string };

/** What an add to cart sends (spec 1 §7 add item; qty 1 / maxQty 999999 by default, spec 1 §5). */
export interface AddToCartInput {
  /** The variant id. */
  productId: string;
  upc?: string;
  qty?: number;
  maxQty?: number;
  storeId?: string;
  giftOption?: { to?: string; email?: string; message?: string };
  customAmount?: number;
  /**
   * One UUID per shopper action, the same on its retry: sent as the `Idempotency-Key` header
   * so an add that timed out but landed is not added twice (spec 3 §4).
   */
  idempotencyKey?: string;
  /**
   * Where the shopper added from, a product interaction origin label (spec 3 §9: `Search`,
   * `Grid`, `Product Page`, …) for the host's analytics; never sent to the API.
   */
  origin?: string;
}

/**
 * The cart calls the host provides (the storefront: server actions over the basket service,
 * with the tokens in httpOnly cookies). `recovery` is the locally persisted cart, re-added on
 * BSK404 (spec 1 §8).
 */
export interface CartActions {
  /** GET the basket (or an empty answer when the shopper has none yet). */
  load(recovery: RecoveryItem[]): Promise<CartActionResult>;
  addItem(input: AddToCartInput, recovery: RecoveryItem[]): Promise<CartActionResult>;
  updateItem(request: UpdateItemRequest, recovery: RecoveryItem[]): Promise<CartActionResult>;
  removeItem(
    item: { itemId: string; productId: string; upc?: string },
    recovery: RecoveryItem[],
  ): Promise<CartActionResult>;
  applyCoupon(code: string): Promise<CartActionResult>;
  removeCoupon(code: string): Promise<CartActionResult>;
  /** A loyalty voucher (points), a reward code or a reward card; or removes a reward. */
  applyReward(request: {
    appliedLoyaltyVoucher?: number;
    rewardCode?: string;
    rewardCard?: string;
    removeRewardId?: string;
  }): Promise<CartActionResult>;
  /** Moves a basket item to the saved-for-later list (answers the basket and the first page). */
  saveForLater(itemId: string, page: SavedPageRequest): Promise<CartActionResult>;
  /** Moves a saved item into the basket. */
  moveToCart(savedItemId: string, page: SavedPageRequest): Promise<CartActionResult>;
  /** A page of the saved-for-later list. */
  savedPage(page: SavedPageRequest): Promise<CartActionResult>;
  /** The balance of a card; number and PIN are both required (spec 1 §7; GFC codes). */
  giftCardBalance(cardNumber: string, pin: string): Promise<GiftCardBalanceResult>;
  /** Applies a gift card (number and PIN) as a payment instrument; absent until the checkout calls exist. */
  applyGiftCard?(cardNumber: string, pin: string): Promise<CartActionResult>;
}

/** A saved-for-later page request: `start` 0-based, `count` items. */
export interface SavedPageRequest {
  start: number;
  count: number;
}
