import { type ErrorCode, languageOf } from '@storefront/api-contract';
import { createTranslator } from 'use-intl/core';
import errorsEn from '../messages/en/errors.json';
import errorsFr from '../messages/fr/errors.json';

/**
 * The spec 1 §8 / spec 2 §8 error table by ISO 639-1 language: `messages/{en,fr}/errors.json`
 * (the `errors` namespace of `commerceMessages`), one ICU message per error code, plus
 * `withDetails.{code}`: the wording that names the server's details (e.g. INV407's
 * `maxQuantity`), used when the server sends them. Only this namespace is imported, so a
 * browser bundle with the API client carries no other words.
 */
const errorTables: Record<string, typeof errorsEn> = { en: errorsEn, fr: errorsFr };

/**
 * User-facing English wording for every error code of the catalogue (spec 1 §8, spec 2 §8),
 * from `messages/en/errors.json`. The spec does not show the wording; these are the
 * storefront's defaults. A failed call whose code is listed here shows this text instead of
 * the server's message.
 */
export const apiMessages: Record<ErrorCode, string> = errorsEn;

/** The message shown when neither the table nor the server gives one. */
export const defaultApiMessage = apiMessages.GEN500;

/** Options of {@link messageForError}. */
export interface MessageForErrorOptions {
  /**
   * The locale whose language words the message (`fr-ca`, `fr-CA`, `fr`; read by
   * `languageOf`). A language without a table, or none given: English.
   */
  locale?: string;
  /**
   * The server's details of the error (the envelope's first `errorDetails` entry, spec 1 §8
   * "general placeholders"), e.g. `{ maxQuantity: 2 }` for INV407: they fill the code's
   * `withDetails` wording; without the values it needs, the plain wording is shown.
   */
  details?: Record<string, unknown>;
}

/** ICU values among the details: numbers, strings and dates only. */
function placeholderValues(details: Record<string, unknown>) {
  const values: Record<string, string | number | Date> = {};
  for (const [key, value] of Object.entries(details)) {
    if (typeof value === 'number' || typeof value === 'string' || value instanceof Date) {
      values[key] = value;
    }
  }
  return values;
}

/** The code's wording naming the details, or `undefined` when a value it needs is missing. */
function withDetails(
  language: string,
  table: typeof errorsEn,
  errorId: string,
  details: Record<string, unknown>,
): string | undefined {
  if (!Object.hasOwn(table.withDetails, errorId)) return undefined;
  let failed = false;
  const t = createTranslator({
    locale: language,
    messages: { errors: table },
    namespace: 'errors.withDetails',
    onError: () => {
      failed = true;
    },
  });
  const message = t(errorId as keyof typeof table.withDetails, placeholderValues(details));
  return failed ? undefined : message;
}

/**
 * The user-facing message for an error code (spec 1 §8): the table's wording in the locale's
 * language when the code is known (naming the server's details when the code has such a
 * wording and they are given, e.g. INV407 "at most 2 units"), else the server's message when
 * the language is English (the server speaks English), else the language's generic message
 * (GEN500).
 * @param errorId e.g. `BSK404`
 * @param serverMessage the first errorDetails message of the envelope, if any
 * @param options `locale` (English by default) and the server's `details`
 */
export function messageForError(
  errorId: string,
  serverMessage?: string,
  options: MessageForErrorOptions = {},
): string {
  const language = options.locale ? languageOf(options.locale) : 'en';
  const table = errorTables[language] ?? errorsEn;
  const tableLanguage = table === errorsEn ? 'en' : language;
  if (errorId !== 'withDetails' && Object.hasOwn(table, errorId)) {
    const detailed = options.details
      ? withDetails(tableLanguage, table, errorId, options.details)
      : undefined;
    return detailed ?? table[errorId as ErrorCode];
  }
  if (tableLanguage === 'en' && serverMessage?.trim()) return serverMessage;
  return table.GEN500;
}
