import 'server-only';
import type { StorefrontLocale } from '@storefront/api-contract';
import type { CheckoutData } from '@storefront/commerce';
import { serverCall } from '../server/serverCall';
import { checkoutData } from './checkoutData';

/**
 * The checkout data for the checkout page's first HTML (spec 1 §4; a read in the route): the
 * basket cookie's basket with the stock check, its shipments' methods and the payment methods,
 * with the session cookie's token. `undefined` when it cannot be read without writing cookies
 * (an expired token, the basket gone, the API down): the client then loads it through the
 * checkout's Server Action, which recovers (spec 1 §8).
 * @param locale the route's locale
 */
export async function readCheckoutData(
  locale: StorefrontLocale,
): Promise<CheckoutData | undefined> {
  const result = await serverCall(
    'checkout.read',
    async (context) =>
      checkoutData(
        context,
        await context.basket.getBasket(context.basketId, { inventorySupplyCheck: true }),
      ),
    { basket: {}, locale, mode: 'read' },
  );
  if (!result.ok) return undefined;
  const { ok: _ok, ...data } = result;
  return data;
}
