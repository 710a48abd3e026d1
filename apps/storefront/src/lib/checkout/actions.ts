'use server';

import {
  billingAddressRequestSchema,
  checkoutAddressSchema,
  paymentInstrumentRequestSchema,
} from '@storefront/api-contract';
import {
  ApiError,
  type CheckoutData,
  type CheckoutFailure,
  type CheckoutResult,
  createConsumerService,
  sessionCookieNames,
  stageSwitchPlan,
} from '@storefront/commerce';
import { cookies } from 'next/headers';
import * as z from 'zod';
import { apiClientFor, writeBasketId } from '../session/session';
import { inStoreSalesInfoToSend } from './associate';
import { readAssociateSession } from './associateSession';
import { channelOf } from './channel';
import { type CheckoutContext, checkoutData, checkoutFailure, runCheckoutCall } from './run';

/**
 * The checkout's server actions (spec 1 §7 shipping, billing, payment and order calls; §8
 * handling). Each takes the locale path (`en-us`), validates its input (bad input → `API400`
 * with the reason; nothing sent) and answers a `CheckoutResult`, never throws.
 */

type Data = CheckoutResult<CheckoutData>;

function invalid(error: z.ZodError): CheckoutFailure {
  return {
    ok: false,
    code: 'API400',
    message: `Please check your input: ${error.issues[0]?.message ?? 'invalid'}.`,
  };
}

const withData = async (context: CheckoutContext, basket: Parameters<typeof checkoutData>[1]) =>
  checkoutData(context, basket);

/** The basket (with the stock check), its shipments' methods and the payment methods. */
export async function loadCheckoutAction(localePath: string): Promise<Data> {
  return runCheckoutCall('checkout.load', localePath, async (context) =>
    withData(
      context,
      await context.basket.getBasket(context.basketId, { inventorySupplyCheck: true }),
    ),
  );
}

/** POST …/shippingAddress/validation; a broken rule answers its code (CHK320, SHP500, …). */
export async function validateAddressAction(
  localePath: string,
  address: unknown,
): Promise<CheckoutResult<{ validation: { valid: boolean } }>> {
  const parsed = checkoutAddressSchema.safeParse(address);
  if (!parsed.success) return invalid(parsed.error);
  return runCheckoutCall('checkout.validateAddress', localePath, async (context) => ({
    validation: await context.checkout.validateShippingAddress(context.basketId, parsed.data),
  }));
}

/** POST /cart/v2/cart/{basketId}/shippingAddress for the home shipment `me`. */
export async function setShippingAddressAction(
  localePath: string,
  address: unknown,
): Promise<Data> {
  const parsed = checkoutAddressSchema.safeParse(address);
  if (!parsed.success) return invalid(parsed.error);
  return runCheckoutCall('checkout.shippingAddress', localePath, async (context) =>
    withData(
      context,
      await context.checkout.setShippingAddress(context.basketId, {
        ...parsed.data,
        shippingId: 'me',
      }),
    ),
  );
}

const methodSchema = z.object({
  shippingId: z.string().min(1).max(64),
  code: z.enum(['standard', 'express', 'pickup', 'pudo', 'sts', 'digital', 'customs']),
  storeId: z.string().max(64).optional(),
  itemIds: z.array(z.string().max(128)).max(100).optional(),
});

/** POST /cart/v1/shippingMethod for one shipment. */
export async function setShippingMethodAction(localePath: string, request: unknown): Promise<Data> {
  const parsed = methodSchema.safeParse(request);
  if (!parsed.success) return invalid(parsed.error);
  return runCheckoutCall('checkout.shippingMethod', localePath, async (context) =>
    withData(
      context,
      await context.checkout.setShippingMethod({
        cartId: context.basketId,
        shopperAppliedSM: true,
        ...parsed.data,
      }),
    ),
  );
}

/** POST …/billingAddress (`sameAsShipping: true` copies the home address). */
export async function setBillingAddressAction(localePath: string, request: unknown): Promise<Data> {
  const parsed = billingAddressRequestSchema.safeParse(request);
  if (!parsed.success) return invalid(parsed.error);
  return runCheckoutCall('checkout.billingAddress', localePath, async (context) =>
    withData(context, await context.checkout.setBillingAddress(context.basketId, parsed.data)),
  );
}

/** POST …/paymentInstruments (card, gift card, points, reward, athlete, pay later). */
export async function addPaymentInstrumentAction(
  localePath: string,
  request: unknown,
): Promise<Data> {
  const parsed = paymentInstrumentRequestSchema.safeParse(request);
  if (!parsed.success) return invalid(parsed.error);
  return runCheckoutCall('checkout.addPayment', localePath, async (context) =>
    withData(context, await context.checkout.addPaymentInstrument(context.basketId, parsed.data)),
  );
}

/** DELETE …/paymentInstruments. */
export async function removePaymentInstrumentAction(
  localePath: string,
  id: unknown,
): Promise<Data> {
  const parsed = z.string().min(1).max(128).safeParse(id);
  if (!parsed.success) return invalid(parsed.error);
  return runCheckoutCall('checkout.removePayment', localePath, async (context) =>
    withData(
      context,
      await context.checkout.removePaymentInstrument(context.basketId, parsed.data),
    ),
  );
}

