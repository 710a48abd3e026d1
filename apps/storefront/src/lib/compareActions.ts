'use server';

import { type CompareProduct, compareLimits } from '@storefront/api-contract';
import { createCatalogService } from '@storefront/commerce/server';
import * as z from 'zod';
import { type ActionResult, invalidInput, serverCall } from './server/serverCall';

const productIdsSchema = z
  .array(z.string().regex(/^[A-Za-z0-9]{8,11}$/))
  .min(compareLimits.min)
  .max(compareLimits.max);

/**
 * The compare view's data (GET /fapi/components/compare, spec 2 §7 "Internal") through
 * `serverCall` in the request's locale, no shopper token: 2 to 4 product codes → the products
 * in that order. Another count or a malformed code: `API400`, nothing sent; an unknown
 * product: `API404`; answered, never thrown.
 */
export async function compareProductsAction(
  productIds: unknown,
): Promise<ActionResult<{ products: CompareProduct[] }>> {
  const parsed = productIdsSchema.safeParse(productIds);
  if (!parsed.success) return invalidInput(parsed.error.issues);
  return serverCall(
    'catalog.compare',
    async ({ client }) => ({
      products: (await createCatalogService(client).compareProducts(parsed.data)).products,
    }),
    { token: false },
  );
}
