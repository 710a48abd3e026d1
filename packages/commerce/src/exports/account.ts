/**
 * Part of `@storefront/commerce`'s shared face (`src/index.ts`): sign-in, sign-up, enrolment,
 * passwords, the account, employees and associates.
 */
// Employees and in-store associates (spec 1 §1, §6, §7; spec 2 §3, §4, §6).

// The account area (spec 2 §1, §3, §6, §9): spend programmes and their banner.
export type { AddressBookProps } from '../account/addresses/AddressBook.client';
export { becomesMain, withoutAddress, withSavedAddress } from '../account/addresses/addressRules';
export type { AccountResult } from '../account/area/accountResult';
export type {
  AgentLoginFormProps,
  AgentLoginResult,
} from '../account/associate/AgentLoginForm.client';
export { AssociateStrip, type AssociateStripProps } from '../account/associate/AssociateStrip';
export {
  type AgentLoginFailurePlacement,
  type AgentLoginValues,
  agentLoginSchemaWith,
  placeAgentLoginFailure,
  storeIdPattern,
} from '../account/associate/agentLoginRules';
export {
  type EmployeeSpend,
  EmployeeSpendBanner,
  type EmployeeSpendBannerProps,
} from '../account/associate/EmployeeSpendBanner';
export type { EmployeeTermsDialogProps } from '../account/associate/EmployeeTermsDialog.client';
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
} from '../account/associate/labels';
export type {
  PriceAdjustmentFormProps,
  PriceAdjustmentInput,
  PriceAdjustmentResult,
} from '../account/associate/PriceAdjustmentForm.client';
export type { AuthService, AuthServiceOptions, Credentials } from '../account/authService';
export type { CommunicationPreferencesProps } from '../account/communication/CommunicationPreferences.client';
export {
  type CommunicationChoices,
  type CommunicationMessages,
  type CommunicationState,
  type CommunicationTopic,
  type CommunicationValues,
  communicationMessagesFrom,
  communicationSchemaWith,
  communicationStateOf,
  communicationTopics,
  type SmsChoiceProblem,
  type SubscriptionChange,
  smsChoiceProblem,
  subscriptionChangesOf,
  type TopicState,
} from '../account/communication/communicationRules';
export type { ConsumerService, ConsumerServiceOptions } from '../account/consumerService';
export {
  birthDateIn,
  checkProfileDetails,
  type EnrollmentDetailRules,
} from '../account/enrollment/detailRules';
export type {
  LoyaltySignUpDialogProps,
  WelcomeDialogProps,
} from '../account/enrollment/EnrollmentDialogs.client';
export type {
  EnrollmentFlowProps,
  EnrollmentSaveResult,
  EnrollmentSlotContext,
} from '../account/enrollment/EnrollmentFlow.client';
export type {
  EnrollmentLookupFormProps,
  EnrollmentLookupResult,
} from '../account/enrollment/EnrollmentLookupForm.client';
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
} from '../account/enrollment/enrollmentSteps';
export type { InterestsDialogProps } from '../account/enrollment/InterestsDialog.client';
export { interestsDialogId } from '../account/enrollment/interestsDialogId';
export {
  type EnrollmentLabels,
  enrollmentLabels,
  enrollmentLabelsFrom,
  interestValues,
} from '../account/enrollment/labels';
export type {
  FavoriteAddResult,
  FavoritesListProps,
} from '../account/favorites/FavoritesList/FavoritesList.client';
export type { FavoritesShareProps } from '../account/favorites/FavoritesShare/FavoritesShare.client';
// Favorites (spec 1 §4; spec 2 §7 wishlists).
export type { FavoriteToggleProps } from '../account/favorites/FavoriteToggle/FavoriteToggle.client';
export {
  type FavoriteCartAction,
  favoriteCartAction,
  parseShareUrl,
  sharedListHref,
  sharedListPrefix,
} from '../account/favorites/favoriteRules';
export {
  createFavoritesStore,
  type FavoritesActions,
  type FavoritesFailure,
  type FavoritesResult,
  type FavoritesState,
  type FavoritesStore,
  favoriteItemOf,
  type ShareFavoritesResult,
} from '../account/favorites/favoritesStore';
export {
  type FavoritesLabels,
  type FavoriteToggleLabels,
  favoritesLabelsFrom,
  favoriteToggleLabelsFrom,
} from '../account/favorites/labels';
export type { GiftCardsProps } from '../account/giftCards/GiftCards.client';
export {
  type GiftCardInput,
  type GiftCardMessages,
  type GiftCardValues,
  giftCardMessagesFrom,
  giftCardNumberDigits,
  giftCardRequestOf,
  giftCardSchemaWith,
} from '../account/giftCards/giftCardRules';
export {
  type LoyaltyOverview,
  LoyaltySummary,
  type LoyaltySummaryProps,
} from '../account/overview/LoyaltySummary';
export {
  PartialEnrolmentPrompt,
  type PartialEnrolmentPromptProps,
} from '../account/overview/PartialEnrolmentPrompt';
export {
  type RecentOrder,
  RecentOrders,
  type RecentOrdersProps,
} from '../account/overview/RecentOrders';
export { pageOfQuery, pageStart, pageWindow } from '../account/paging';
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
} from '../account/password';
export type { ChangePasswordFormProps } from '../account/password/ChangePasswordForm.client';
export type { ForgotPasswordFormProps } from '../account/password/ForgotPasswordForm.client';
export type { NewPasswordFieldProps } from '../account/password/NewPasswordField.client';
export type { ResetPasswordFormProps } from '../account/password/ResetPasswordForm.client';
export type { ProfileFormProps } from '../account/profile/ProfileForm.client';
export {
  type ProfileFormValues,
  type ProfileMessages,
  type ProfileRulesOptions,
  type ProfileValues,
  profileFailureField,
  profileMessagesFrom,
  profileSchemaWith,
  profileUpdateOf,
} from '../account/profile/profileRules';
export type { SavedCardsProps } from '../account/savedCards/SavedCards.client';
export {
  type SignInDialogLabels,
  type SignInLabels,
  signInDialogLabels,
  signInDialogLabelsFrom,
  signInLabels,
  signInLabelsFrom,
} from '../account/signIn/labels';
export {
  linkKindOf,
  localLinkPath,
  type MessagePart,
  messageParts,
} from '../account/signIn/messageLinks';
export type { SignInConfirmationProps } from '../account/signIn/SignInConfirmation.client';
export type { SignInDialogProps } from '../account/signIn/SignInDialog.client';
export type { SignInFormProps, SignInResult } from '../account/signIn/SignInForm.client';
export { type SignInDialogArgs, signInDialogs } from '../account/signIn/signInDialogs';
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
} from '../account/signIn/signInRules';
export * from '../account/signUp';
export type { SignUpDialogProps } from '../account/signUp/SignUpDialog.client';
export type {
  SignUpFormProps,
  SignUpResult,
  SignUpTermsLinks,
} from '../account/signUp/SignUpForm.client';
export { signUpDialogId } from '../account/signUp/signUpDialogId';
export { SpendBanner, type SpendBannerProps } from '../account/spend/SpendBanner';
export {
  percentOf,
  type SpendProgramme,
  type SpendProgrammeKind,
  type SpendProgress,
  spendProgrammesOf,
  spendProgress,
} from '../account/spend/spendRules';
export type { ListPage, WishlistService, WishlistServiceOptions } from '../account/wishlistService';
