export {
  type SignInDialogLabels,
  type SignInLabels,
  signInDialogLabels,
  signInDialogLabelsFrom,
  signInLabels,
  signInLabelsFrom,
} from './labels';
export { linkKindOf, localLinkPath, type MessagePart, messageParts } from './messageLinks';
export { SignInConfirmation, type SignInConfirmationProps } from './SignInConfirmation.client';
export { SignInDialog, type SignInDialogProps } from './SignInDialog.client';
export {
  SignInForm,
  type SignInFormProps,
  type SignInResult,
} from './SignInForm.client';
export { type SignInDialogArgs, signInDialogs } from './signInDialogs';
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
} from './signInRules';
