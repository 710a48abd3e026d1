import type { StorefrontLocale } from '@storefront/api-contract';
import { messageForError } from '@storefront/commerce';

/**
 * The user-facing message of an error code in the locale's language (spec 1 §8 error table):
 * the one place the storefront's server turns a code into words.
 * @param locale the request's locale
 * @param code e.g. `BSK404`, `INV407`
 * @param serverMessage the server's own message (used when the table has no wording)
 */
export function errorMessage(
  locale: StorefrontLocale,
  code: string,
  serverMessage?: string,
): string {
  return messageForError(code, serverMessage, { locale: locale.tag });
}

/** Where a code's message goes in the cart UI (spec 1 §8 placement). */
export function fieldOf(code: string): 'coupon' | 'giftCard' | 'reward' | undefined {
  if (code.startsWith('PRM')) return 'coupon';
  if (code.startsWith('GFC')) return 'giftCard';
  if (code.startsWith('REW')) return 'reward';
  return undefined;
}
