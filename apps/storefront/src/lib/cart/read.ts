import 'server-only';
import type { BasketResponse, StorefrontLocale } from '@storefront/api-contract';
import { serverCall } from '../server/serverCall';
import { cartReadOptions } from '../stores/favoriteStore';

/**
 * The shopper's basket for the cart page's first HTML (spec 1 §2 cart page; a read in the
 * route): GET the basket cookie's basket with the stock check and the favourite store
 * (`cartReadOptions`), with the session cookie's token. `undefined` when it cannot be read
 * without writing cookies (no basket or token yet, an expired token, the basket gone, the API
 * down): the client then loads it through the cart's Server Action, which recovers (spec 1
 * §8).
 * @param locale the route's locale
 */
export async function readBasket(locale: StorefrontLocale): Promise<BasketResponse | undefined> {
  const result = await serverCall(
    'cart.read',
    async ({ basket, basketId }) => ({
      basket: await basket.getBasket(basketId, await cartReadOptions()),
    }),
    { basket: {}, locale, mode: 'read' },
  );
  return result.ok ? result.basket : undefined;
}
