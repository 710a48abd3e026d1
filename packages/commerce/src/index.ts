/**
 * Commerce: the typed API clients, domain rules, hooks and flow components (cart, checkout,
 * account) of the storefront.
 *
 * Client components ('use client' modules) are re-exported by name, never with `export *`: a
 * server component importing one of them through a star re-export made Turbopack reference
 * every starred client module, so the product page shipped the whole checkout (~86 KB gzip).
 */
export * from './account';
export * from './api/client';
export {
  apiMessages,
  defaultApiMessage,
  type MessageForErrorOptions,
  messageForError,
} from './api/messages';
export * from './basket';
export * from './cart';
export { AddToCartButton, type AddToCartButtonProps } from './cart/components/AddToCartButton';
export {
  type BasketItem,
  CartGiftOption,
  type CartGiftOptionProps,
  CartItem,
  type CartItemProps,
  type CartStoreOption,
} from './cart/components/CartItem';
export { CartNotices, type CartNoticesProps } from './cart/components/CartNotices';
export { CartView, type CartViewProps } from './cart/components/CartView';
export { GiftCardForm, type GiftCardFormProps } from './cart/components/GiftCardForm';
export { MiniCart, type MiniCartProps } from './cart/components/MiniCart';
export { PromoCodeForm, type PromoCodeFormProps } from './cart/components/PromoCodeForm';
export { RewardsForm, type RewardsFormProps } from './cart/components/RewardsForm';
export { SavedForLater, type SavedForLaterProps } from './cart/components/SavedForLater';
export * from './catalog';
export * from './category';
export * from './checkout';
export {
  type AddressFormConfig,
  CheckoutAddressFields,
  type CheckoutAddressFieldsProps,
  useAddressForm,
  usePhoneEntries,
} from './checkout/components/CheckoutAddress';
export { CheckoutBilling, type CheckoutBillingProps } from './checkout/components/CheckoutBilling';
export {
  CheckoutEmployeeTerms,
  type CheckoutEmployeeTermsProps,
} from './checkout/components/CheckoutEmployeeTerms';
export {
  CheckoutFlow,
  type CheckoutFlowProps,
  CheckoutSteps,
  PlacementOverlay,
} from './checkout/components/CheckoutFlow';
export {
  CardFields,
  type CardValues,
  cardSchema,
  emptyCard,
  LoyaltyPointsField,
  type LoyaltyPointsFieldProps,
  PartialPayments,
  type PartialPaymentsProps,
  partialMethodIds,
  pointsOfInput,
} from './checkout/components/CheckoutPayment';
export {
  CheckoutShipping,
  type CheckoutShippingProps,
  methodLabel,
  needsAddress,
  type PickupContact,
  PickupContactFields,
  ShipmentDelivery,
  type ShipmentDeliveryProps,
  saveCollectionAddresses,
  shipmentName,
  showsAddress,
  type UsedShipment,
  usedShipments,
} from './checkout/components/CheckoutShipping';
export {
  AddressBlock,
  CheckoutSummary,
  type CheckoutSummaryProps,
} from './checkout/components/CheckoutSummary';
export {
  OrderConfirmation,
  type OrderConfirmationProps,
} from './checkout/components/OrderConfirmation';
export {
  ThreeDSecureDialog,
  type ThreeDSecureDialogProps,
} from './checkout/components/ThreeDSecureDialog';
export * from './checkout/flow';
export * from './components';
export {
  Captcha,
  type CaptchaHandle,
  type CaptchaLabels,
  type CaptchaProps,
  type CaptchaSettings,
  captchaLabelsFrom,
  requestTestCaptchaToken,
} from './components/Captcha';
export {
  basketLines,
  OrderLines,
  type OrderLinesProps,
  type OrderLinesSource,
} from './components/OrderLines';
export {
  QuickShop,
  type QuickShopLabels,
  type QuickShopProps,
  type QuickShopSettings,
  quickShopLabelsFrom,
} from './components/QuickShop';
export {
  placeSignInFailure,
  type SignInFailurePlacement,
  SignInForm,
  type SignInFormProps,
  type SignInLabels,
  type SignInMessages,
  type SignInResult,
  type SignInValues,
  signInLabels,
  signInLabelsFrom,
  signInSchema,
  signInSchemaWith,
} from './components/SignInForm';
export { StorePicker, type StorePickerProps } from './components/StorePicker';
export { Totals, type TotalsProps } from './components/Totals';
export * from './content-search';
export type { Translate } from './messages/translate';
export {
  useCaptchaLabels,
  useCartLabels,
  useCatalogLabels,
  useCheckoutLabels,
  useOptionPickerLabels,
  useQuickShopLabels,
} from './messages/useLabels.client';
export * from './personalisation/decisionService';
export * from './product';
export * from './routing';
export * from './session';
export * from './social';
