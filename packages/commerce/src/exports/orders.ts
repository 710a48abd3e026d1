/**
 * Part of `@storefront/commerce`'s shared face (`src/index.ts`): the account's orders (spec 2
 * §1, §7 purchase calls) and help (contact us, warranty). The `'use client'` islands are in
 * `@storefront/commerce/client`; their prop types are here.
 */

export type {
  ContactCategory,
  ContactUsFormProps,
} from '../account/help/ContactUsForm/ContactUsForm.client';
export {
  type ContactUsValues,
  contactUsSchemaWith,
  type HelpMessages,
  helpMessagesFrom,
  isCalendarDate,
  type WarrantyValues,
  warrantySchemaWith,
} from '../account/help/helpRules';
export type { WarrantyFormProps } from '../account/help/WarrantyForm/WarrantyForm.client';
export { type OrdersLabels, ordersLabelsFrom } from '../account/orders/labels';
export type {
  OrderActionResult,
  OrderActionsProps,
  ReturnLabel,
} from '../account/orders/OrderActions/OrderActions.client';
export { OrderDetail, type OrderDetailProps } from '../account/orders/OrderDetail';
export {
  OrderHistory,
  type OrderHistoryProps,
  OrderHistorySkeleton,
  orderDate,
} from '../account/orders/OrderHistory';
export type { OrderStatusLookupProps } from '../account/orders/OrderStatusLookup/OrderStatusLookup.client';
export {
  OrderTracking,
  type OrderTrackingInfo,
  type OrderTrackingProps,
} from '../account/orders/OrderTracking';
export {
  canCancelOrder,
  canRequestReturn,
  canResendGiftCardEmail,
  checkOrderLookup,
  fileFromBase64,
  historyWindow,
  normaliseOrderNumber,
  type OrderLookupField,
  type OrderLookupRule,
  orderNumberPattern,
  ordersPerPage,
} from '../account/orders/orderRules';
