/** The four password requirements (spec 1 §5, spec 2 §9, spec 3 §5). */
export type PasswordRule = 'minLength' | 'uppercase' | 'lowercase' | 'number';

/** Password minimum length in characters (spec 2 §9; FE872 when shorter). */
export const PASSWORD_MIN_LENGTH = 8;

/** The rules in display order. */
export const passwordRuleOrder: readonly PasswordRule[] = [
  'minLength',
  'uppercase',
  'lowercase',
  'number',
];

/** The hint list of spec 3 §5, one line per rule. */
export const passwordHints: Record<PasswordRule, string> = {
  minLength: 'Eight or more characters',
  uppercase: 'One uppercase letter',
  lowercase: 'One lowercase letter',
  number: 'One number',
};

/** One error message per unmet rule (spec 1 §5: "separate messages for each requirement"). */
export const passwordMessages: Record<PasswordRule, string> = {
  minLength: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  uppercase: 'Password must contain an uppercase letter',
  lowercase: 'Password must contain a lowercase letter',
  number: 'Password must contain a number',
};

/**
 * Which password rules `value` meets. Letters include accented ones (Unicode upper/lower case).
 * @returns `{ minLength, uppercase, lowercase, number }`, each `true` when met.
 */
export function passwordRules(value: string): Record<PasswordRule, boolean> {
  return {
    minLength: [...value].length >= PASSWORD_MIN_LENGTH,
    uppercase: /\p{Lu}/u.test(value),
    lowercase: /\p{Ll}/u.test(value),
    number: /\d/.test(value),
  };
}

/** The messages of every unmet rule, in display order; empty when the password is valid. */
export function passwordErrors(value: string): string[] {
  const met = passwordRules(value);
  return passwordRuleOrder.filter((rule) => !met[rule]).map((rule) => passwordMessages[rule]);
}
