import {
  type BasketResponse,
  billingAddressRequestSchema,
  cancelOrderRequestSchema,
  channels,
  checkoutAddressSchema,
  checkoutPaths,
  deletePaymentInstrumentRequestSchema,
  deviceFingerPrintRequestSchema,
  findLocaleByTag,
  giftCardBalanceRequestSchema,
  invoiceDownloadRequestSchema,
  patchOrderRequestSchema,
  paymentInstrumentRequestSchema,
  paymentSessionQuerySchema,
  placeOrderRequestSchema,
  prepareOrderRequestSchema,
  purchaseHistoryRequestSchema,
  purchasePaths,
  requestHeaders,
  returnLabelRequestSchema,
  setShippingMethodRequestSchema,
  shippingAddressRequestSchema,
  trackOrderRequestSchema,
} from '@storefront/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as z from 'zod';
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
  deleteBillingAddress,
  deleteShippingAddress,
  setBillingAddress,
  setShippingAddress,
  setShippingMethod,
} from '../../checkout/shippingService';
import { openPaymentSession, recordDeviceFingerprint } from '../../checkout/state';
import { requireShopper } from '../../consumers/session';
import type { Database } from '../../db/client';
import { ApiHttpError } from '../../errors';
import { salesInfoOf } from '../../orders/checks';
import { patchOrder } from '../../orders/patch';
import { placeOrder, prepareOrder, publicOrder } from '../../orders/place';
import {
  cancelOrder,
  createReturnLabel,
  invoiceDownload,
  purchaseDetail,
  purchaseHistory,
  trackOrder,
} from '../../orders/purchases';
import {
  giftCardBalanceCallsPerMinute,
  requireGiftCardFields,
  verifyGiftCard,
} from '../../payments/giftCardAttempts';
import { providerRefusal } from '../../payments/methods';
import {
  addPaymentInstrument,
  deletePaymentInstrument,
  paymentMethods,
} from '../../payments/service';
import { rateLimitPreHandler } from '../../plugins/rateLimits';

/** Options of the checkout routes. */
export interface CheckoutRoutesOptions {
  db: Database;
  /** The server clock. */
  now: () => Date;
}

type BasketParams = { basketId: string };

/**
 * Validates the body of a call whose key field may also come in the query ("query and
 * body" calls of spec 1 §7); 400 API400 naming the first bad field.
 */
function parseMerged<T extends z.ZodType>(
  schema: T,
  request: FastifyRequest,
  key: string,
): z.infer<T> {
  const query = request.query as Record<string, string | undefined>;
  const body = (request.body ?? {}) as Record<string, unknown>;
  return parseBody(schema, {
    body: { ...(query[key] ? { [key]: query[key] } : {}), ...body },
  } as FastifyRequest);
}
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
      const card = await verifyGiftCard(db, shopper.consumerId, body.cardNumber, body.pin, now());
      const refusal = providerRefusal(card);
      if (refusal === 'GFS800')
        throw new ApiHttpError(502, 'GFS800', 'The gift card service is unavailable');
      if (refusal) throw new ApiHttpError(400, refusal, `The gift card provider refused the card`);
      return {
        cardNumber: `${'*'.repeat(card.cardNumber.length - 4)}${card.cardNumber.slice(-4)}`,
        balance: card.balanceMinor / 100,
        currency: card.currency,
      };
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
      { channel: channelOf(request), now: now() },
    );
    return publicOrder(order);
  });

  app.patch<{ Params: { orderNumber: string } }>(
    routePath(checkoutPaths.order(':orderNumber')),
    async (request) => {
      const body = parseBody(patchOrderRequestSchema, request);
      const shopper = await shopperOf(request);
      return publicOrder(await patchOrder(db, shopper, request.params.orderNumber, body, now()));
    },
  );

  registerPurchaseRoutes(app, options);
}

/** The `orderNumber` of a request body, trimmed and upper case (`''` when none). */
function orderNumberOf(request: FastifyRequest): string {
  const value = (request.body as { orderNumber?: unknown } | null | undefined)?.orderNumber;
  return typeof value === 'string' ? value.trim().toUpperCase() : '';
}

function registerPurchaseRoutes(app: FastifyInstance, { db, now }: CheckoutRoutesOptions) {
  const shopperOf = (request: FastifyRequest) => resolveShopper(db, request);
  type OrderParams = { orderId: string };

  app.get<{ Params: OrderParams }>(routePath(purchasePaths.purchase(':orderId')), async (request) =>
    purchaseDetail(db, await shopperOf(request), request.params.orderId),
  );
  app.post(purchasePaths.invoiceDownload, async (request) => {
    const body = parseMerged(invoiceDownloadRequestSchema, request, 'orderNumber');
    return invoiceDownload(db, await shopperOf(request), body.orderNumber);
  });
  app.post(purchasePaths.purchaseHistory, async (request) => {
    const body = parseBody(purchaseHistoryRequestSchema, request);
    return purchaseHistory(db, await shopperOf(request), body);
  });
  app.post<{ Params: OrderParams }>(
    routePath(purchasePaths.returnLabel(':orderId')),
    async (request) => {
      const body = parseBody(returnLabelRequestSchema, request);
      const shopper = await shopperOf(request);
      return createReturnLabel(db, shopper, request.params.orderId, body.itemIds, now());
    },
  );
  // Order lookup by number and e-mail: limited per order number and per client IP, so
  // neither numbers nor e-mails can be guessed in bulk (429 API429).
  const trackOrderLimit = rateLimitPreHandler(app, [
    { max: 10, timeWindowMs: 15 * 60_000, key: (request) => `order:${orderNumberOf(request)}` },
    { max: 30, timeWindowMs: 60_000, key: (request) => `ip:${request.ip}` },
  ]);
  app.post(purchasePaths.trackOrder, { preHandler: trackOrderLimit }, async (request) => {
    const body = parseBody(trackOrderRequestSchema, request);
    return trackOrder(db, await shopperOf(request), body);
  });
  app.post(purchasePaths.cancelOrder, async (request) => {
    const body = parseMerged(cancelOrderRequestSchema, request, 'orderNumber');
    return cancelOrder(db, await shopperOf(request), body.orderNumber, now());
  });
}
