/**
 * Part of `@storefront/commerce`'s shared face (`src/index.ts`): express checkout (spec 3 §4-§8):
 * the provider-independent types, the state machine, wallet contacts on the contact and PayPal
 * address rules of `@storefront/api-contract`, the button rules, the error mapping and the
 * words. Pure: safe on the server (the Server Actions check the same contact rules) and in the
 * browser.
 */
export {
  type ExpressButtonContext,
  expressButtonsFor,
  expressMayShow,
  expressPaymentProvider,
} from '../checkout/express/buttons';
export {
  addressOfWalletContact,
  contactFieldOf,
  paypalContactGaps,
  redactedContact,
  type WalletContactProblem,
  type WalletContactRules,
  walletContactFailure,
  walletContactProblem,
  walletProblemKind,
} from '../checkout/express/contactRules';
export {
  type ExpressErrorOptions,
  type ExpressErrorPlacement,
  type ExpressErrorView,
  expressErrorFor,
} from '../checkout/express/errors';
export {
  type ActiveExpressState,
  canSend,
  type ExpressCallStep,
  type ExpressEvent,
  type ExpressState,
  type ExpressStep,
  endsSession,
  expressReducer,
  expressSteps,
  idleExpress,
  sheetOf,
} from '../checkout/express/expressReducer';
export {
  type ExpressFieldLabels,
  type ExpressLabels,
  expressLabelsFrom,
  type PayLaterLabels,
} from '../checkout/express/labels';
export {
  type PayLaterOffer,
  type PayLaterSource,
  type PayLaterTerms,
  payLaterMessageFor,
  payLaterOffer,
  payLaterSourceOf,
  payLaterTerms,
} from '../checkout/express/payLater/payLaterRules';
export type {
  PayLaterMessageProps,
  PayLaterMessagesModule,
  PayLaterPlacement,
} from '../checkout/express/payLater/types';
export type { ExpressProviderId, ExpressSettings } from '../checkout/express/settings';
export type * from '../checkout/express/types';
