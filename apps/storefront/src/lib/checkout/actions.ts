'use server';

import {
  billingAddressRequestSchema,
  checkoutAddressSchema,
  paymentInstrumentRequestSchema,
} from '@storefront/api-contract';
import {
  ApiError,
  type CheckoutData,
  type CheckoutResult,
  sessionCookieNames,
  stageSwitchPlan,
} from '@storefront/commerce';
import { createConsumerService } from '@storefront/commerce/server';
import { cookies } from 'next/headers';
import { type BasketContext, invalidInput, serverCall } from '../server/serverCall';
import { markEmployeeTermsAccepted, writeBasketId } from '../session/session';
import { inStoreSalesInfoToSend } from './associate';
import { readInStoreSession } from './associateSession';
import { channelOf } from './channel';
import { checkoutData } from './checkoutData';
import {
  orderNumberSchema,
  paymentInstrumentIdSchema,
  placeOrderInputSchema,
  shippingAddressInputSchema,
  shippingMethodInputSchema,
  stageSwitchCodeSchema,
  transStatusSchema,
} from './inputs';

/**
 * The checkout's Server Actions (spec 1 §7 shipping, billing, payment and order calls; §8
 * handling). Writes only: the checkout page reads its basket in the route. Each validates its
 * input (bad input → `API400` with the reason; nothing sent), runs through `serverCall` (the
 * locale of the page it posts from, the session, the same recovery as the cart's) and answers
 * a `CheckoutResult`, never throws.
 */

type Data = CheckoutResult<CheckoutData>;

/** A call on the shopper's basket that answers the checkout data of the basket it returns. */
function basketWrite(
  event: string,
  write: (context: BasketContext) => Promise<Parameters<typeof checkoutData>[1]>,
): Promise<Data> {
  return serverCall(event, async (context) => checkoutData(context, await write(context)), {
    basket: {},
  });
}

/** The basket (with the stock check), its shipments' methods and the payment methods. */
export async function loadCheckoutAction(): Promise<Data> {
  return basketWrite('checkout.load', ({ basket, basketId }) =>
    basket.getBasket(basketId, { inventorySupplyCheck: true }),
  );
}

/** POST …/shippingAddress/validation; a broken rule answers its code (CHK320, SHP500, …). */
export async function validateAddressAction(
  address: unknown,
): Promise<CheckoutResult<{ validation: { valid: boolean } }>> {
  const parsed = checkoutAddressSchema.safeParse(address);
  if (!parsed.success) return invalidInput(parsed.error.issues);
  return serverCall(
    'checkout.validateAddress',
    async ({ checkout, basketId }) => ({
      validation: await checkout.validateShippingAddress(basketId, parsed.data),
    }),
    { basket: {} },
  );
}

/**
 * POST /cart/v2/cart/{basketId}/shippingAddress for the home shipment `me`, with the captcha's
 * response for action `shippingAddress` when given (spec 1 §7; a guest's address without
 * one, or with a refused one: `AUT403`).
 */
export async function setShippingAddressAction(address: unknown): Promise<Data> {
  const parsed = shippingAddressInputSchema.safeParse(address);
  if (!parsed.success) return invalidInput(parsed.error.issues);
  return basketWrite('checkout.shippingAddress', ({ checkout, basketId }) =>
    checkout.setShippingAddress(basketId, { ...parsed.data, shippingId: 'me' }),
  );
}

/**
 * DELETE /cart/v2/cart/{basketId}/shippingAddress (spec 1 §7): the shopper removed the home
 * delivery (every item goes to a store), so its address goes too.
 */
export async function removeShippingAddressAction(): Promise<Data> {
  return basketWrite('checkout.removeShippingAddress', ({ checkout, basketId }) =>
    checkout.removeShippingAddress(basketId),
  );
}

/**
 * DELETE /cart/v1/cart/{basketId}/billingAddress (spec 1 §7): the shopper turned "same as
 * shipping" back on, so the billing address they had entered goes.
 */
export async function removeBillingAddressAction(): Promise<Data> {
  return basketWrite('checkout.removeBillingAddress', ({ checkout, basketId }) =>
    checkout.removeBillingAddress(basketId),
  );
}

/** POST /cart/v1/shippingMethod for one shipment. */
export async function setShippingMethodAction(request: unknown): Promise<Data> {
  const parsed = shippingMethodInputSchema.safeParse(request);
  if (!parsed.success) return invalidInput(parsed.error.issues);
  return basketWrite('checkout.shippingMethod', ({ checkout, basketId }) =>
    checkout.setShippingMethod({ cartId: basketId, shopperAppliedSM: true, ...parsed.data }),
  );
}

/** POST …/billingAddress (`sameAsShipping: true` copies the home address). */
export async function setBillingAddressAction(request: unknown): Promise<Data> {
  const parsed = billingAddressRequestSchema.safeParse(request);
  if (!parsed.success) return invalidInput(parsed.error.issues);
  return basketWrite('checkout.billingAddress', ({ checkout, basketId }) =>
    checkout.setBillingAddress(basketId, parsed.data),
  );
}

/** POST …/paymentInstruments (card, gift card, points, reward, athlete, pay later). */
export async function addPaymentInstrumentAction(request: unknown): Promise<Data> {
  const parsed = paymentInstrumentRequestSchema.safeParse(request);
  if (!parsed.success) return invalidInput(parsed.error.issues);
  return basketWrite('checkout.addPayment', ({ checkout, basketId }) =>
    checkout.addPaymentInstrument(basketId, parsed.data),
  );
}

