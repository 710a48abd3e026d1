/**
 * The basket (cart) model of the mock API (spec 1 §3 "Cart", "Cart totals", "promoSummary",
 * "Cart item", "Saved for later", "Loyalty in cart"; spec 3 §3 "Cart totals and shipping
 * methods"). Amounts are numbers in major units of the basket currency, rounded to 2 decimals
 * (`roundMoney`). The checkout module writes shipments' methods and addresses, payment
 * instruments and the billing address; `recalculate` derives prices, promotions and totals.
 */

/** Lifecycle of a basket: `open` (the shopper's one cart), `ordered` (placed), `closed` (merged away). */
export type BasketStatus = 'open' | 'ordered' | 'closed';

/** Promotion levels of spec 1 §3 "promoSummary". */
export type PromotionLevel = 'ORDER' | 'PRODUCT' | 'SHIPPING';

/** Shipping method codes of spec 1 §3 (`standard` is the default, `digital` for digital products). */
export type ShippingMethodCode =
  | 'standard'
  | 'pickup'
  | 'pudo'
  | 'sts'
  | 'digital'
  | 'customs'
  | (string & {});

/** A shipping method chosen for a shipment (set by the checkout module). */
export interface ShippingMethod {
  code: ShippingMethodCode;
  /** Price before shipping promotions, major units. */
  price: number;
  /** Delivery time as shown, e.g. `3-5 days` or `same day`. */
  deliveryTime?: string;
  label?: string;
}

/** A postal address of a shipment or the billing address (spec 1 §3 "Billing address"). */
export interface BasketAddress {
  addressId?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  phoneCode?: string;
  addressLine1?: string;
  addressLine2?: string;
  city?: string;
  country?: string;
  /** ISO 3166-1 alpha-2; decides the tax rate when set. */
  countryCode?: string;
  postalCode?: string;
  province?: string;
  shippingId?: string;
  subscriptions?: { newsletterConsent?: boolean };
  /** Set by an express checkout (spec 3 §7 context): the wallet's address rules apply. */
  context?: WalletContext;
}

/** The express contexts of the shipping address call (spec 3 §7). */
export type WalletContext = 'APPLE_PAY_EXPRESS' | 'PAYPAL_EXPRESS';

/** A shipment of the basket; `me` is the default one (spec 1 §3 "shippingMethods"). */
export interface Shipment {
  shipmentId: string;
  shippingMethod?: ShippingMethod;
  /** Codes the shopper may choose for this shipment (checkout module). */
  applicableShippingMethods?: ShippingMethod[];
  shippingAddress?: BasketAddress;
  /** Store of a pickup / ship-to-store shipment. */
  storeId?: string;
  /** Name of the store or collection point of `storeId` (spec 2 §7 address `storeName`). */
  storeName?: string;
  /** Discount of shipping promotions on this shipment, major units (recalculate). */
  shippingDiscount?: number;
  /**
   * `shopperAppliedSM` of the shopper's last POST /cart/v1/shippingMethod for this shipment
   * (spec 1 §7): whether the shopper chose the method (rather than the default); cleared when
   * the arrangement falls back to the default method.
   */
  shopperAppliedSM?: boolean;
}

/** A payment instrument (written by the checkout module, spec 1 §3 "Payment instrument"). */
export interface PaymentInstrument {
  payment_instrument_id: string;
  payment_method_id:
    | 'CREDIT_CARD'
    | 'GIFT_CARD'
    | 'LOYALTY_POINTS'
    | 'ATHLETES_PAYMENT'
    | 'REWARD_CODE'
    | 'REWARD_CARD'
    | (string & {});
  /** Amount the instrument pays, major units. */
  amount: number;
  /** Method-specific data (masked card number, gift card number, …). */
  [extra: string]: unknown;
}

/** Summary of an applied promotion (spec 1 §3 "promoSummary"). */
export interface PromoSummary {
  level: PromotionLevel;
  calloutMessage: string;
  promotionName: string;
  promotionId: string;
}

