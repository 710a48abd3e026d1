export {
  SignInForm,
  type SignInFormProps,
  type SignInLabels,
  type SignInResult,
  signInLabels,
  signInLabelsFr,
} from './SignInForm';
export {
  placeSignInFailure,
  type SignInFailurePlacement,
  type SignInMessages,
  type SignInValues,
  signInSchema,
  signInSchemaWith,
} from './signInRules';
