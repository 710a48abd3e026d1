/**
 * The ids of commerce's dialogs in the host's dialog manager (ui `DialogManager`, spec 1 §2:
 * opening one closes any other not marked kept; reopening merges the arguments).
 */
export const commerceDialogs = {
  /** The mini cart panel (no arguments). */
  miniCart: 'miniCart',
  /** The quick-shop dialog; arguments: a {@link QuickShopRequest}. */
  quickShop: 'quickShop',
  /** The store picker (cart, checkout shipping). */
  storePicker: 'storePicker',
  /** The cart's change-shipping-method dialog (spec 1 §2); arguments: `{ itemId }`. */
  cartShippingMethod: 'cartShippingMethod',
  /** The 3-D Secure challenge of an order placement. */
  threeDSecure: 'threeDSecure',
  /** The employee discount terms at checkout. */
  employeeTerms: 'employeeTerms',
  /** The pay-later (instalments) information at billing. */
  payLaterInfo: 'payLaterInfo',
  /** A cart item's gift option; arguments: `{ itemId }`. */
  giftOption: 'giftOption',
  /** The confirmation before cancelling an order (account orders); arguments: none. */
  cancelOrder: 'cancelOrder',
  /** The bot-defence challenge (spec 1 §8), kept over the dialog whose request was blocked. */
  botChallenge: 'botChallenge',
} as const;

/**
 * A quick-shop request: the product (master id and page URL) and, to update a cart item, its id
 * and current choice (attribute type → option value or label).
 */
export type QuickShopRequest = {
  id: string;
  url: string;
  itemId?: string;
  choice?: Record<string, string>;
  /** The product interaction origin of its add (spec 3 §9), e.g. `Grid`; see `QuickShop`. */
  origin?: string;
};
