import type {
  BasketAddress,
  BasketItem,
  BasketTotals,
  FlashMessage,
  PaymentInstrument,
  PriceAdjustment,
  PromoSummary,
  Shipment,
} from '../basket/types';

/**
 * The order model (spec 1 §3 "Order", §4 "Order placement"; spec 2 §7 purchase calls).
 * Amounts in major units of the order currency.
 */

/**
 * Order status (`st`): `created` (placed and paid), `pendingAuthentication` (waiting for the
 * 3-D Secure challenge), `failed` (challenge failed), `shipped`, `cancelled`.
 */
export type OrderStatus = 'created' | 'pendingAuthentication' | 'failed' | 'shipped' | 'cancelled';

/** In-store associate data sent with an order (spec 1 §1, §7 inStoreSalesInfo). */
export interface InStoreSalesInfo {
  storeId: string;
  storeEmployeeId: string;
  storeName?: string;
  storeEmployeeName?: string;
}

/** The payment method of an order (spec 1 §3: code and additionalData). */
export interface OrderPaymentMethod {
  code: string;
  additionalData?: Record<string, unknown>;
}

/** The stored order document. */
export interface OrderBody {
  orderNumber: string;
  st: OrderStatus;
  basketId: string;
  consumerId: string;
  siteId: string;
  currency: string;
  channel: 'ECOMM' | 'MAPP';
  items: BasketItem[];
  shipments: Shipment[];
  paymentMethod: OrderPaymentMethod;
  paymentInstruments: PaymentInstrument[];
  billingAddress?: BasketAddress;
  flash: FlashMessage[];
  totals: BasketTotals;
  promoSummary: PromoSummary[];
  /** Coupon codes redeemed with the order. */
  couponCodes: string[];
  inStoreSalesInfo?: InStoreSalesInfo;
  /** What the order added to the employee's discount spend (major units; see `Basket.employeeSpend`). */
  employeeSpend?: number;
  /** The associates' price adjustments of the basket, each with its employee id and store. */
  priceAdjustments?: PriceAdjustment[];
  /** ISO date-times. */
  createdAt: string;
  updatedAt: string;
  /** Set when the order was cancelled. */
  cancelledAt?: string;
  /** Return labels issued. */
  returnLabels?: { returnId: string; itemIds: string[]; createdAt: string }[];
}
