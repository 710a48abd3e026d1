/**
 * Part of `@storefront/commerce`'s shared face (`src/index.ts`): the checkout: steps, shipments,
 * payment instruments, placement, confirmation.
 */
export type { CheckoutService, CheckoutServiceOptions } from '../checkout/checkoutService';
export type { CheckoutAddressFieldsProps } from '../checkout/components/CheckoutAddress/CheckoutAddressFields.client';
export type { AddressFormConfig } from '../checkout/components/CheckoutAddress/useAddressForm.client';
export type { CheckoutBillingProps } from '../checkout/components/CheckoutBilling/CheckoutBillingProps';
export type { CheckoutEmployeeTermsProps } from '../checkout/components/CheckoutEmployeeTerms/CheckoutEmployeeTerms.client';
export type { CheckoutFlowProps } from '../checkout/components/CheckoutFlow/CheckoutFlowProps';
export { CheckoutSteps, PlacementOverlay } from '../checkout/components/CheckoutFlow/CheckoutSteps';
export type { CardValues } from '../checkout/components/CheckoutPayment/CardFields.client';
export type { LoyaltyPointsFieldProps } from '../checkout/components/CheckoutPayment/LoyaltyPointsField.client';
export type { PartialPaymentsProps } from '../checkout/components/CheckoutPayment/PartialPayments.client';
export type {
  CheckoutShippingProps,
  PickupContact,
} from '../checkout/components/CheckoutShipping/CheckoutShippingProps';
export type { ShipmentDeliveryProps } from '../checkout/components/CheckoutShipping/ShipmentDelivery.client';
export { saveCollectionAddresses } from '../checkout/components/CheckoutShipping/saveCollection';
export {
  methodLabel,
  needsAddress,
  shipmentName,
  showsAddress,
  type UsedShipment,
  usedShipments,
} from '../checkout/components/CheckoutShipping/shipmentInfo';
export { AddressBlock } from '../checkout/components/CheckoutSummary/AddressBlock';
export type { CheckoutSummaryProps } from '../checkout/components/CheckoutSummary/CheckoutSummary.client';
export {
  type InStoreSale,
  InStoreSalesInfo,
  type InStoreSalesInfoProps,
} from '../checkout/components/InStoreSalesInfo';
export {
  OrderConfirmation,
  type OrderConfirmationProps,
} from '../checkout/components/OrderConfirmation/OrderConfirmation';
export type { ThreeDSecureDialogProps } from '../checkout/components/ThreeDSecureDialog/ThreeDSecureDialog.client';
export {
  type AdyenAssets,
  type AdyenClientConfig,
  type AdyenConfigProblem,
  adyenAssetsOf,
  adyenConfigFromEnv,
} from '../checkout/express/adyen/config';
export type { AdyenSheetLabels } from '../checkout/express/adyen/mapping';
export {
  type AddressFormValues,
  type AddressMessages,
  addressMessagesOf,
  addressOfValues,
  addressValues,
  emailPattern,
  emptyAddress,
  namePattern,
  phoneEntriesOf,
  ruleError,
  rulesOf,
} from '../checkout/flow/addressForm';
export { type AddressSchemaOptions, addressSchema } from '../checkout/flow/addressSchema';
export { cardDigits, isValidCardNumber, parseExpiry } from '../checkout/flow/card';
export {
  type ContactField,
  collectionAddress,
  contactFields,
  type DeliveryChoice,
  deliveryChoices,
  emptyContact,
  isStoreDelivery,
  type OfferedMethod,
  type PickupContactValues,
  type PlaceAddress,
  type StoreDeliveryCode,
  type StoreServices,
  shipmentKind,
  shipmentPlaceId,
  storeDeliveryCodes,
  validateContact,
} from '../checkout/flow/delivery';
export {
  browserDeviceTraits,
  type DeviceTraits,
  deviceFingerprintOf,
  deviceFingerprintPattern,
} from '../checkout/flow/deviceFingerprint';
export {
  type AddressField,
  type ErrorContext,
  type ErrorPlacement,
  fieldOfMessage,
  giftCardInputCodes,
  itemLevelCodes,
  paymentFailureMessages,
  placeError,
  topNotificationCodes,
} from '../checkout/flow/errorPlacement';
export { type CheckoutLabels, checkoutLabelsFrom } from '../checkout/flow/labels';
export {
  type MemberExpressChoice,
  type MemberExpressSummary,
  memberExpressAddress,
  memberExpressChoice,
  memberExpressHref,
  memberExpressMethod,
  memberExpressReason,
  memberExpressReasonParam,
  memberExpressSummaryOf,
} from '../checkout/flow/memberExpress';
export {
  confirmationHref,
  type PlacementStatus,
  paymentNotAuthorized,
  placementOutcome,
} from '../checkout/flow/placement';
export {
  idlePlacement,
  type PlacementEvent,
  type PlacementFailure,
  type PlacementState,
  placementReducer,
} from '../checkout/flow/placementReducer';
export type { CheckoutAccount } from '../checkout/flow/savedAccount';
export {
  type StageSwitchCall,
  stageSwitchMessages,
  stageSwitchPlan,
} from '../checkout/flow/stageSwitch';
export {
  allowedStep,
  billingComplete,
  type CheckoutStep,
  canComplete,
  checkoutSteps,
  nextStep,
  parseStep,
  shippingAddressCodes,
  shippingComplete,
  stageSwitchCodes,
  stepAfterFailure,
  threeDSecureFailureCode,
} from '../checkout/flow/steps';
export type {
  CheckoutActions,
  CheckoutData,
  CheckoutFailure,
  CheckoutResult,
  DeliveryPlace,
  PlaceOrderInput,
  PlaceSearch,
} from '../checkout/flow/types';
export type { PurchaseService } from '../checkout/purchaseService';
