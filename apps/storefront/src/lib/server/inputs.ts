import { basketItemFieldsSchema } from '@storefront/api-contract';
import type { RecoveryItem } from '@storefront/commerce';
import * as z from 'zod';

/**
 * An item of the client's persisted cart, as BSK404 recovery adds it again (spec 1 §8): the
 * contract's item fields with the variant id required.
 */
export const recoveryItemSchema = basketItemFieldsSchema
  .pick({ upc: true, qty: true, storeId: true, giftOption: true, customAmount: true })
  .extend({ productId: z.string().min(1).max(64) });

/**
 * The locally persisted items sent by the client, validated: at most 100; an item that fails
 * the schema is left out (not a list: nothing is re-added).
 */
export function parseRecovery(input: unknown): RecoveryItem[] {
  if (!Array.isArray(input)) return [];
  return input.slice(0, 100).flatMap((item) => {
    const parsed = recoveryItemSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}
