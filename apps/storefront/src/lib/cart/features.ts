/**
 * Cart and quick-shop settings of the storefront (spec 3 §4 "Quick-shop add to cart": the
 * mini-cart feature and the close-on-add setting; notify me; spec 1 §9 saved-for-later page
 * size from configuration). Read from `NEXT_PUBLIC_*` variables at build time; defaults on.
 */
export const cartFeatures = {
  /** The mini cart opens after an add and quick-shop closes (`NEXT_PUBLIC_MINI_CART=off` to disable). */
  miniCart: process.env.NEXT_PUBLIC_MINI_CART !== 'off',
  /** Quick-shop closes after add even without the mini cart. */
  closeOnAdd: process.env.NEXT_PUBLIC_QUICKSHOP_CLOSE_ON_ADD === 'on',
  /** Notify me for out-of-stock variants. */
  notifyMe: process.env.NEXT_PUBLIC_NOTIFY_ME !== 'off',
  /** Saved-for-later page size (spec 1 §9: configuration). */
  savedPageSize: Number(process.env.NEXT_PUBLIC_SAVED_PAGE_SIZE ?? 5) || 5,
  /** Apply a gift card from the cart (GIFT_CARD payment instrument); else balance check only. */
  applyGiftCardInCart: process.env.NEXT_PUBLIC_GIFT_CARD_IN_CART !== 'off',
} as const;
