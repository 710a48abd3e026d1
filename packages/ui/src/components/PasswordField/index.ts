export { PasswordField, type PasswordFieldProps } from './PasswordField.client';
export {
  PASSWORD_MIN_LENGTH,
  type PasswordRule,
  passwordErrors,
  passwordHints,
  passwordMessages,
  passwordRuleOrder,
  passwordRules,
} from './passwordRules';
