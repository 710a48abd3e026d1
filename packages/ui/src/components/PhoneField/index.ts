export {
  type PhoneCodeEntry,
  PhoneField,
  type PhoneFieldProps,
  type PhoneFieldRules,
  type PhoneRegion,
} from './PhoneField.client';