/** GET /cart/v1/paymentSession for buy-now-pay-later. */
export async function paymentSessionAction(localePath: string) {
  return runCheckoutCall('checkout.paymentSession', localePath, async (context) => ({
    session: await context.checkout.getPaymentSession({
      cartId: context.basketId,
      paymentMethodId: 'BNPL',
    }),
  }));
}

/** Applies a stage switch (ORD516-518): the items change delivery method (spec 1 §4). */
export async function applyStageSwitchAction(localePath: string, code: unknown): Promise<Data> {
  const parsed = z.enum(['ORD516', 'ORD517', 'ORD518']).safeParse(code);
  if (!parsed.success) return invalid(parsed.error);
  return runCheckoutCall('checkout.stageSwitch', localePath, async (context) => {
    let basket = await context.basket.getBasket(context.basketId);
    for (const call of stageSwitchPlan(parsed.data, basket)) {
      try {
        basket = await context.checkout.setShippingMethod({ cartId: context.basketId, ...call });
      } catch (error) {
        checkoutFailure('checkout.stageSwitch.call', error);
      }
    }
    return withData(context, basket);
  });
}

const placeSchema = z.object({
  inStoreSalesInfo: z
    .object({ storeId: z.string().min(1).max(16), storeEmployeeId: z.string().min(1).max(32) })
    .optional(),
  channel: z.enum(['ECOMM', 'MAPP']).optional(),
  /** The captcha widget's one-time response for `placeOrder` (spec 3 §7), sent on as given. */
  recaptcha_response: z.string().min(1).max(4000).optional(),
});

/**
 * prepareOrder, then PUT /cart/v2/checkout/order (idempotent per basket: a double click
 * places one order) with the page's captcha response (none or refused: `AUT403`). The entered
 * in-store sales info is sent only from an associate session (see `readAssociateSession`);
 * otherwise it is dropped. An item-level failure (INV…) answers the refreshed basket too.
 */
export async function placeOrderAction(localePath: string, input: unknown) {
  const parsed = placeSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const channel = await channelOf(parsed.data.channel);
  // Only an associate session sends in-store sales info (the API refuses it otherwise).
  const associate = await readAssociateSession();
  const inStoreSalesInfo = inStoreSalesInfoToSend(associate, parsed.data.inStoreSalesInfo);
  return runCheckoutCall(
    'checkout.placeOrder',
    localePath,
    async (context) => {
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
        const failure = checkoutFailure('checkout.placeOrder', error);
        if (error instanceof ApiError && /^(INV|TAX)/.test(error.errorId)) {
          const basket = await context.basket
            .getBasket(context.basketId, { inventorySupplyCheck: true })
            .catch(() => undefined);
          if (basket) failure.basket = basket;
        }
        return failure;
      }
    },
    channel,
  );
}

/** PATCH /cart/v2/checkout/order/{orderNumber} with the 3-D Secure result. */
export async function patchOrderAction(
  localePath: string,
  orderNumber: unknown,
  transStatus: unknown,
  channelHint?: unknown,
) {
  const parsed = z
    .object({
      orderNumber: z.string().regex(/^[A-Z]{3}\d{1,12}$/),
      transStatus: z.enum(['Y', 'N']),
    })
    .safeParse({ orderNumber, transStatus });
  if (!parsed.success) return invalid(parsed.error);
  const channel = await channelOf(channelHint === 'MAPP' ? 'MAPP' : undefined);
  return runCheckoutCall(
    'checkout.patchOrder',
    localePath,
    async (context) => ({
      order: await context.checkout.patchOrder(parsed.data.orderNumber, {
        paymentMethod: {
          code: 'CREDIT_CARD',
          additionalData: { transStatus: parsed.data.transStatus },
        },
      }),
    }),
    channel,
  );
}

/**
 * After a finalised order, the cart is reset (spec 1 §4): the basket cookie takes a new, empty
 * basket (POST /cart/v1/cart; the placed one is `ordered`). Not deleted: a cookie change in a
 * server action re-renders the current page, and the checkout page sends a shopper without a
 * basket to the cart, which raced the navigation to the order confirmation. When the new
 * basket cannot be created the cookie is removed (the next cart call opens one).
 */
export async function finaliseOrderAction(
  localePath: string,
  _orderNumber: unknown,
): Promise<void> {
  const result = await runCheckoutCall('checkout.finalise', localePath, async (context) => ({
    fresh: await context.basket.createBasket(),
  }));
  if (result.ok) await writeBasketId(result.fresh.basketId);
  else (await cookies()).delete(sessionCookieNames.basketId);
}

/** Accepts the employee discount terms (PUT /consumers-v3/consumer). */
export async function acceptEmployeeTermsAction(
  localePath: string,
): Promise<CheckoutResult<object>> {
  return runCheckoutCall('checkout.employeeTerms', localePath, async (context) => {
    await createConsumerService(apiClientFor(context.locale), {
      accessToken: context.token,
    }).updateProfile({
      consumerProfile: { isEmployeeDiscountTCAccepted: true },
    });
    return {};
  });
}
