import {
  type BasketResponse,
  billingAddressRequestSchema,
  channels,
  checkoutAddressSchema,
  checkoutPaths,
  deletePaymentInstrumentRequestSchema,
  deviceFingerPrintRequestSchema,
  findLocaleByTag,
  giftCardBalanceRequestSchema,
  patchOrderRequestSchema,
  paymentInstrumentRequestSchema,
  paymentSessionQuerySchema,
  placeOrderRequestSchema,
  prepareOrderRequestSchema,
  requestHeaders,
  setShippingMethodRequestSchema,
  shippingAddressRequestSchema,
} from '@storefront/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { verifyCaptcha } from '../../auth/captcha';
import { resolveShopper, resolveShopperSession } from '../../auth/shopper';
import { shopperRateLimit } from '../../auth/shopperRateLimit';
import { loadBasket, setBasketRefresher } from '../../basket';
import type { Basket } from '../../basket/types';
import { parseBody, parseQuery, routePath } from '../../catalog/http';
import { publicBasket, refreshCheckout } from '../../checkout/basket';
import {
  applicableShippingMethods,
  assertShippingAddress,
  checkShippingAddressCaptcha,
  deleteBillingAddress,
  deleteShippingAddress,
  setBillingAddress,
  setShippingAddress,
  setShippingMethod,
} from '../../checkout/shippingService';
import { openPaymentSession, recordDeviceFingerprint } from '../../checkout/state';
import { requireShopper } from '../../consumers/session';
import { salesInfoOf } from '../../orders/checks';
import { patchOrder } from '../../orders/patch';
import { placeOrder, prepareOrder, publicOrder } from '../../orders/place';
import {
  giftCardBalance,
  giftCardBalanceCallsPerMinute,
  requireGiftCardFields,
} from '../../payments/giftCardAttempts';
import {
  addPaymentInstrument,
  deletePaymentInstrument,
  paymentMethods,
} from '../../payments/service';
import { stockMoved } from '../../revalidation/catalogEvents';
import { noRevalidation } from '../../revalidation/notifier';
import { type CheckoutRoutesOptions, parseMerged } from './http';
import { registerPurchaseRoutes } from './purchases';

export type { CheckoutRoutesOptions } from './http';

type BasketParams = { basketId: string };

const answer = (basket: Basket): BasketResponse => publicBasket(basket);

/** The request's channel header (ECOMM or MAPP, spec 1 §9). */
const channelOf = (request: FastifyRequest) => {
  const value = request.headers[requestHeaders.channel];
  return channels.find((c) => c === value) ?? 'ECOMM';
};

/**
 * Registers the checkout calls of the cart service (spec 1 §7: shipping method, shipping
 * and billing address, payment methods and instruments, gift card balance, payment session,
 * device fingerprint, prepareOrder, place and patch order) and the consumer purchase calls
 * (spec 2 §7: purchase, invoice, purchase history, return label, TrackOrder, CancelOrder).
 */
