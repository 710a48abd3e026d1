export {
  type PasswordHintLabels,
  type PasswordLabels,
  type PasswordRuleMessages,
  passwordHintLabelsFrom,
  passwordLabels,
  passwordLabelsFrom,
} from './labels';
export {
  type ChangePasswordValues,
  changePasswordSchemaWith,
  type ForgotPasswordValues,
  forgotPasswordSchemaWith,
  newPasswordSchemaWith,
  type PasswordFailurePlacement,
  type PasswordResult,
  placePasswordFailure,
  type ResetPasswordValues,
  resetPasswordSchemaWith,
} from './passwordRules';
