import 'server-only';
import type { CheckoutAddress, StorefrontLocale } from '@storefront/api-contract';
import type { ExpressFailure, ExpressResult } from '@storefront/commerce';
import { createStoreService } from '@storefront/commerce/server';
import { errorMessage } from '../server/errors';
import {
  type ActionFailure,
  type ServerCallOptions,
  type ServerContext,
  serverCall,
} from '../server/serverCall';
import { kindOfCode, sheetStateOf } from './contact';
import type { ExpressFlowState } from './flowState';

/**
 * How the express Server Actions run their calls: through the one `serverCall` boundary
 * (locale, session, token recovery, logging; architecture §5), answering the port's
 * `ExpressResult` (never throwing) with the error kinds of spec 3 §8.
 */

/** An express failure from a boundary failure: its code's kind, contact and field (spec 3 §8). */
export function expressFailureOf(failure: Omit<ActionFailure, 'ok'>): ExpressFailure {
  const { kind, contact, field } = kindOfCode(failure.code, failure.serverMessage);
  return {
    ok: false,
    kind,
    code: failure.code,
    message: failure.message,
    ...(contact ? { contact } : {}),
    ...(field ? { field } : {}),
  };
}

/** An `unknown` failure with a code and its message (no call made or the flow is gone). */
export const unknownFailure = (code: string, message: string): ExpressFailure => ({
  ok: false,
  kind: 'unknown',
  code,
  message,
});

/**
 * Runs one express step through `serverCall` (event `express.{step}`): an API error thrown
 * by `run` is logged and answered as its kind; a step's own failure is answered as it is.
 */
export async function expressCall<T extends object>(
  step: string,
  run: (context: ServerContext) => Promise<ExpressResult<T>>,
  options: ServerCallOptions = {},
): Promise<ExpressResult<T>> {
  const result = await serverCall(
    `express.${step}`,
    async (context) => ({ answer: await run(context) }),
    options,
  );
  return result.ok ? result.answer : expressFailureOf(result);
}

/**
 * The incomplete PayPal address answer (spec 3 §5 "PayPal address"; the shopper goes to
 * /checkout, spec 3 §4): `incompleteAddress` with `CHK320`, worded in `locale` (its code when
 * the request has none).
 */
export const incompleteAddressFailure = (locale: StorefrontLocale | undefined): ExpressFailure => ({
  ok: false,
  kind: 'incompleteAddress',
  code: 'CHK320',
  message: locale ? errorMessage(locale, 'CHK320') : 'CHK320',
});

/** The countries a billing contact may be in (GET /utilities/countryList?type=billing). */
export async function billingCountriesOf(context: ServerContext): Promise<string[]> {
  const list = await createStoreService(context.client).getCountryList('billing');
  return list.countries.filter((c) => c.billing).map((c) => c.code);
}

/** The wallet payment methods' ids (spec 3 §7 payment instruments). */
const walletInstrumentIds = ['DW_APPLE_PAY', 'PAYPAL'];

/**
 * Ends a flow's temporary cart state (spec 3 §4: any failure or cancel clears it): the
 * product page's express basket is deleted; the shopper's cart gets back its home address
 * and method of before the flow and loses the wallet instruments the flow added. Each call
 * that fails is logged and skipped (the cart is the shopper's: the rest still runs).
 * @param recaptchaResponse the browser's captcha answer for action `shippingAddress`, sent with
 *   the address of before (a guest's needs it, spec 1 §7)
 */
