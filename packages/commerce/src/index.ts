/**
 * `@storefront/commerce`: what is safe on both sides of the server boundary. The domain types
 * (the server services' and the client components' types too, type-only), the pure rules and
 * helpers (routes, labels, listing queries, checkout steps and placement, cart store and
 * controller, stock and variants), and the components that carry no `'use client'` (they
 * render on the server or inside a client island).
 *
 * Two other faces: `@storefront/commerce/client` (the `'use client'` components and hooks) and
 * `@storefront/commerce/server` (the API services and the page security; `server-only`).
 * `@storefront/commerce/messages` holds the catalogues.
 */

// Employees and in-store associates (spec 1 §1, §6, §7; spec 2 §3, §4, §6).
export type {
  AgentLoginFormProps,
  AgentLoginResult,
} from './account/associate/AgentLoginForm.client';
export { AssociateStrip, type AssociateStripProps } from './account/associate/AssociateStrip';
export {
  type AgentLoginFailurePlacement,
  type AgentLoginValues,
  agentLoginSchemaWith,
  placeAgentLoginFailure,
  storeIdPattern,
} from './account/associate/agentLoginRules';
export {
  type EmployeeSpend,
  EmployeeSpendBanner,
  type EmployeeSpendBannerProps,
} from './account/associate/EmployeeSpendBanner';
export type { EmployeeTermsDialogProps } from './account/associate/EmployeeTermsDialog.client';
export {
  type AgentLoginLabels,
  type AssociateStripLabels,
  agentLoginLabels,
  agentLoginLabelsFrom,
  associateStripLabelsFrom,
  type EmployeeSpendLabels,
  type EmployeeTermsLabels,
  employeeSpendLabels,
  employeeSpendLabelsFrom,
  employeeTermsLabelsFrom,
  type PriceAdjustmentLabels,
  priceAdjustmentLabelsFrom,
} from './account/associate/labels';
export type {
  PriceAdjustmentFormProps,
  PriceAdjustmentInput,
  PriceAdjustmentResult,
} from './account/associate/PriceAdjustmentForm.client';
export type { AuthService, AuthServiceOptions, Credentials } from './account/authService';
export type { ConsumerService, ConsumerServiceOptions } from './account/consumerService';
export {
  birthDateIn,
  checkProfileDetails,
  type EnrollmentDetailRules,
} from './account/enrollment/detailRules';
export type {
  LoyaltySignUpDialogProps,
  WelcomeDialogProps,
} from './account/enrollment/EnrollmentDialogs.client';
export type {
  EnrollmentFlowProps,
  EnrollmentSaveResult,
  EnrollmentSlotContext,
} from './account/enrollment/EnrollmentFlow.client';
export type {
  EnrollmentLookupFormProps,
  EnrollmentLookupResult,
} from './account/enrollment/EnrollmentLookupForm.client';
export {
  completeProfileNumbers,
  type EnrollmentProfile,
  type EnrollmentStep,
  enrollmentSteps,
  formatInterests,
  initialStep as initialEnrollmentStep,
  interestsSeparator,
  isPartiallyEnrolled,
  missingDetails,
  nextStep as nextEnrollmentStep,
  type ProfileDetailKey,
  parseInterests,
  profileDetailKeys,
  remainingSteps,
} from './account/enrollment/enrollmentSteps';
export type { InterestsDialogProps } from './account/enrollment/InterestsDialog.client';
export { interestsDialogId } from './account/enrollment/interestsDialogId';
export {
  type EnrollmentLabels,
  enrollmentLabels,
  enrollmentLabelsFrom,
  interestValues,
} from './account/enrollment/labels';
export {
  type ChangePasswordValues,
  changePasswordSchemaWith,
  type ForgotPasswordValues,
  forgotPasswordSchemaWith,
  newPasswordSchemaWith,
  type PasswordFailurePlacement,
  type PasswordHintLabels,
  type PasswordLabels,
  type PasswordResult,
  type PasswordRuleMessages,
  passwordHintLabelsFrom,
  passwordLabels,
  passwordLabelsFrom,
  placePasswordFailure,
  type ResetPasswordValues,
  resetPasswordSchemaWith,
} from './account/password';
export type { ChangePasswordFormProps } from './account/password/ChangePasswordForm.client';
export type { ForgotPasswordFormProps } from './account/password/ForgotPasswordForm.client';
export type { NewPasswordFieldProps } from './account/password/NewPasswordField.client';
export type { ResetPasswordFormProps } from './account/password/ResetPasswordForm.client';
export {
  type SignInDialogLabels,
  type SignInLabels,
  signInDialogLabels,
  signInDialogLabelsFrom,
  signInLabels,
  signInLabelsFrom,
} from './account/signIn/labels';
export {
  linkKindOf,
  localLinkPath,
  type MessagePart,
  messageParts,
} from './account/signIn/messageLinks';
export type { SignInConfirmationProps } from './account/signIn/SignInConfirmation.client';
export type { SignInDialogProps } from './account/signIn/SignInDialog.client';
export type { SignInFormProps, SignInResult } from './account/signIn/SignInForm.client';
export { type SignInDialogArgs, signInDialogs } from './account/signIn/signInDialogs';
export {
  placeSignInFailure,
  type SignInFailureKind,
  type SignInFailureLink,
  type SignInFailurePlacement,
  type SignInMessages,
  type SignInValues,
  signInEmailMaxLength,
  signInFailureKinds,
  signInSchema,
  signInSchemaWith,
} from './account/signIn/signInRules';
export * from './account/signUp';
export type { SignUpDialogProps } from './account/signUp/SignUpDialog.client';
export type {
  SignUpFormProps,
  SignUpResult,
  SignUpTermsLinks,
} from './account/signUp/SignUpForm.client';
export { signUpDialogId } from './account/signUp/signUpDialogId';
export type { ListPage, WishlistService, WishlistServiceOptions } from './account/wishlistService';
export { ApiError, type ApiErrorInit, isApiError } from './api/ApiError';
export type {
  ApiClient,
  ApiClientConfig,
  ApiRequestOptions,
  HttpMethod,
  QueryValue,
} from './api/client';
export {
  apiMessages,
  defaultApiMessage,
  type MessageForErrorOptions,
  messageForError,
} from './api/messages';
export type { AccessTokenSource } from './api/tokenCall';
export type {
  AddCallOptions,
  BasketService,
  BasketServiceOptions,
  GetBasketOptions,
} from './basket/basketService';
export {
  type CartController,
  type CartEffects,
  createCartController,
  defaultSavedPageSize,
} from './cart/cartController';
export { commerceDialogs, type QuickShopRequest } from './cart/cartDialogs';
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
} from './cart/cartNotices';
export {
  type CartState,
  type CartStorage,
  type CartStore,
  cartStorageKey,
  createCartStore,
  emptyCartState,
  type PersistedCart,
  readPersistedCart,
} from './cart/cartStore';
export type {
  AddToCartProps,
  AddToCartRequest,
  AddToCartResult,
} from './cart/components/AddToCart/AddToCart.client';
export { type AddToCartLabels, addToCartLabelsFrom } from './cart/components/AddToCart/labels';
export type { AddToCartButtonProps } from './cart/components/AddToCartButton/AddToCartButton.client';
export type { CartGiftOptionProps } from './cart/components/CartItem/CartGiftOption.client';
export type {
  BasketItem,
  CartItemProps,
  CartStoreOption,
} from './cart/components/CartItem/CartItem.client';
export { CartNotices, type CartNoticesProps } from './cart/components/CartNotices/CartNotices';
export type { CartViewProps } from './cart/components/CartView/CartView.client';
export type { GiftCardFormProps } from './cart/components/GiftCardForm/GiftCardForm.client';
export type { MiniCartProps } from './cart/components/MiniCart/MiniCart.client';
export type { PromoCodeFormProps } from './cart/components/PromoCodeForm/PromoCodeForm.client';
export type { RewardsFormProps } from './cart/components/RewardsForm/RewardsForm.client';
export type { SavedForLaterProps } from './cart/components/SavedForLater/SavedForLater.client';
export { type CartLabels, cartLabelsFrom } from './cart/labels';
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
} from './cart/quickShopRules';
export type {
  AddToCartInput,
  CartActionResult,
  CartActions,
  GiftCardBalanceResult,
  SavedPageRequest,
} from './cart/types';
export type {
  CatalogService,
  PageOptions,
  RecommendationsOptions,
  ReviewsOptions,
} from './catalog/catalogService';
export type { StoreService } from './catalog/storeService';
export { validateAnswer } from './catalog/validate';
export {
  applyListingChange,
  isFacetSelected,
  type ListingChange,
  type ListingSearchParams,
  type ListingState,
  listingHref,
  listingQuery,
  listingSearchQuery,
  readListingState,
  selectedFacetCount,
} from './category/listingQuery';
export type { CheckoutService, CheckoutServiceOptions } from './checkout/checkoutService';
export type { CheckoutAddressFieldsProps } from './checkout/components/CheckoutAddress/CheckoutAddressFields.client';
export type { AddressFormConfig } from './checkout/components/CheckoutAddress/useAddressForm.client';
export type { CheckoutBillingProps } from './checkout/components/CheckoutBilling/CheckoutBilling.client';
export type { CheckoutEmployeeTermsProps } from './checkout/components/CheckoutEmployeeTerms/CheckoutEmployeeTerms.client';
export type { CheckoutFlowProps } from './checkout/components/CheckoutFlow/CheckoutFlowProps';
export { CheckoutSteps, PlacementOverlay } from './checkout/components/CheckoutFlow/CheckoutSteps';
export type { CardValues } from './checkout/components/CheckoutPayment/CardFields.client';
export type { LoyaltyPointsFieldProps } from './checkout/components/CheckoutPayment/LoyaltyPointsField.client';
export type { PartialPaymentsProps } from './checkout/components/CheckoutPayment/PartialPayments.client';
export type {
  CheckoutShippingProps,
  PickupContact,
} from './checkout/components/CheckoutShipping/CheckoutShippingProps';
export type { ShipmentDeliveryProps } from './checkout/components/CheckoutShipping/ShipmentDelivery.client';
export { saveCollectionAddresses } from './checkout/components/CheckoutShipping/saveCollection';
export {
  methodLabel,
  needsAddress,
  shipmentName,
  showsAddress,
  type UsedShipment,
  usedShipments,
} from './checkout/components/CheckoutShipping/shipmentInfo';
export { AddressBlock } from './checkout/components/CheckoutSummary/AddressBlock';
export type { CheckoutSummaryProps } from './checkout/components/CheckoutSummary/CheckoutSummary.client';
export {
  type InStoreSale,
  InStoreSalesInfo,
  type InStoreSalesInfoProps,
} from './checkout/components/InStoreSalesInfo';
export {
  OrderConfirmation,
  type OrderConfirmationProps,
} from './checkout/components/OrderConfirmation/OrderConfirmation';
export type { ThreeDSecureDialogProps } from './checkout/components/ThreeDSecureDialog/ThreeDSecureDialog.client';
export {
  type AddressFormValues,
  type AddressMessages,
  type AddressSchemaOptions,
  addressMessagesOf,
  addressOfValues,
  addressSchema,
  addressValues,
  emailPattern,
  emptyAddress,
  namePattern,
  phoneEntriesOf,
  ruleError,
  rulesOf,
} from './checkout/flow/addressForm';
export { cardDigits, isValidCardNumber, parseExpiry } from './checkout/flow/card';
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
} from './checkout/flow/delivery';
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
} from './checkout/flow/errorPlacement';
export { type CheckoutLabels, checkoutLabelsFrom } from './checkout/flow/labels';
export {
  confirmationHref,
  type PlacementStatus,
  paymentNotAuthorized,
  placementOutcome,
} from './checkout/flow/placement';
export {
  idlePlacement,
  type PlacementEvent,
  type PlacementFailure,
  type PlacementState,
  placementReducer,
} from './checkout/flow/placementReducer';
export {
  type StageSwitchCall,
  stageSwitchMessages,
  stageSwitchPlan,
} from './checkout/flow/stageSwitch';
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
} from './checkout/flow/steps';
export type {
  CheckoutActions,
  CheckoutData,
  CheckoutFailure,
  CheckoutResult,
  DeliveryPlace,
  PlaceOrderInput,
  PlaceSearch,
} from './checkout/flow/types';
export type { PurchaseService } from './checkout/purchaseService';
export type {
  CaptchaHandle,
  CaptchaProps,
  CaptchaSettings,
} from './components/Captcha/Captcha.client';
export { type CaptchaLabels, captchaLabelsFrom } from './components/Captcha/captchaLabels';
export { type CatalogLabels, catalogLabelsFrom, priceLabelsFrom } from './components/catalogLabels';
export { Facets, type FacetsProps } from './components/Facets/Facets';
export { type NotifyMeLabels, notifyMeLabelsFrom } from './components/NotifyMe/labels';
export type { NotifyMeProps, NotifyMeResult } from './components/NotifyMe/NotifyMe.client';
export { type OptionPickerLabels, optionPickerLabelsFrom } from './components/OptionPicker/labels';
export type { OptionLook, OptionStock } from './components/OptionPicker/OptionContent';
export {
  OptionPicker,
  type OptionPickerLinkProps,
  type OptionPickerProps,
  type OptionPickerRadioProps,
} from './components/OptionPicker/OptionPicker';
export type { OptionLinkComponent } from './components/OptionPicker/optionLink';
export {
  basketLines,
  OrderLines,
  type OrderLinesProps,
  type OrderLinesSource,
} from './components/OrderLines/OrderLines';
export { ProductCard, type ProductCardProps } from './components/ProductCard/ProductCard';
export { galleryImages } from './components/ProductGallery/galleryImages';
export {
  type ProductGalleryLabels,
  productGalleryLabelsFrom,
} from './components/ProductGallery/labels';
export type { ProductGalleryProps } from './components/ProductGallery/ProductGallery.client';
export { ProductGrid, type ProductGridProps } from './components/ProductGrid/ProductGrid';
export { type QuickShopLabels, quickShopLabelsFrom } from './components/QuickShop/labels';
export type { QuickShopProps, QuickShopSettings } from './components/QuickShop/QuickShop.client';
export { Reviews, type ReviewsProps } from './components/Reviews/Reviews';
export type { SortSelectLabels, SortSelectProps } from './components/SortSelect/SortSelect.client';
export { StockState, type StockStateProps } from './components/StockState/StockState';
export type { StorePickerProps } from './components/StorePicker/StorePicker.client';
export { Totals, type TotalsProps } from './components/Totals/Totals';
export type {
  ArticleSearchOptions,
  ArticleSearchService,
} from './content-search/articleSearchService';
export type { Translate } from './messages/translate';
export type { DecisionRequest, DecisionService } from './personalisation/decisionService';
export {
  addToCartDefaults,
  isAlwaysAvailable,
  lowStockThreshold,
  type StockProduct,
  type StockStateKind,
  stockStateOf,
  type VariantStockState,
  variantQuantity,
} from './product/stockState';
export {
  choiceFromQuery,
  choiceQuery,
  findVariant,
  missingAttributes,
  optionInStock,
  type PageQuery,
  type VariantChoice,
} from './product/variantSelection';
export {
  categoryIdFromSegment,
  categoryUrl,
  matchRoute,
  productIdFromSegment,
  productUrl,
  queryString,
  type RouteKind,
  type RouteMatch,
  routeKindOf,
  routeKinds,
  type UrlQuery,
} from './routing/routes';
export type { ContentSecurityPolicyOptions } from './security/contentSecurityPolicy';
export type { PageSecurity, PageSecurityOptions } from './security/pageSecurity';
export type {
  HeaderReader,
  OriginConfig,
  SecurityHeadersOptions,
} from './security/securityHeaders';
export type { BasketRecoveryDeps, RecoveredCall, RecoveryItem } from './session/basketRecovery';
export {
  handleInvalidCustomer,
  type InvalidCustomerEffects,
  invalidCustomerReloadMs,
  isAccessTokenFresh,
  type SessionCookieOptions,
  sessionCookieMaxAgeSeconds,
  sessionCookieNames,
  sessionCookieOptions,
  tokenExpiresAt,
  tokenExpirySkewMs,
} from './session/sessionRules';
export type { SocialPageQuery, SocialService } from './social/socialService';