export function registerCheckoutRoutes(app: FastifyInstance, options: CheckoutRoutesOptions): void {
  const { db, now } = options;
  const notifyStock = stockMoved(options.revalidation ?? noRevalidation);
  const shopperOf = (request: FastifyRequest) => resolveShopper(db, request);
  // Every basket change (also the basket module's own calls) arranges shipments from now on.
  setBasketRefresher(db, refreshCheckout);

  app.post(checkoutPaths.shippingMethod, async (request) => {
    const body = parseBody(setShippingMethodRequestSchema, request);
    return answer(await setShippingMethod(db, await shopperOf(request), body, now()));
  });

  app.get<{ Params: BasketParams & { shippingId: string } }>(
    routePath(checkoutPaths.applicableShippingMethods(':basketId', ':shippingId')),
    async (request) =>
      applicableShippingMethods(
        db,
        await shopperOf(request),
        request.params.basketId,
        request.params.shippingId,
        now(),
      ),
  );

  const shippingAddressPath = routePath(checkoutPaths.shippingAddress(':basketId'));
  app.post<{ Params: BasketParams }>(shippingAddressPath, async (request) => {
    const body = parseBody(shippingAddressRequestSchema, request);
    const shopper = await shopperOf(request);
    await checkShippingAddressCaptcha(db, shopper, body);
    return answer(await setShippingAddress(db, shopper, request.params.basketId, body, now()));
  });
  app.delete<{ Params: BasketParams }>(shippingAddressPath, async (request) =>
    answer(
      await deleteShippingAddress(db, await shopperOf(request), request.params.basketId, now()),
    ),
  );

  app.post<{ Params: BasketParams }>(
    routePath(checkoutPaths.shippingAddressValidation(':basketId')),
    async (request) => {
      const address = parseBody(checkoutAddressSchema, request);
      const basket = await loadBasket(db, request.params.basketId, await shopperOf(request));
      await assertShippingAddress(db, basket, address, true);
      return { valid: true };
    },
  );

  const billingPath = routePath(checkoutPaths.billingAddress(':basketId'));
  app.post<{ Params: BasketParams }>(billingPath, async (request) => {
    const body = parseBody(billingAddressRequestSchema, request);
    const shopper = await shopperOf(request);
    return answer(await setBillingAddress(db, shopper, request.params.basketId, body, now()));
  });
  app.delete<{ Params: BasketParams }>(billingPath, async (request) =>
    answer(
      await deleteBillingAddress(db, await shopperOf(request), request.params.basketId, now()),
    ),
  );

  app.get<{ Params: BasketParams }>(
    routePath(checkoutPaths.paymentMethods(':basketId')),
    async (request) => paymentMethods(db, await shopperOf(request), request.params.basketId, now()),
  );

  const instrumentsPath = routePath(checkoutPaths.paymentInstruments(':basketId'));
  app.post<{ Params: BasketParams }>(instrumentsPath, async (request) => {
    const raw = (request.body ?? {}) as { payment_method_id?: unknown; gift_card?: unknown };
    if (raw.payment_method_id === 'GIFT_CARD') {
      const card = (raw.gift_card ?? {}) as { card_number?: unknown; pin?: unknown };
      requireGiftCardFields(card.card_number, card.pin);
    }
    const body = parseBody(paymentInstrumentRequestSchema, request);
    const shopper = await shopperOf(request);
    return answer(await addPaymentInstrument(db, shopper, request.params.basketId, body, now()));
  });
  app.delete<{ Params: BasketParams }>(instrumentsPath, async (request) => {
    const query = request.query as Record<string, string | undefined>;
    const { payment_instrument_id } = query.payment_instrument_id
      ? { payment_instrument_id: query.payment_instrument_id }
      : parseBody(deletePaymentInstrumentRequestSchema, request);
    const shopper = await shopperOf(request);
    return answer(
      await deletePaymentInstrument(
        db,
        shopper,
        request.params.basketId,
        payment_instrument_id,
        now(),
      ),
    );
  });

  // A shopper token, both fields, the locks of verifyGiftCard, and at most
  // giftCardBalanceCallsPerMinute calls a minute per shopper (its consumer id, else the IP).
  app.post(
    checkoutPaths.giftCardBalance,
    { config: { rateLimit: shopperRateLimit(db, giftCardBalanceCallsPerMinute, 60_000) } },
    async (request) => {
      const shopper = await requireShopper(db, request);
      const raw = (request.body ?? {}) as { cardNumber?: unknown; pin?: unknown };
      requireGiftCardFields(raw.cardNumber, raw.pin);
      const body = parseBody(giftCardBalanceRequestSchema, request);
      return giftCardBalance(db, shopper.consumerId, body, now());
    },
  );

  app.get(checkoutPaths.paymentSession, async (request) => {
    const query = parseQuery(paymentSessionQuerySchema, request);
    const tag = findLocaleByTag(String(query.locale ?? 'en-US'))?.tag ?? 'en-US';
    return openPaymentSession(db, await shopperOf(request), query, tag, now());
  });

  app.post(checkoutPaths.deviceFingerPrint, async (request) => {
    const body = parseBody(deviceFingerPrintRequestSchema, request);
    const { cartId, ...fingerprint } = body;
    return recordDeviceFingerprint(db, await shopperOf(request), cartId, fingerprint, now());
  });

  app.post(checkoutPaths.prepareOrder, async (request) => {
    const body = parseMerged(prepareOrderRequestSchema, request, 'basketId');
    return answer(await prepareOrder(db, await shopperOf(request), body.basketId, now()));
  });

  app.put(checkoutPaths.placeOrder, async (request) => {
    const body = parseBody(placeOrderRequestSchema, request);
    await verifyCaptcha(db, body.recaptcha_response, 'placeOrder');
    const session = await resolveShopperSession(db, request);
    // Only an associate session records in-store sales info, its own (403 AUT432 otherwise).
    const { inStoreSalesInfo: sent, ...rest } = body;
    const inStoreSalesInfo = session ? salesInfoOf(session, sent) : undefined;
    const shopper = session ? { ...session, inStoreSession: undefined } : null;
    const order = await placeOrder(
      db,
      shopper,
      { ...rest, ...(inStoreSalesInfo ? { inStoreSalesInfo } : {}) },
      { channel: channelOf(request), now: now(), stockMoved: notifyStock },
    );
    return publicOrder(order);
  });

  app.patch<{ Params: { orderNumber: string } }>(
    routePath(checkoutPaths.order(':orderNumber')),
    async (request) => {
      const body = parseBody(patchOrderRequestSchema, request);
      const shopper = await shopperOf(request);
      return publicOrder(
        await patchOrder(db, shopper, request.params.orderNumber, body, now(), notifyStock),
      );
    },
  );

  registerPurchaseRoutes(app, options);
}
