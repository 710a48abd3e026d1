import 'server-only';
import {
  type BasketResponse,
  type Channel,
  findLocale,
  type StorefrontLocale,
} from '@storefront/api-contract';
import {
  ApiError,
  type BasketService,
  type CheckoutData,
  type CheckoutFailure,
  type CheckoutService,
  createBasketService,
  createCheckoutService,
  messageForError,
} from '@storefront/commerce';
import { accessTokenFor, apiClientFor, readSession } from '../session/session';

/**
 * The server side of the checkout calls (spec 1 §7; design.md: tokens stay in httpOnly
 * cookies): the token on demand (refreshed with the refresh token), the basket id cookie,
 * failures answered as {@link CheckoutFailure} with the server's message (it names the field
 * of a CHK320 / BIL400), never thrown (Next masks thrown errors in production).
 */

/** The services and ids of one checkout call. */
export interface CheckoutContext {
  locale: StorefrontLocale;
  basketId: string;
  basket: BasketService;
  checkout: CheckoutService;
  token: string;
}

/** A failure answer from an error, logged as JSON. */
export function checkoutFailure(event: string, error: unknown): CheckoutFailure {
  const api = error instanceof ApiError ? error : undefined;
  console.error(
    JSON.stringify({
      level: 'warn',
      event,
      errorId: api?.errorId ?? 'GEN500',
      status: api?.status,
      message: error instanceof Error ? error.message : String(error),
    }),
  );
  return {
    ok: false,
    code: api?.errorId ?? 'GEN500',
    message: api?.message ?? messageForError('GEN500'),
    ...(api?.serverMessage ? { serverMessage: api.serverMessage } : {}),
  };
}

/**
 * Runs a checkout call for the shopper of the cookies.
 * @param localePath e.g. `en-us` (unknown → `API400`)
 * @param channel the order channel (`MAPP` in the app webview) for placement and patching
 * @returns the call's answer with `ok: true`, or a failure (`BSK404` when no basket cookie)
 */
export async function runCheckoutCall<T extends object>(
  event: string,
  localePath: string,
  call: (context: CheckoutContext) => Promise<T | CheckoutFailure>,
  channel: Channel = 'ECOMM',
): Promise<({ ok: true } & T) | CheckoutFailure> {
  const locale = findLocale(localePath);
  if (!locale) return { ok: false, code: 'API400', message: `Unknown locale: ${localePath}` };
  try {
    const token = await accessTokenFor(locale);
    const { basketId } = await readSession();
    if (!basketId) return { ok: false, code: 'BSK404', message: messageForError('BSK404') };
    const client = apiClientFor(locale);
    const result = await call({
      locale,
      basketId,
      token,
      basket: createBasketService(client, { accessToken: token }),
      checkout: createCheckoutService(client, { accessToken: token, orderChannel: channel }),
    });
    if ('ok' in result && result.ok === false) return result;
    return { ok: true, ...(result as T) };
  } catch (error) {
    return checkoutFailure(event, error);
  }
}

/** The checkout data of a basket: each used shipment's methods and the payment methods. */
export async function checkoutData(
  context: CheckoutContext,
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
