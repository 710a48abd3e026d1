import { emailPattern } from '@storefront/api-contract';
import { fillPlaceholders, placeholders } from '@storefront/ui';
import * as z from 'zod';
import type { Translate } from '../../messages/translate';

/**
 * The help forms' input rules (spec 2 §7 POST /contactus and POST /consumer/warranty; spec 1
 * §5 e-mail and date rules; the contract's lengths) as zod schemas: the form checks them in
 * the browser and the Server Action again on the server. Messages: the `help` namespace's
 * `rules` group.
 */

/** The help forms' validation messages (`help.rules`); `tooLong` keeps its `{max}` placeholder. */
export interface HelpMessages {
  required: string;
  email: string;
  date: string;
  future: string;
  /** A template with `{max}`, filled by the rule. */
  tooLong: string;
}

const ruleKeys = ['required', 'email', 'date', 'future', 'tooLong'] as const;

/** The help messages of a translator of the `help` namespace (`{max}` stays a template). */
export function helpMessagesFrom(t: Translate): HelpMessages {
  return Object.fromEntries(
    ruleKeys.map((key) => [key, t(`rules.${key}`, placeholders('max'))]),
  ) as unknown as HelpMessages;
}

function text(words: HelpMessages, { required = false, max = 100 } = {}) {
  // A disabled control (the subject before a topic) reads as no value: required as well.
  const trimmed = z.string({ error: words.required }).trim();
  return (required ? trimmed.min(1, words.required) : trimmed).max(
    max,
    fillPlaceholders(words.tooLong, { max }),
  );
}

const email = (words: HelpMessages) =>
  z.string().trim().min(1, words.required).max(100, words.email).regex(emailPattern, words.email);

/** Whether `value` is a real calendar date written `YYYY-MM-DD`. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * A contact us request (spec 2 §7 POST /contactus): topic and subject (ids, at most 40),
 * first and last name (required, at most 60), e-mail (spec 1 §5, at most 100), phone (at most
 * 30) and order number (at most 20) optional, the message (required, at most 4000). Values
 * come out trimmed; an optional one left empty is `''`.
 */
export function contactUsSchemaWith(words: HelpMessages) {
  return z.object({
    categoryId: text(words, { required: true, max: 40 }),
    subjectId: text(words, { required: true, max: 40 }),
    firstName: text(words, { required: true, max: 60 }),
    lastName: text(words, { required: true, max: 60 }),
    email: email(words),
    phone: text(words, { max: 30 }),
    orderNumber: text(words, { max: 20 }),
    message: text(words, { required: true, max: 4000 }),
  });
}

/** Contact us values (as typed, and trimmed after the schema). */
export type ContactUsValues = z.infer<ReturnType<typeof contactUsSchemaWith>>;

/**
 * A warranty request (spec 2 §7 POST /consumer/warranty): the product number (required, at
 * most 20, sent in upper case), the purchase date (a real `YYYY-MM-DD` date, spec 1 §5, not
 * after `today`), an optional order number (at most 20), the e-mail and the description
 * (required, at most 2000).
 * @param today the latest purchase date, `YYYY-MM-DD` (the shopper's day)
 */
export function warrantySchemaWith(today: string, words: HelpMessages) {
  return z.object({
    productId: text(words, { required: true, max: 20 }).toUpperCase(),
    purchaseDate: z
      .string()
      .trim()
      .min(1, { message: words.required, abort: true })
      .refine(isCalendarDate, { message: words.date, abort: true })
      .refine((date) => date <= today, words.future),
    orderNumber: text(words, { max: 20 }),
    email: email(words),
    description: text(words, { required: true, max: 2000 }),
  });
}

/** Warranty request values (as typed; trimmed, product number in upper case after the schema). */
export type WarrantyValues = z.infer<ReturnType<typeof warrantySchemaWith>>;
