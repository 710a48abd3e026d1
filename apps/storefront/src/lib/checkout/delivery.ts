'use server';

import type { CheckoutData, CheckoutResult } from '@storefront/commerce';
import { invalidInput, serverCall } from '../server/serverCall';
import { checkoutData } from './checkoutData';
import { checkoutAddressSchema, storeShipmentIdSchema } from './inputs';

/**
 * The store deliveries' Server Action (spec 1 §3 pickup, ship to store, collection point; §7
 * POST …/shippingAddress): the address of a store shipment with the pickup contact. Bad input
 * answers `API400` (nothing sent); failures are answered, never thrown. The store picker's
 * search is a read: the GET route `/api/stores/places` (see `places.ts`).
 */

/**
 * POST /cart/v2/cart/{basketId}/shippingAddress for a store shipment (`pickup-0101`,
 * `sts-0102`, `pudo-CP-US-001`) with context COLLECTION: the place's address and the pickup
 * contact (spec 1 §5). Answers CHK320 (e-mail, name), SHP410 (phone) from the cart service.
 */
export async function setCollectionAddressAction(
  shippingId: unknown,
  address: unknown,
): Promise<CheckoutResult<CheckoutData>> {
  const id = storeShipmentIdSchema.safeParse(shippingId);
  if (!id.success) return invalidInput(id.error.issues);
  const parsed = checkoutAddressSchema.safeParse(address);
  if (!parsed.success) return invalidInput(parsed.error.issues);
  return serverCall(
    'checkout.collectionAddress',
    async (context) =>
      checkoutData(
        context,
        await context.checkout.setShippingAddress(context.basketId, {
          ...parsed.data,
          shippingId: id.data,
          context: 'COLLECTION',
        }),
      ),
    { basket: {} },
  );
}
