import {
  type AddressValidation,
  type ApplicableShippingMethods,
  addressValidationSchema,
  applicableShippingMethodsSchema,
  type BasketResponse,
  type BillingAddressRequest,
  basketSchema,
  type Channel,
  type CheckoutAddress,
  checkoutPaths,
  type GiftCardBalance,
  giftCardBalanceSchema,
  type Order,
  orderSchema,
  type PatchOrderRequest,
  type PaymentInstrumentRequest,
  type PaymentMethods,
  type PaymentSession,
  type PlaceOrderRequest,
  paymentMethodsSchema,
  paymentSessionSchema,
  type SetShippingMethodRequest,
  type ShippingAddressRequest,
} from '@storefront/api-contract';
import * as z from 'zod';
import type { ApiClient, ApiRequestOptions, HttpMethod } from '../api/client';
import { type AccessTokenSource, tokenCaller } from '../api/tokenCall';

/** Options of {@link createCheckoutService}. */
export interface CheckoutServiceOptions {
  /** The shopper's access token, sent as `Authorization: Bearer …`; a function is read per call. */
  accessToken: AccessTokenSource;
  /** Channel of order placement and patching (spec 1 §1, §9): `MAPP` in the app webview. Default `ECOMM`. */
  orderChannel?: Channel;
}

/**
 * The checkout calls of the cart service (spec 1 §7; rules of spec 1 §3-§5, §8). Answers are
 * validated with the shared contract schemas (`GEN500` off contract); failures reject with an
 * `ApiError` carrying the server's code. Amounts in major units of the basket currency.
 * Every basket call also raises `BSK404` (no such open basket), `AUT401` (no token) and
 * `AUT498` (another shopper's basket).
 */
export interface CheckoutService {
  /**
   * POST /cart/v1/shippingMethod: a home method (`standard`, `express`) for shipment `me`,
   * or a store delivery (`pickup`, `sts`, `pudo` with `storeId`) for the shipment's items or
   * `itemIds`. Raises `SHP404` unknown method or shipment, pickup where the store lacks stock.
   */
  setShippingMethod(request: SetShippingMethodRequest): Promise<BasketResponse>;
  /** GET …/shippingMethod/{shippingId}: the shipment's methods, fastest first. Raises `SHP404`. */
  getShippingMethods(basketId: string, shippingId?: string): Promise<ApplicableShippingMethods>;
  /**
   * POST /cart/v2/cart/{basketId}/shippingAddress. Raises `SHP410` phone empty, `SHP500` PO
   * box, `CHK320` a field breaks the country's rule, `CHK380` country not shipped to,
   * `PAY401` a country this site cannot ship to, `SHP404` unknown shipment. With `context`
   * `APPLE_PAY_EXPRESS` / `PAYPAL_EXPRESS` the wallet rules apply (spec 3 §5, §8): a redacted
   * contact (country, postal code, city) is accepted before authorisation, no phone is
   * needed; `PAY401` a country that is not the store's, `CHK320` city over 50 (message
   * `city must have at most 50 characters`) or a bad field, `SHP404` unserviceable address.
   */
  setShippingAddress(basketId: string, request: ShippingAddressRequest): Promise<BasketResponse>;
  /** DELETE /cart/v2/cart/{basketId}/shippingAddress. */
  removeShippingAddress(basketId: string): Promise<BasketResponse>;
  /** POST …/shippingAddress/validation: `{ valid: true }`, else the codes of setShippingAddress. */
  validateShippingAddress(basketId: string, address: CheckoutAddress): Promise<AddressValidation>;
  /** POST …/billingAddress. Raises `BILL410` phone missing, `BIL400` invalid field, `PAY400` country. */
  setBillingAddress(basketId: string, request: BillingAddressRequest): Promise<BasketResponse>;
  /** DELETE …/billingAddress. */
  removeBillingAddress(basketId: string): Promise<BasketResponse>;
  /** GET …/paymentMethods: applicable methods, athlete remaining/payable, loyalty points. */
  getPaymentMethods(basketId: string): Promise<PaymentMethods>;
  /**
   * POST …/paymentInstruments. Raises `FE309` card expiry, `PYT400` bad card or data or no
   * pay-later session, `PYT300` method not allowed (athletes only, pay-later limits),
   * `GFC400` gift card number or PIN missing, `GFC410` unknown number or wrong PIN,
   * `GFC700`/`GFC725`/`GFC740` gift card, `GFC812` gift cards locked after failed attempts
   * (all shown at the gift card input),
   * `REW130`/`REW135`/`REW140`/`REW401` rewards and points.
   */
  addPaymentInstrument(
    basketId: string,
    request: PaymentInstrumentRequest,
  ): Promise<BasketResponse>;
  /** DELETE …/paymentInstruments by id. Raises `PYT404`. */
  removePaymentInstrument(basketId: string, paymentInstrumentId: string): Promise<BasketResponse>;
  /**
   * POST /cart/v1/giftcard/balance with a shopper token; number and PIN both required.
   * Raises `AUT401` no token, `GFC400` number or PIN missing, `GFC410` unknown number or wrong
   * PIN (never told apart), `GFC812` card or shopper locked for 15 minutes after 5 failures.
   */
  getGiftCardBalance(cardNumber: string, pin: string): Promise<GiftCardBalance>;
  /**
   * GET /cart/v1/paymentSession (spec 3 §7): buy-now-pay-later `BNPL`, the card wallet
   * `DW_APPLE_PAY` (its `meta.merchantSession` is the merchant validation's answer) or, with
   * `paymentMethod: 'paypal'`, PayPal. Raises `BSK404`, `AUT498`.
   */
  getPaymentSession(query: {
    cartId: string;
    paymentMethodId?: 'BNPL' | 'DW_APPLE_PAY' | 'CREDIT_CARD';
    paymentMethod?: 'paypal';
    referer?: string;
  }): Promise<PaymentSession>;
  /** POST /cart/v1/deviceFingerPrint. */
  sendDeviceFingerprint(cartId: string, fingerPrint: string): Promise<void>;
  /**
   * POST /cart/v1/cart/prepareOrder. Raises `ORD516` / `ORD517` / `ORD518` stage switches
   * (ship → pickup, pickup → ship, pickup → ship to store), `INV701` every item out of stock,
   * `INV702` an item no longer available (refresh the cart: its flash names it), `INV408`
   * some products without inventory, `CHK320` missing shipping address, `ORD400` empty.
   */
  prepareOrder(basketId: string): Promise<BasketResponse>;
  /**
   * PUT /cart/v2/checkout/order with the order channel. Idempotent per basket. Raises the
   * prepareOrder codes, `ORD400` not prepared, `BILL410` no billing address, `TAX310` tax
   * updated (show the new total; placing again goes through), `PYT404` no instrument,
   * `PYT300` not covered, `PYT402` declined, `PYT406` fraud, `GFC740` balance gone,
   * `STR404` unknown in-store store. A wallet (`paymentMethod.code` `DW_APPLE_PAY` /
   * `PAYPAL`, `additionalData { sessionId, paymentData }`, spec 3 §7) also raises `PYT402`
   * declined, `PYT400` provider error or a foreign session, `PYT404` no such wallet
   * instrument, `PAY400` / `BIL400` the billing contact (no phone needed).
   * A 3-D Secure card answers `st: pendingAuthentication`
   * with the `PaymentNotAuthorized` flash: run the challenge, then {@link patchOrder}.
   */
  placeOrder(request: PlaceOrderRequest): Promise<Order>;
  /**
   * PATCH /cart/v2/checkout/order/{orderNumber} with the challenge result
   * (`additionalData.transStatus` `Y` completes). Raises `PYT405` authentication failed (back
   * to billing: the basket is open again), `ORD404`, `ORD409`.
   */
  patchOrder(orderNumber: string, request: PatchOrderRequest): Promise<Order>;
}