/** A promotion applied to an item (spec 1 §3 "productPromotions"). */
export interface ProductPromotion {
  promotionId: string;
  campaignId: string;
  couponCode?: string;
  /** Discount on the row, major units (positive). */
  price: number;
  calloutMessage?: string;
}

/** A shipping promotion applied to an item's shipment share (spec 1 §3 "shippingPromotions"). */
export interface ShippingPromotion {
  promotionId: string;
  appliedDiscount: number;
  price: number;
}

/** An order-level promotion applied to the basket. */
export interface OrderPromotion extends PromoSummary {
  couponCode?: string;
  /** Discount, major units (positive). */
  discount: number;
}

/** A coupon entered on the basket (spec 1 §3 "couponItems"). */
export interface CouponItem {
  couponItemId: string;
  code: string;
  promotionId: string;
  /** Whether its promotion applies to the basket as it is now. */
  applied: boolean;
  valid: boolean;
  /** `applied` or `no_applicable_promotion`. */
  statusCode: 'applied' | 'no_applicable_promotion';
}

/** A manual price adjustment (spec 1 §7 price_adjustments; e.g. an associate's discount). */
export interface PriceAdjustment {
  adjustmentId: string;
  /** Item it applies to, or none for the whole order. */
  itemId?: string;
  /** Fixed amount off (major units), or percent off when `type` is `percentage`. */
  type: 'amount' | 'percentage';
  value: number;
  reason?: string;
  /** Discount it gave at the last recalculation, major units (positive). */
  appliedDiscount: number;
  /** The associate who made (or last changed) it: employee id and store (agent login). */
  storeEmployeeId?: string;
  storeId?: string;
}

/** A loyalty voucher, reward code or reward card applied in the cart (spec 1 §3 "Loyalty in cart"). */
export interface AppliedReward {
  rewardId: string;
  type: 'LOYALTY_VOUCHER' | 'REWARD_CODE' | 'REWARD_CARD';
  code: string;
  /** Value, major units; what it pays is capped by the total at recalculation. */
  amount: number;
  /** Loyalty points spent (vouchers). */
  points?: number;
}

/** A message shown with the basket (spec 1 §4 "Cart notifications"). */
export interface FlashMessage {
  type: 'info' | 'error' | 'warning';
  /** A catalogue code (INV700, INV701, INV702, …) or a short token. */
  code: string;
  message: string;
  itemId?: string;
}

/** Gift option of a digital product (spec 1 §3). */
export interface GiftOption {
  to?: string;
  email?: string;
  message?: string;
}

/** Price block of a cart item (spec 1 §3 "Cart item" price), major units. */
export interface ItemPrice {
  /** Unit price now. */
  current: number;
  /** Unit list price. */
  original: number;
  highCurrent?: number;
  highOriginal?: number;
  /** current × qty. */
  rowTotal: number;
  /** Row total after product promotions and item price adjustments. */
  priceAfterItemDiscount: number;
  /** Row total after its share of order promotions and order adjustments too. */
  priceAfterOrderDiscount: number;
}

/** Shipping options of a cart item (spec 1 §3). */
export interface ItemShippingOptions {
  selected: ShippingMethodCode;
  available: ShippingMethodCode[];
  shippingMethod?: { code: ShippingMethodCode; deliveryTime?: string };
  /** `name`: the store's or collection point's name (so a reload shows it, not the id). */
  storeInfo?: { id: string; storeInventory: number; name?: string };
}

/** A cart item (spec 1 §3 "Cart item"). `productId` is the variant id, `masterId` the product. */
export interface BasketItem {
  id: string;
  productId: string;
  masterId: string;
  name: string;
  upc: string;
  qty: number;
  maxQty: number;
  /** Variant attributes, e.g. `{ color: 'black', size: '9' }`. */
  attributes: Record<string, string>;
  image?: string;
  price: ItemPrice;
  /** Tax of the row, major units. */
  taxTotal: number;
  shippingOptions: ItemShippingOptions;
  /** Shipment the item belongs to (`me` by default). */
  shipmentId: string;
  giftOption?: GiftOption;
  /** Amount chosen for a custom-amount gift card, major units. */
  customAmount?: number;
  recipeId?: string;
  precreatedCustomsCode?: string;
  isCustoms: boolean;
  /** A free gift added by a bonus promotion. */
  bonus: boolean;
  customerNotifications: FlashMessage[];
  productPromotions: ProductPromotion[];
  shippingPromotions: ShippingPromotion[];
  slug: string;
  /** Product page path without locale, `/p/{slug}-{id}`. */
  pdpUrl: string;
  isDigitalProduct: boolean;
  /** What the shopper pays for the row after every discount, major units. */
  cost: number;
}

