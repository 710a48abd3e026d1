'use server';

import { shippingMethodCodeValues } from '@storefront/api-contract';
import type { CartActionResult } from '@storefront/commerce';
import * as z from 'zod';
import { invalidInput, serverCall } from '../server/serverCall';

/** An item's new delivery: the item, one of the spec's codes and, for a place code, its id. */
const itemDeliverySchema = z.object({
  itemId: z.string().min(1).max(64),
  code: z.enum(shippingMethodCodeValues),
  storeId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/)
    .optional(),
});

/**
 * Changes one cart item's delivery (spec 1 §2 "cart change shipping method"; §7 POST
 * /cart/v1/shippingMethod with the item's shipment and `itemIds: [itemId]`): the API checks
 * that the item offers the method and that the store or collection point can take it (pickup:
 * the store's stock; ship to store and collection points: the online stock) and stores
 * nothing otherwise. Answers the basket, or `API400` (bad input), `SHP404` (a method or place
 * the item cannot use, unknown item), as every cart action, never throwing.
 */
export async function changeItemDeliveryAction(input: unknown): Promise<CartActionResult> {
  const parsed = itemDeliverySchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error.issues);
  const { itemId, code, storeId } = parsed.data;
  return serverCall(
    'cart.itemDelivery',
    async ({ basket: baskets, checkout, basketId }) => {
      const current = await baskets.getBasket(basketId);
      const item = current.items.find((i) => i.id === itemId);
      const basket = await checkout.setShippingMethod({
        cartId: basketId,
        shippingId: item?.shipmentId ?? 'me',
        code,
        itemIds: [itemId],
        shopperAppliedSM: true,
        ...(storeId ? { storeId } : {}),
      });
      return { basket };
    },
    { basket: {} },
  );
}
