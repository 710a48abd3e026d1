import type { FieldRule } from '@storefront/api-contract';
import { type PhoneCodeEntry, phoneError } from '@storefront/api-contract/phone';
import * as z from 'zod';
import {
  type AddressFormValues,
  type AddressMessages,
  emailPattern,
  namePattern,
  ruleError,
} from './addressForm';

/** Options of {@link addressSchema}. */
export interface AddressSchemaOptions {
  /** The country's rules (i18n answer). */
  rules: Record<string, FieldRule>;
  /** Phone code entries of the phone field. */
  phoneEntries: readonly PhoneCodeEntry[];
  /** Site region: 'NORA' uses the 10-digit North American rule. */
  region: string;
  /** Provinces of the country: when present the value must be one of them. */
  provinces?: readonly { code: string }[];
  /** Example shapes for pattern messages, e.g. `{ postalCode: '12345' }`. */
  examples?: Partial<Record<keyof AddressFormValues, string>>;
  /** The messages in the page's language (see {@link addressMessagesOf}); English by default. */
  messages: AddressMessages;
  /**
   * Whether the address has an e-mail (default true: a basket address). A saved address of
   * the account has none (spec 2 §3 "Address"): the field is not asked nor checked.
   */
  withEmail?: boolean;
}

/**
 * A zod schema of the address form for one country: spec 3 §5 defaults and the country's
 * overrides (required, pattern, min/max; equal min and max mean an exact length), the name
 * and email rules of spec 1 §5 and the phone rule of spec 2 §5 / spec 3 §5, each message in
 * the language of `messages`.
 */
export function addressSchema(options: AddressSchemaOptions) {
  const {
    rules,
    phoneEntries,
    region,
    provinces,
    examples = {},
    messages: words,
    withEmail = true,
  } = options;
  const { required } = words;
  const text = (field: keyof AddressFormValues, extra?: (v: string) => string | undefined) =>
    z.string().superRefine((value, ctx) => {
      const message =
        ruleError(value, rules[field], examples[field] ?? words.expectedFormat, words) ??
        (value.trim() ? extra?.(value.trim()) : undefined);
      if (message) ctx.addIssue({ code: 'custom', message });
    });
  return z.object({
    firstName: text('firstName', (v) => (namePattern.test(v) ? undefined : words.name)),
    lastName: text('lastName', (v) => (namePattern.test(v) ? undefined : words.name)),
    email: withEmail
      ? text('email', (v) => (emailPattern.test(v) ? undefined : words.email))
      : z.string(),
    phone: z.string().superRefine((value, ctx) => {
      if (!value) {
        ctx.addIssue({ code: 'custom', message: required });
        return;
      }
      if (phoneError(value, phoneEntries, region)) {
        ctx.addIssue({ code: 'custom', message: words.phone });
      }
    }),
    addressLine1: text('addressLine1'),
    addressLine2: text('addressLine2'),
    city: text('city'),
    province: text('province', (v) =>
      provinces && provinces.length > 0 && !provinces.some((p) => p.code === v)
        ? required
        : undefined,
    ),
    postalCode: text('postalCode'),
    countryCode: z.string().min(1, required),
  });
}