export async function clearFlowState(
  context: ServerContext,
  flow: ExpressFlowState,
  recaptchaResponse?: string,
): Promise<void> {
  const { basket, checkout } = context;
  const quietly = (call: Promise<unknown>, name: string) =>
    call.catch((error: unknown) => context.fail(error, name));
  if (flow.source === 'product') {
    await quietly(basket.deleteExpressBasket(flow.basketId), 'deleteBasket');
    return;
  }
  const cart = await basket.getBasket(flow.basketId).catch(() => undefined);
  if (!cart) return;
  for (const instrument of cart.payment_instruments)
    if (walletInstrumentIds.includes(instrument.payment_method_id))
      await quietly(
        checkout.removePaymentInstrument(flow.basketId, instrument.payment_instrument_id),
        'removeInstrument',
      );
  const before = flow.before ?? {};
  // A guest's address needs a captcha response (spec 1 §7), which only the browser can give:
  // without one, or when it is refused, the wallet's address goes rather than staying.
  const restored = before.address
    ? await checkout
        .setShippingAddress(flow.basketId, {
          ...before.address,
          shippingId: 'me',
          ...(recaptchaResponse ? { recaptcha_response: recaptchaResponse } : {}),
        })
        .then(
          () => true,
          (error: unknown) => {
            context.fail(error, 'restoreAddress');
            return false;
          },
        )
    : false;
  if (!restored) await quietly(checkout.removeShippingAddress(flow.basketId), 'removeAddress');
  if (before.method)
    await quietly(
      checkout.setShippingMethod({ cartId: flow.basketId, code: before.method, shippingId: 'me' }),
      'restoreMethod',
    );
}

/**
 * An incomplete PayPal address from the product page (spec 3 §4 "PayPal express": the shopper
 * returns to /checkout; §5 "PayPal address"): the express basket's line (not a bonus item) is
 * added to the shopper's own basket, quantity 1 (the basket cookie's, a new one when there is
 * none), then the express basket is deleted, so /checkout shows the item. Runs through
 * `serverCall` (event `express.carryToCart`): a failed add is logged and answered, the express
 * basket is deleted all the same.
 * @returns whether the line is in the shopper's basket
 */
export async function carryToCart(flow: ExpressFlowState): Promise<boolean> {
  const result = await serverCall(
    'express.carryToCart',
    async ({ basket, basketId }) => {
      try {
        const express = await basket.getBasket(flow.basketId);
        for (const item of express.items.filter((line) => !line.bonus))
          await basket.addItem({ cartId: basketId, productId: item.productId, qty: 1 });
      } finally {
        await basket.deleteExpressBasket(flow.basketId).catch(() => undefined);
      }
      return {};
    },
    { basket: {} },
  );
  return result.ok;
}

/** The sheet state of the flow's basket after a change (its `me` methods re-read). */
export async function sheetAfter(context: ServerContext, flow: ExpressFlowState) {
  const [basket, methods] = await Promise.all([
    context.basket.getBasket(flow.basketId),
    context.checkout.getShippingMethods(flow.basketId, 'me'),
  ]);
  return sheetStateOf(basket, methods);
}

/** Places the flow's order: prepareOrder, the wallet instrument, PUT order (spec 3 §7). */
export async function placeWith(
  context: ServerContext,
  flow: ExpressFlowState,
  billingAddress: CheckoutAddress,
  paymentData: string,
  recaptcha: string | undefined,
): Promise<ExpressResult<{ orderNumber: string }>> {
  const code = flow.method === 'paypal' ? 'PAYPAL' : 'DW_APPLE_PAY';
  const { checkout } = context;
  await checkout.prepareOrder(flow.basketId);
  await checkout.addPaymentInstrument(flow.basketId, {
    payment_method_id: code,
    additionalDetails: { paymentData, sessionId: flow.sessionId },
  });
  const order = await checkout.placeOrder({
    cartId: flow.basketId,
    billingAddress,
    paymentMethod: { code, additionalData: { sessionId: flow.sessionId, paymentData } },
    ...(recaptcha ? { recaptcha_response: recaptcha } : {}),
  });
  if (order.st !== 'created')
    return unknownFailure('PYT400', errorMessage(context.locale, 'PYT400'));
  return { ok: true, orderNumber: order.orderNumber };
}
