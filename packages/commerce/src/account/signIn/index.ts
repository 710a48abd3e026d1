export { type SignInLabels, signInLabels, signInLabelsFrom } from './labels';
export {
  SignInForm,
  type SignInFormProps,
  type SignInResult,
} from './SignInForm.client';
export {
  placeSignInFailure,
  type SignInFailurePlacement,
  type SignInMessages,
  type SignInValues,
  signInSchema,
  signInSchemaWith,
} from './signInRules';
