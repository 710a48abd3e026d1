import type { BasketResponse } from '@storefront/api-contract';
import type { CheckoutData } from '@storefront/commerce';
import type { ServerContext } from '../server/serverCall';

/**
 * The checkout data of a basket (spec 1 §7): each used shipment's methods and the payment
 * methods (a failed lookup leaves its part out; the page shows what it has).
 */
export async function checkoutData(
  context: Pick<ServerContext, 'checkout'>,
  basket: BasketResponse,
): Promise<CheckoutData> {
  const used = [...new Set(basket.items.map((i) => i.shipmentId))];
  const [shippingMethods, paymentMethods] = await Promise.all([
    Promise.all(
      used.map((id) =>
        context.checkout.getShippingMethods(basket.basketId, id).catch(() => undefined),
      ),
    ),
    basket.items.length > 0
      ? context.checkout.getPaymentMethods(basket.basketId).catch(() => undefined)
      : Promise.resolve(undefined),
  ]);
  return {
    basket,
    shippingMethods: shippingMethods.filter((m) => m !== undefined),
    ...(paymentMethods ? { paymentMethods } : {}),
  };
}