/** Totals of spec 1 §3 "Cart totals", major units. */
export interface BasketTotals {
  /** Amount to pay: items after discounts + shipping (+ tax where prices exclude it). */
  total: number;
  /** Product + order promotions and price adjustments (shipping discounts are in `shipping`). */
  totalDiscount: number;
  /** Items before promotions (sum of row totals). */
  itemTotal: number;
  totalWithoutTax: number;
  /** Shipping after shipping promotions. */
  shipping: number;
  tax: number;
  /** totalDiscount / itemTotal in percent, 1 decimal (spec 1 §9). */
  totalDiscountPercentage: number;
  /** total − payment instruments − applied rewards, never below 0. */
  remainingToPay: number;
  currency: string;
  totalUnits: number;
  /** Items after product promotions and item adjustments. */
  itemSubTotal: number;
  /** Net of tax (same as totalWithoutTax; the express "taxation (net)"). */
  netAmount: number;
  taxAmount: number;
  /** What applied rewards pay, major units. */
  appliedRewards: number;
  /** Gift cards paying (spec 3 §3 express totals): amount and masked card number. */
  giftCards?: { amount: number; cardNumber: string }[];
}

/** Loyalty state shown in the cart (spec 1 §3 "Loyalty in cart"). */
export interface BasketLoyalty {
  currentLoyaltyPoints: number;
  applicableLoyaltyVouchers: {
    points: number;
    amountInCurrency: number;
    available: boolean;
    eligible: boolean;
  }[];
}

/** The mutable document of a basket (stored as JSON). */
export interface BasketBody {
  items: BasketItem[];
  shipments: Shipment[];
  couponItems: CouponItem[];
  orderPromotions: OrderPromotion[];
  promoSummary: PromoSummary[];
  priceAdjustments: PriceAdjustment[];
  payment_instruments: PaymentInstrument[];
  billingAddress?: BasketAddress;
  rewards: AppliedReward[];
  loyalty?: BasketLoyalty;
  /**
   * An employee's basket with the associate discount: the merchandise (major units) the
   * discount covers, which placing the order adds to the employee's `currentSpend` (spec 2 §3
   * "Employee discount"). Absent otherwise.
   */
  employeeSpend?: number;
  flash: FlashMessage[];
  favoriteStoreId?: string;
  totals: BasketTotals;
}

/** A basket: identity columns plus its document. */
export interface Basket extends BasketBody {
  basketId: string;
  consumerId: string;
  /** Site id (`us`, `ca`, `gb`). */
  siteId: string;
  /** ISO 4217 currency of the site. */
  currency: string;
  status: BasketStatus;
  /** Optimistic concurrency: the version this copy was read at. */
  version: number;
  /** Number of units in the basket (spec 1 §3 totalItems). */
  totalItems: number;
  createdAt: string;
  updatedAt: string;
  /** An express basket (spec 3 §4, §9: the product page's express checkout), not the cart. */
  express?: boolean;
}

/** One saved-for-later item (spec 1 §3 "Saved for later"). */
export interface SavedItem {
  itemId: string;
  productId: string;
  masterId: string;
  upc: string;
  qty: number;
  name: string;
  /** Product page path. */
  pageUrl: string;
  available: boolean;
  addedAt: string;
}

/** A shopper's saved-for-later list. */
export interface SavedForLater {
  saveForLaterId: string;
  consumerId: string;
  items: SavedItem[];
}
