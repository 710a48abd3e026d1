import { detectPageType } from '@storefront/api-contract';
import type { AnalyticsEvent } from '@storefront/blocks/services';
import type {
  AddToCartInput,
  CartActionResult,
  ExpressActions,
  ExpressResult,
  ExpressSession,
  RecoveryItem,
} from '@storefront/commerce';
import { productOrigins } from './productOrigins';

/**
 * Add-to-cart analytics (spec 3 §9 "Analytics": product interaction origins as fixed labels;
 * spec 3 §8 "Add to cart failure: shows the cart error message and fires tracking"). Pure
 * builders of the events the storefront's one dispatcher (`pushAnalyticsEvent`) pushes to
 * `window.dataLayer`.
 */

/** Event names of the cart (the `event` key of the `dataLayer` entry). */
export const cartAnalyticsEvents = {
  /** An item was added: origin, variant, product, quantity, unit price and currency. */
  add: 'addToCart',
  /** An add failed: origin, variant, quantity and the error code (spec 1 §8). */
  addFailure: 'addToCartFailure',
} as const;

/**
 * The event of an add to cart: `addToCart` with the basket line of the variant (its product id,
 * unit price in major units and the basket currency) or `addToCartFailure` with the error code.
 * @param path URL path of the page the shopper added from, e.g. `/en-us/c/footwear-3000`
 * @param input the add (variant id, quantity, origin label; `Quick Shop` when none is given)
 * @param result the cart's answer
 */
export function addToCartEvent(
  path: string,
  input: AddToCartInput,
  result: CartActionResult,
): AnalyticsEvent {
  const common = {
    pageType: detectPageType(path),
    origin: input.origin ?? productOrigins.quickShop,
    productId: input.productId,
    quantity: input.qty ?? 1,
  };
  if (!result.ok) {
    return { name: cartAnalyticsEvents.addFailure, data: { ...common, errorCode: result.code } };
  }
  const line = result.basket.items.find((item) => item.productId === input.productId);
  return {
    name: cartAnalyticsEvents.add,
    data: {
      ...common,
      ...(line
        ? { masterId: line.masterId, price: line.price.current, currency: result.basket.currency }
        : {}),
    },
  };
}

/**
 * The cart port's `addItem` with its analytics: the origin is not sent to the server, and each
 * answer (success or failure) is pushed once as {@link addToCartEvent}.
 * @param addItem the host's add (the challenged Server Action)
 * @param track the dispatcher, `pushAnalyticsEvent` in the browser
 * @param path the page's path at the time of the add; default `window.location.pathname`
 */
export function withAddToCartTracking(
  addItem: (input: AddToCartInput, recovery: RecoveryItem[]) => Promise<CartActionResult>,
  track: (event: AnalyticsEvent) => void,
  path: () => string = () => window.location.pathname,
): (input: AddToCartInput, recovery: RecoveryItem[]) => Promise<CartActionResult> {
  return async (input, recovery) => {
    const { origin: _origin, ...add } = input;
    const result = await addItem(add, recovery);
    track(addToCartEvent(path(), input, result));
    return result;
  };
}

/**
 * The event of an express buy-now (spec 3 §4: the product page's wallet or PayPal button puts
 * one variant, quantity 1, spec 3 §9, in an express basket): `addToCart` with the origin
 * `Express Checkout`, the variant and its product, the item total in major units and the
 * currency; `addToCartFailure` with the error code when the flow could not start.
 * @param path URL path of the product page, e.g. `/en-us/p/alpine-boot-ALP1001M`
 * @param source the variant bought (`variantId`) and its product (`productId`, when known)
 * @param result the express port's answer to `start`
 */
export function expressAddToCartEvent(
  path: string,
  source: { variantId: string; productId?: string },
  result: ExpressResult<{ session: ExpressSession }>,
): AnalyticsEvent {
  const common = {
    pageType: detectPageType(path),
    origin: productOrigins.expressCheckout,
    productId: source.variantId,
    quantity: 1,
  };
  if (!result.ok) {
    return { name: cartAnalyticsEvents.addFailure, data: { ...common, errorCode: result.code } };
  }
  const { totals } = result.session;
  return {
    name: cartAnalyticsEvents.add,
    data: {
      ...common,
      ...(source.productId ? { masterId: source.productId } : {}),
      price: totals.itemTotal,
      currency: totals.currency,
    },
  };
}

/**
 * The express port's `start` with its analytics: a buy-now from the product page (source
 * `product`) is pushed once as {@link expressAddToCartEvent}; paying the cart adds nothing.
 * @param start the host's start (the lazily loaded Server Action)
 * @param track the dispatcher, `pushAnalyticsEvent` in the browser
 * @param path the page's path at the time of the press; default `window.location.pathname`
 */
export function withExpressAddTracking(
  start: ExpressActions['start'],
  track: (event: AnalyticsEvent) => void,
  path: () => string = () => window.location.pathname,
): ExpressActions['start'] {
  return async (source, method) => {
    const result = await start(source, method);
    if (source.kind === 'product') track(expressAddToCartEvent(path(), source, result));
    return result;
  };
}
