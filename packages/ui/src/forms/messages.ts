/**
 * Generic validation messages shared by every form (spec 3 §5 "Generic messages", spec 1 §5,
 * spec 2 §5). Forms built with react-hook-form + zod use these strings so the wording stays
 * the same everywhere; a field may still pass its own message.
 */
export const messages = {
  /** A required field is empty (spec 3 §5). */
  required: 'This field is required',
  /** An email address fails the standard pattern or has fewer than two domain labels (spec 1 §5, AUT453). */
  email: 'Email is not valid',
  /** A name contains characters other than letters, spaces and , . ' ` - (spec 1 §5). */
  name: 'Name is not valid.',
  /** A phone number has the wrong digit count for its dial code's mask (spec 2 §5, spec 3 §5). */
  phone: 'A valid phone number is required',
  /** A required checkbox (terms, consent) is not checked (spec 3 §5 sign-up). */
  requiredCheckbox: 'Please check this box to continue',
  /** A value fails a pattern rule; `what` names the expected shape (spec 3 §5 "Regex"). */
  pattern: (what: string) => `Value should match ${what}`,
  /** A value differs from another field, e.g. a password confirmation (spec 3 §5 "Same-as", FE340). */
  sameAs: (what: string) => `Value must be the same as ${what}`,
  /** A date is not a real calendar date in `format`, e.g. 'MM/DD/YYYY' (spec 1 §5). */
  date: (format: string) => `Date should match ${format} and be a valid date.`,
} as const;

/** The message keys of {@link messages}. */
export type MessageKey = keyof typeof messages;
