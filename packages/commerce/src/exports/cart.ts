/**
 * Part of `@storefront/commerce`'s shared face (`src/index.ts`): the cart: basket store and
 * controller, promotions, gift cards, saved for later.
 */
export type {
  AddCallOptions,
  BasketService,
  BasketServiceOptions,
  GetBasketOptions,
} from '../basket/basketService';
export {
  type CartController,
  type CartEffects,
  createCartController,
  defaultSavedPageSize,
} from '../cart/cartController';
export { commerceDialogs, type QuickShopRequest } from '../cart/cartDialogs';
export {
  allItemsBlocked,
  cartWasMerged,
  collectStockNotices,
  type DeliveryNotice,
  deliveryNotices,
  discountPercentage,
  hasStockNotices,
  type MergedCartNotice,
  mergedCartNotice,
  type NoticeItem,
  type StockNotices,
  stockNoticeCodes,
} from '../cart/cartNotices';
export {
  type CartState,
  type CartStorage,
  type CartStore,
  cartStorageKey,
  createCartStore,
  emptyCartState,
  type PersistedCart,
  readPersistedCart,
} from '../cart/cartStore';
export type {
  AddToCartProps,
  AddToCartRequest,
  AddToCartResult,
} from '../cart/components/AddToCart/AddToCart.client';
export { type AddToCartLabels, addToCartLabelsFrom } from '../cart/components/AddToCart/labels';
export type { AddToCartButtonProps } from '../cart/components/AddToCartButton/AddToCartButton.client';
export type { CartGiftOptionProps } from '../cart/components/CartItem/CartGiftOption.client';
export type {
  BasketItem,
  CartItemProps,
  CartStoreOption,
} from '../cart/components/CartItem/CartItem.client';
export { CartNotices, type CartNoticesProps } from '../cart/components/CartNotices/CartNotices';
export type { CartViewProps } from '../cart/components/CartView/CartView.client';
export type { GiftCardFormProps } from '../cart/components/GiftCardForm/GiftCardForm.client';
export type { MiniCartProps } from '../cart/components/MiniCart/MiniCart.client';
export type { PromoCodeFormProps } from '../cart/components/PromoCodeForm/PromoCodeForm.client';
export type { RewardsFormProps } from '../cart/components/RewardsForm/RewardsForm.client';
export type { SavedForLaterProps } from '../cart/components/SavedForLater/SavedForLater.client';
export { type CartLabels, cartLabelsFrom } from '../cart/labels';
export {
  addWithRetry,
  closesAfterAdd,
  type FailedAnswer,
  freeGiftErrorCode,
  type QuickShopFooterAction,
  type QuickShopFooterInput,
  quickShopFooterAction,
  quickShopMaxQty,
  quickShopRetryDelayMs,
} from '../cart/quickShopRules';
export type {
  AddToCartInput,
  CartActionResult,
  CartActions,
  GiftCardBalanceResult,
  SavedPageRequest,
} from '../cart/types';