/** DELETE …/paymentInstruments. */
export async function removePaymentInstrumentAction(id: unknown): Promise<Data> {
  const parsed = paymentInstrumentIdSchema.safeParse(id);
  if (!parsed.success) return invalidInput(parsed.error.issues);
  return basketWrite('checkout.removePayment', ({ checkout, basketId }) =>
    checkout.removePaymentInstrument(basketId, parsed.data),
  );
}

/** GET /cart/v1/paymentSession for buy-now-pay-later. */
export async function paymentSessionAction() {
  return serverCall(
    'checkout.paymentSession',
    async ({ checkout, basketId }) => ({
      session: await checkout.getPaymentSession({ cartId: basketId, paymentMethodId: 'BNPL' }),
    }),
    { basket: {} },
  );
}

/** Applies a stage switch (ORD516-518): the items change delivery method (spec 1 §4). */
export async function applyStageSwitchAction(code: unknown): Promise<Data> {
  const parsed = stageSwitchCodeSchema.safeParse(code);
  if (!parsed.success) return invalidInput(parsed.error.issues);
  return basketWrite('checkout.stageSwitch', async (context) => {
    let basket = await context.basket.getBasket(context.basketId);
    for (const call of stageSwitchPlan(parsed.data, basket)) {
      try {
        basket = await context.checkout.setShippingMethod({ cartId: context.basketId, ...call });
      } catch (error) {
        context.fail(error, 'call');
      }
    }
    return basket;
  });
}

/**
 * The device fingerprint (POST /cart/v1/deviceFingerPrint, when the page sent one), then
 * prepareOrder, then PUT /cart/v2/checkout/order (idempotent per basket: a double click
 * places one order) with the page's captcha response (none or refused: `AUT403`). A fingerprint
 * the API refuses is logged and does not stop the order (spec 1 §7 "sent before"). An
 * associate session (agent login) sends its own store and employee as the in-store sales info
 * (spec 1 §7); any other session sends none, whatever was entered. An item-level failure (INV…, TAX…) answers the refreshed basket too.
 */
export async function placeOrderAction(input: unknown) {
  const parsed = placeOrderInputSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error.issues);
  const channel = await channelOf(parsed.data.channel);
  // Only an associate session sends in-store sales info (the API refuses it otherwise).
  const inStoreSalesInfo = inStoreSalesInfoToSend(await readInStoreSession());
  return serverCall(
    'checkout.placeOrder',
    async (context) => {
      const { fingerPrint } = parsed.data;
      if (fingerPrint) {
        await context.checkout
          .sendDeviceFingerprint(context.basketId, fingerPrint)
          .catch((error: unknown) => context.fail(error, 'fingerprint'));
      }
      try {
        await context.checkout.prepareOrder(context.basketId);
        const order = await context.checkout.placeOrder({
          cartId: context.basketId,
          ...(parsed.data.recaptcha_response
            ? { recaptcha_response: parsed.data.recaptcha_response }
            : {}),
          ...(inStoreSalesInfo ? { inStoreSalesInfo } : {}),
        });
        return { order };
      } catch (error) {
        if (!(error instanceof ApiError && /^(INV|TAX)/.test(error.errorId))) throw error;
        const failure = context.fail(error);
        const basket = await context.basket
          .getBasket(context.basketId, { inventorySupplyCheck: true })
          .catch(() => undefined);
        return basket ? { ...failure, basket } : failure;
      }
    },
    { basket: {}, channel },
  );
}

/** PATCH /cart/v2/checkout/order/{orderNumber} with the 3-D Secure result. */
export async function patchOrderAction(
  orderNumber: unknown,
  transStatus: unknown,
  channelHint?: unknown,
) {
  const number = orderNumberSchema.safeParse(orderNumber);
  if (!number.success) return invalidInput(number.error.issues);
  const status = transStatusSchema.safeParse(transStatus);
  if (!status.success) return invalidInput(status.error.issues);
  const channel = await channelOf(channelHint === 'MAPP' ? 'MAPP' : undefined);
  return serverCall(
    'checkout.patchOrder',
    async ({ checkout }) => ({
      order: await checkout.patchOrder(number.data, {
        paymentMethod: { code: 'CREDIT_CARD', additionalData: { transStatus: status.data } },
      }),
    }),
    { channel },
  );
}

/**
 * After a finalised order, the cart is reset (spec 1 §4): the basket cookie takes a new, empty
 * basket (POST /cart/v1/cart; the placed one is `ordered`). Not deleted: a cookie change in a
 * Server Action re-renders the current page, and the checkout page sends a shopper without a
 * basket to the cart, which raced the navigation to the order confirmation. When the new
 * basket cannot be created the cookie is removed (the next cart call opens one).
 */
export async function finaliseOrderAction(_orderNumber: unknown): Promise<void> {
  const result = await serverCall('checkout.finalise', async ({ basket }) => ({
    fresh: await basket.createBasket(),
  }));
  if (result.ok) await writeBasketId(result.fresh.basketId);
  else (await cookies()).delete(sessionCookieNames.basketId);
}

/**
 * Accepts the employee discount terms (PUT /consumers-v3/consumer
 * `isEmployeeDiscountTCAccepted: true`; the API then applies the associate discount and
 * reprices the open basket) and records it in the session (spec 1 §3). Checkout and cart.
 */
export async function acceptEmployeeTermsAction(): Promise<CheckoutResult<object>> {
  return serverCall('checkout.employeeTerms', async ({ client, token }) => {
    await createConsumerService(client, { accessToken: token }).updateProfile({
      consumerProfile: { isEmployeeDiscountTCAccepted: true },
    });
    await markEmployeeTermsAccepted();
    return {};
  });
}