const fingerprintAnswer = z.object({ cartId: z.string(), recorded: z.literal(true) });

/** Creates the checkout service over an API client (spec 1 §7). */
export function createCheckoutService(
  client: ApiClient,
  options: CheckoutServiceOptions,
): CheckoutService {
  const call = tokenCaller(client, options.accessToken);
  const basket = (method: HttpMethod, path: string, request?: ApiRequestOptions) =>
    call(basketSchema, method, path, request);
  const channel = options.orderChannel ?? 'ECOMM';

  return {
    setShippingMethod: (request) => basket('POST', checkoutPaths.shippingMethod, { body: request }),
    getShippingMethods: (basketId, shippingId = 'me') =>
      call(
        applicableShippingMethodsSchema,
        'GET',
        checkoutPaths.applicableShippingMethods(basketId, shippingId),
      ),
    setShippingAddress: (basketId, request) =>
      basket('POST', checkoutPaths.shippingAddress(basketId), { body: request }),
    removeShippingAddress: (basketId) => basket('DELETE', checkoutPaths.shippingAddress(basketId)),
    validateShippingAddress: (basketId, address) =>
      call(addressValidationSchema, 'POST', checkoutPaths.shippingAddressValidation(basketId), {
        body: address,
      }),
    setBillingAddress: (basketId, request) =>
      basket('POST', checkoutPaths.billingAddress(basketId), { body: request }),
    removeBillingAddress: (basketId) => basket('DELETE', checkoutPaths.billingAddress(basketId)),
    getPaymentMethods: (basketId) =>
      call(paymentMethodsSchema, 'GET', checkoutPaths.paymentMethods(basketId)),
    addPaymentInstrument: (basketId, request) =>
      basket('POST', checkoutPaths.paymentInstruments(basketId), { body: request }),
    removePaymentInstrument: (basketId, paymentInstrumentId) =>
      basket('DELETE', checkoutPaths.paymentInstruments(basketId), {
        body: { payment_instrument_id: paymentInstrumentId },
      }),
    getGiftCardBalance: (cardNumber, pin) =>
      call(giftCardBalanceSchema, 'POST', checkoutPaths.giftCardBalance, {
        body: { cardNumber, pin },
      }),
    getPaymentSession: (query) =>
      call(paymentSessionSchema, 'GET', checkoutPaths.paymentSession, {
        query: { paymentMethodId: 'BNPL', ...query },
      }),
    async sendDeviceFingerprint(cartId, fingerPrint) {
      await call(fingerprintAnswer, 'POST', checkoutPaths.deviceFingerPrint, {
        body: { cartId, fingerPrint },
      });
    },
    prepareOrder: (basketId) => basket('POST', checkoutPaths.prepareOrder, { body: { basketId } }),
    placeOrder: (request) =>
      call(orderSchema, 'PUT', checkoutPaths.placeOrder, { body: request, channel }),
    patchOrder: (orderNumber, request) =>
      call(orderSchema, 'PATCH', checkoutPaths.order(orderNumber), { body: request, channel }),
  };
}
