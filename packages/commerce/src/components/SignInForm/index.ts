export {
  SignInForm,
  type SignInFormProps,
  type SignInLabels,
  type SignInResult,
  signInLabels,
} from './SignInForm';
export {
  placeSignInFailure,
  type SignInFailurePlacement,
  type SignInValues,
  signInSchema,
} from './signInRules';
