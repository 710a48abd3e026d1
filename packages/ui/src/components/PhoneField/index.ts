export { PhoneField, type PhoneFieldProps } from './PhoneField.client';
export {
  DEFAULT_DIAL_CODE,
  defaultMask,
  digitsOnly,
  expectedDigitCount,
  formatWithMask,
  INTERNATIONAL_MASK,
  isValidPhone,
  maskFor,
  NORTH_AMERICA_MASK,
  nationalDigits,
  type ParsedPhone,
  type PhoneCodeEntry,
  type PhoneRegion,
  parsePhone,
  phoneError,
  toStoredPhone,
} from './phone';
