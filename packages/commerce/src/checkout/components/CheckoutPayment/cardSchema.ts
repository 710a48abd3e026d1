import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import { isValidCardNumber, parseExpiry } from '../../flow/card';
import type { CheckoutLabels } from '../../flow/labels';
import type { CardFieldsOptions } from './CardFields.client';

/**
 * The card form's schema (spec 1 §8 "Payment": Luhn, FE309 expiry, 3-4 digit security code
 * unless `options.securityCode` is false). Zod: a form loads it on its first validation
 * (`cardResolver` through `lazyResolver`), so it stays out of the page's first load.
 */
export function cardSchema(
  labels: CheckoutLabels,
  { securityCode = true }: CardFieldsOptions = {},
) {
  return z.object({
    number: z.string().refine(isValidCardNumber, labels.cardNumberInvalid),
    holder: z.string().trim().min(2, labels.required),
    expiry: z.string().refine((v) => parseExpiry(v) !== undefined, labels.expiryInvalid),
    securityCode: securityCode
      ? z.string().regex(/^\d{3,4}$/, labels.securityCodeInvalid)
      : z.string(),
  });
}

/** The card form's resolver over {@link cardSchema}: its own chunk, loaded on first validation. */
export const cardResolver = (labels: CheckoutLabels, options: CardFieldsOptions = {}) =>
  zodResolver(cardSchema(labels, options));
