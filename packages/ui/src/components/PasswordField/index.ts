export { PasswordField, type PasswordFieldProps } from './PasswordField';
export {
  PASSWORD_MIN_LENGTH,
  type PasswordRule,
  passwordErrors,
  passwordHints,
  passwordMessages,
  passwordRuleOrder,
  passwordRules,
} from './passwordRules';
