/**
 * `@storefront/commerce/client`: the `'use client'` components and hooks (cart context, cart,
 * checkout, sign-in, catalogue islands, label hooks).
 *
 * Every export is named, never `export *`: a server component importing one client component
 * through a star re-export made Turbopack reference every starred client module (the product
 * page once shipped the whole checkout, ~86 KB gzip). Types live in `@storefront/commerce` too.
 */

export { AddressBook } from './account/addresses/AddressBook.client';
// Employees and in-store associates (spec 1 §1, §6, §7; spec 2 §3, §6).
export { AgentLoginForm } from './account/associate/AgentLoginForm.client';
export { EmployeeTermsDialog } from './account/associate/EmployeeTermsDialog.client';
export { PriceAdjustmentForm } from './account/associate/PriceAdjustmentForm.client';
export {
  useEmployeeTermsLabels,
  usePriceAdjustmentLabels,
} from './account/associate/useAssociateLabels.client';
export { CommunicationPreferences } from './account/communication/CommunicationPreferences.client';
export {
  LoyaltySignUpDialog,
  WelcomeDialog,
} from './account/enrollment/EnrollmentDialogs.client';
export { EnrollmentFlow } from './account/enrollment/EnrollmentFlow.client';
export { EnrollmentLookupForm } from './account/enrollment/EnrollmentLookupForm.client';
export { InterestsDialog, interestsDialogId } from './account/enrollment/InterestsDialog.client';
export { FavoritesList } from './account/favorites/FavoritesList/FavoritesList.client';
export { FavoritesShare } from './account/favorites/FavoritesShare/FavoritesShare.client';
export { FavoriteToggle } from './account/favorites/FavoriteToggle/FavoriteToggle.client';
export { useFavoritesLabels } from './account/favorites/useFavoritesLabels.client';
export { GiftCards } from './account/giftCards/GiftCards.client';
export { ContactUsForm } from './account/help/ContactUsForm/ContactUsForm.client';
export { WarrantyForm } from './account/help/WarrantyForm/WarrantyForm.client';
// The account's orders and help (spec 2 §1, §7).
export { OrderActions } from './account/orders/OrderActions/OrderActions.client';
export { OrderStatusLookup } from './account/orders/OrderStatusLookup/OrderStatusLookup.client';
export { ChangePasswordForm } from './account/password/ChangePasswordForm.client';
export { ForgotPasswordForm } from './account/password/ForgotPasswordForm.client';
export { NewPasswordField } from './account/password/NewPasswordField.client';
export { ResetPasswordForm } from './account/password/ResetPasswordForm.client';
export { ProfileForm } from './account/profile/ProfileForm.client';
export { SavedCards } from './account/savedCards/SavedCards.client';
export {
  SignInConfirmation,
  type SignInConfirmationProps,
} from './account/signIn/SignInConfirmation.client';
export { SignInDialog, type SignInDialogProps } from './account/signIn/SignInDialog.client';
export {
  SignInForm,
  type SignInFormProps,
  type SignInResult,
} from './account/signIn/SignInForm.client';
export { SignUpDialog, signUpDialogId } from './account/signUp/SignUpDialog.client';
export { SignUpForm } from './account/signUp/SignUpForm.client';
export {
  BasketSeed,
  CartProvider,
  useBasketSeed,
  useCartController,
  useCartState,
  useOptionalCartController,
} from './cart/CartContext.client';
export {
  AddToCart,
  type AddToCartProps,
  type AddToCartRequest,
  type AddToCartResult,
} from './cart/components/AddToCart/AddToCart.client';
export {
  AddToCartButton,
  type AddToCartButtonProps,
} from './cart/components/AddToCartButton/AddToCartButton.client';
export {
  CartGiftOption,
  type CartGiftOptionProps,
} from './cart/components/CartItem/CartGiftOption.client';
export {
  type BasketItem,
  CartItem,
  type CartItemProps,
  type CartStoreOption,
} from './cart/components/CartItem/CartItem.client';
export {
  CartShippingMethodDialog,
  type CartShippingMethodDialogProps,
} from './cart/components/CartShippingMethod';
export { CartView, type CartViewProps } from './cart/components/CartView/CartView.client';
export {
  GiftCardForm,
  type GiftCardFormProps,
} from './cart/components/GiftCardForm/GiftCardForm.client';
export { MiniCart, type MiniCartProps } from './cart/components/MiniCart/MiniCart.client';
export {
  PromoCodeForm,
  type PromoCodeFormProps,
} from './cart/components/PromoCodeForm/PromoCodeForm.client';
export {
  QuickShop,
  type QuickShopProps,
  type QuickShopSettings,
} from './cart/components/QuickShop/QuickShop.client';
export {
  RewardsForm,
  type RewardsFormProps,
} from './cart/components/RewardsForm/RewardsForm.client';
export {
  SavedForLater,
  type SavedForLaterProps,
} from './cart/components/SavedForLater/SavedForLater.client';
export {
  SortSelect,
  type SortSelectProps,
} from './category/components/SortSelect/SortSelect.client';
export {
  CheckoutAddressFields,
  type CheckoutAddressFieldsProps,
} from './checkout/components/CheckoutAddress/CheckoutAddressFields.client';
export {
  type AddressFormConfig,
  useAddressForm,
  usePhoneEntries,
} from './checkout/components/CheckoutAddress/useAddressForm.client';
export { CheckoutBilling } from './checkout/components/CheckoutBilling/CheckoutBilling.client';
export type { CheckoutBillingProps } from './checkout/components/CheckoutBilling/CheckoutBillingProps';
export {
  CheckoutEmployeeTerms,
  type CheckoutEmployeeTermsProps,
} from './checkout/components/CheckoutEmployeeTerms/CheckoutEmployeeTerms.client';
export { CheckoutFlow } from './checkout/components/CheckoutFlow/CheckoutFlow.client';
export {
  CardFields,
  type CardValues,
  emptyCard,
} from './checkout/components/CheckoutPayment/CardFields.client';
export { cardSchema } from './checkout/components/CheckoutPayment/cardSchema';
export {
  LoyaltyPointsField,
  type LoyaltyPointsFieldProps,
  pointsOfInput,
} from './checkout/components/CheckoutPayment/LoyaltyPointsField.client';
export {
  PartialPayments,
  type PartialPaymentsProps,
  partialMethodIds,
} from './checkout/components/CheckoutPayment/PartialPayments.client';
export { CheckoutShipping } from './checkout/components/CheckoutShipping/CheckoutShipping.client';
export { PickupContactFields } from './checkout/components/CheckoutShipping/PickupContactFields.client';
export {
  ShipmentDelivery,
  type ShipmentDeliveryProps,
} from './checkout/components/CheckoutShipping/ShipmentDelivery.client';
export {
  CheckoutSummary,
  type CheckoutSummaryProps,
} from './checkout/components/CheckoutSummary/CheckoutSummary.client';
export {
  MemberExpressCheckout,
  type MemberExpressCheckoutProps,
} from './checkout/components/MemberExpressCheckout/MemberExpressCheckout.client';
export {
  ThreeDSecureDialog,
  type ThreeDSecureDialogProps,
} from './checkout/components/ThreeDSecureDialog/ThreeDSecureDialog.client';
export { loadAdyenProvider } from './checkout/express/adyen/load';
// Express checkout (spec 3 §4-§8): the buttons island (the provider loads on use) and its flow.
export {
  ExpressCheckout,
  type ExpressCheckoutProps,
} from './checkout/express/ExpressCheckout/ExpressCheckout.client';
export {
  ExpressLauncher,
  type ExpressLauncherProps,
  loadExpressCheckout,
} from './checkout/express/ExpressLauncher/ExpressLauncher.client';
export type { ExpressProviderLoader } from './checkout/express/providers.client';
export {
  type ExpressFlow,
  type ExpressFlowOptions,
  useExpressFlow,
} from './checkout/express/useExpressFlow.client';
export {
  useCaptchaLabels,
  useCartLabels,
  useCheckoutLabels,
  useOptionPickerLabels,
  useQuickShopLabels,
} from './messages/useLabels.client';
export {
  isEmail,
  NotifyMe,
  type NotifyMeProps,
  type NotifyMeResult,
} from './product/components/NotifyMe/NotifyMe.client';
export {
  ProductGallery,
  type ProductGalleryProps,
} from './product/components/ProductGallery/ProductGallery.client';
export {
  SizeGuideDialog,
  type SizeGuideDialogProps,
} from './product/components/SizeGuideDialog/SizeGuideDialog.client';
export {
  QuestionForm,
  type QuestionFormProps,
} from './reviews/components/QuestionForm/QuestionForm.client';
export {
  type ReviewActions,
  ReviewDialogs,
  type ReviewDialogsProps,
} from './reviews/components/ReviewDialogs/ReviewDialogs.client';
export {
  ReviewForm,
  type ReviewFormProps,
} from './reviews/components/ReviewForm/ReviewForm.client';
export { ReviewMediaDialog } from './reviews/components/ReviewMediaDialog/ReviewMediaDialog.client';
export {
  BotChallengeDialog,
  type BotChallengeDialogProps,
} from './security/components/BotChallengeDialog/BotChallengeDialog.client';
export {
  Captcha,
  type CaptchaHandle,
  type CaptchaProps,
  type CaptchaSettings,
  invisibleCaptchaResponse,
  requestTestCaptchaToken,
} from './security/components/Captcha/Captcha.client';
export {
  StorePicker,
  type StorePickerProps,
} from './stores/components/StorePicker/StorePicker.client';
