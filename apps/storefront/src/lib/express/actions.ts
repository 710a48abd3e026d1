'use server';

import type {
  ExpressResult,
  ExpressSession,
  ExpressSheetState,
  WalletContact,
} from '@storefront/commerce';
import {
  addressOfWalletContact,
  confirmationHref,
  expressMayShow,
  paypalContactGaps,
  redactedContact,
  walletContactFailure,
  walletContactProblem,
} from '@storefront/commerce';
import { headers } from 'next/headers';
import { readInStoreSession } from '../checkout/associateSession';
import { channelOf } from '../checkout/channel';
import { errorMessage } from '../server/errors';
import { localeOfHeaders } from '../server/requestLocale';
import { serverCall } from '../server/serverCall';
import { writeBasketId } from '../session/session';
import { homeDeliveryOf, retryOnce } from './contact';
import { expressConfig } from './features';
import {
  clearExpressFlow,
  type ExpressFlowState,
  readExpressFlow,
  takeAutoPromoCode,
  writeExpressFlow,
} from './flowState';
import {
  expressCancelSchema,
  expressMethodCodeSchema,
  expressMethodSchema,
  expressOrderNumberSchema,
  expressSourceSchema,
  paypalDetailsSchema,
  walletContactSchema,
  walletPaymentSchema,
} from './inputs';
import {
  billingCountriesOf,
  carryToCart,
  clearFlowState,
  expressCall,
  incompleteAddressFailure,
  placeWith,
  sheetAfter,
  unknownFailure,
} from './run';

/**
 * The express checkout's Server Actions (spec 3 §4 "Express wallet flow", "PayPal express",
 * §5, §7, §8, §9): they fill commerce's `ExpressActions` port (the browser island binds
 * them). Each checks its input and the flow, runs its API calls through `serverCall` and
 * answers an `ExpressResult`, never throws. Tokens, the express basket id and the payment
 * session stay in httpOnly cookies (`flowState.ts`). Amounts in major units.
 */

/** Payment session retry delay (spec 3 §9: 3 s). */
const paymentSessionRetryMs = 3000;

/** The wallet's address context of a flow (spec 3 §7 add shipping address). */
const contextOf = (flow: ExpressFlowState) =>
  flow.method === 'paypal' ? ('PAYPAL_EXPRESS' as const) : ('APPLE_PAY_EXPRESS' as const);

/** Bad input or no running flow: `unknown` (nothing sent), worded in the request's language. */
async function refused(code: 'API400' | 'BSK404' | 'AUT432'): Promise<ExpressResult<never>> {
  const locale = localeOfHeaders(await headers());
  return unknownFailure(code, locale ? errorMessage(locale, code) : code);
}

/** The running flow, when it is of `method` (a step of another method is refused). */
async function flowOf(method?: ExpressFlowState['method']) {
  const flow = await readExpressFlow();
  return flow && (!method || flow.method === method) ? flow : undefined;
}

/** The page the action posts from (same origin: its path), for `storeContext`. */
async function refererPath(): Promise<string | undefined> {
  const referer = (await headers()).get('referer');
  try {
    return referer ? new URL(referer).pathname : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Merchant validation (spec 3 §4 step 2): from the product page a new express basket with
 * the variant (quantity 1, spec 3 §9), else the shopper's cart; the payment session
 * (`DW_APPLE_PAY`, or PayPal), retried once after 3000 ms; the stored automatic promo code
 * applied, then cleared; the `me` methods and totals. A failure deletes the express basket.
 * Refused: flag off in the request's locale or provider not ADYEN (spec 3 §6), PayPal for an
 * in-store employee.
 */
export async function startExpressAction(
  source: unknown,
  method: unknown,
): Promise<ExpressResult<{ session: ExpressSession }>> {
  const from = expressSourceSchema.safeParse(source);
  const how = expressMethodSchema.safeParse(method);
  // The buttons' rule on the configuration (spec 3 §6): flag on in the locale, provider ADYEN.
  const locale = localeOfHeaders(await headers());
  const runs = locale && expressMayShow({ ...expressConfig(locale), inStoreEmployee: false });
  if (!from.success || !how.success || !runs) return refused('API400');
  if (how.data === 'paypal' && (await readInStoreSession())) return refused('AUT432');
  await cancelExpressAction();
  const referer = await refererPath();
  return expressCall('start', async (context) => {
    const { basket, checkout } = context;
    let created: string | undefined;
    try {
      let basketId: string;
      let before: ExpressFlowState['before'];
      if (from.data.kind === 'product') {
        created = (await basket.createExpressBasket()).basketId;
        basketId = created;
        await basket.addItem({
          cartId: basketId,
          productId: from.data.variantId,
          qty: 1,
          maxQty: 1,
        });
      } else {
        const cart = context.session.basketId
          ? await basket.getBasket(context.session.basketId)
          : undefined;
        if (!cart || cart.items.length === 0)
          return unknownFailure('BSK404', errorMessage(context.locale, 'BSK404'));
        basketId = cart.basketId;
        before = homeDeliveryOf(cart);
      }
      const session = await retryOnce(
        () =>
          checkout.getPaymentSession({
            cartId: basketId,
            ...(how.data === 'paypal'
              ? { paymentMethod: 'paypal' as const }
              : { paymentMethodId: 'DW_APPLE_PAY' as const }),
            ...(referer ? { referer } : {}),
          }),
        paymentSessionRetryMs,
      );
      const promo = await takeAutoPromoCode();
      if (promo)
        await basket
          .applyCoupon({ cartId: basketId, code: promo })
          .catch((error: unknown) => context.fail(error, 'promo'));
      const flow: ExpressFlowState = {
        source: from.data.kind,
        method: how.data,
        basketId,
        sessionId: session.sessionId,
        ...(from.data.kind === 'product' && referer ? { storeContext: referer } : {}),
        ...(before ? { before } : {}),
      };
      const [sheet, billingCountries] = await Promise.all([
        sheetAfter(context, flow),
        billingCountriesOf(context),
      ]);
      await writeExpressFlow(flow);
      return {
        ok: true,
        session: {
          ...sheet,
          sessionId: session.sessionId,
          merchantSession: session.meta.merchantSession,
          storeCountry: context.locale.country,
          billingCountries,
        },
      };
    } catch (error) {
      if (created) await basket.deleteExpressBasket(created).catch(() => undefined);
      throw error;
    }
  });
}

/**
 * Shipping contact selected (spec 3 §4 step 3): the redacted contact (country, postal code,
 * city) checked (spec 3 §5) and set with context `APPLE_PAY_EXPRESS`; the methods it gets.
 * Failures: `country`, `cityLength`, `shipping` (unserviceable), `contact`.
 */
export async function expressShippingContactAction(
  contact: unknown,
): Promise<ExpressResult<ExpressSheetState>> {
  const parsed = walletContactSchema.safeParse(contact);
  const flow = await flowOf();
  if (!parsed.success) return refused('API400');
  if (!flow) return refused('BSK404');
  return expressCall('shippingContact', async (context) => {
    const redacted = redactedContact(parsed.data);
    const rules = { storeCountry: context.locale.country, billingCountries: [], redacted: true };
    const problem = walletContactProblem(redacted, 'shipping', rules);
    if (problem) return walletContactFailure(problem, errorMessage(context.locale, problem.code));
    await context.checkout.setShippingAddress(flow.basketId, {
      ...addressOfWalletContact(redacted),
      shippingId: 'me',
      context: contextOf(flow),
    });
    const sheet = await sheetAfter(context, flow);
    if (sheet.shippingMethods.length === 0)
      return {
        ok: false,
        kind: 'shipping',
        code: 'SHP404',
        message: errorMessage(context.locale, 'SHP404'),
      };
    return { ok: true, ...sheet };
  });
}

/** Shipping method selected (spec 3 §4 step 4): POST shippingMethod with `shopperAppliedSM`. */
export async function expressShippingMethodAction(
  code: unknown,
): Promise<ExpressResult<ExpressSheetState>> {
  const parsed = expressMethodCodeSchema.safeParse(code);
  const flow = await flowOf();
  if (!parsed.success) return refused('API400');
  if (!flow) return refused('BSK404');
  return expressCall('shippingMethod', async (context) => {
    await context.checkout.setShippingMethod({
      cartId: flow.basketId,
      code: parsed.data,
      shippingId: 'me',
      shopperAppliedSM: true,
    });
    return { ok: true, ...(await sheetAfter(context, flow)) };
  });
}

/**
 * Payment authorised (spec 3 §4 step 5): the contacts checked (spec 3 §5: a field error back
 * to the sheet, before any call), the complete shipping address set, the order prepared, the
 * `DW_APPLE_PAY` instrument created, the billing contact (country in the list; e-mail and
 * phone from the shipping contact when the wallet gives none) sent with the order, which is
 * placed with the captcha's `placeOrder` answer and the channel (ECOMM/MAPP).
 */
export async function authorizeExpressAction(
  payment: unknown,
): Promise<ExpressResult<{ orderNumber: string }>> {
  const parsed = walletPaymentSchema.safeParse(payment);
  const flow = await flowOf('wallet');
  if (!parsed.success) return refused('API400');
  if (!flow) return refused('BSK404');
  const { shippingContact, billingContact, paymentData, recaptcha_response } = parsed.data;
  const channel = await channelOf();
  return expressCall(
    'authorize',
    async (context) => {
      const rules = {
        storeCountry: context.locale.country,
        billingCountries: await billingCountriesOf(context),
      };
      const billing: WalletContact = {
        ...billingContact,
        emailAddress: billingContact.emailAddress ?? shippingContact.emailAddress,
        phoneNumber: billingContact.phoneNumber ?? shippingContact.phoneNumber,
      };
      for (const [role, contact] of [
        ['shipping', shippingContact],
        ['billing', billing],
      ] as const) {
        const problem = walletContactProblem(contact, role, rules);
        if (problem)
          return walletContactFailure(problem, errorMessage(context.locale, problem.code));
      }
      await context.checkout.setShippingAddress(flow.basketId, {
        ...addressOfWalletContact(shippingContact),
        shippingId: 'me',
        context: 'APPLE_PAY_EXPRESS',
      });
      return placeWith(
        context,
        flow,
        addressOfWalletContact(billing),
        paymentData,
        recaptcha_response,
      );
    },
    { channel },
  );
}

/**
 * PayPal authorisation (spec 3 §4 "PayPal express"): an incomplete address (spec 3 §5 "PayPal
 * address") answers `incompleteAddress` (`CHK320`; the shopper goes to /checkout); from the
 * product page the flow ends here and its item goes into the shopper's basket first
 * (`carryToCart`), so the checkout shows it. Else the contact is checked (spec 3 §5) and
 * added with context `PAYPAL_EXPRESS`.
 */
export async function paypalAuthorizedAction(
  contact: unknown,
): Promise<ExpressResult<ExpressSheetState>> {
  const parsed = walletContactSchema.safeParse(contact);
  const flow = await flowOf('paypal');
  if (!parsed.success) return refused('API400');
  if (!flow) return refused('BSK404');
  if (paypalContactGaps(parsed.data).length > 0) {
    if (flow.source === 'product') {
      // The flow ends with its basket carried over: the cancel that follows has nothing to undo.
      await clearExpressFlow();
      await carryToCart(flow);
    }
    return incompleteAddressFailure(localeOfHeaders(await headers()));
  }
  return expressCall('paypalAuthorized', async (context) => {
    const rules = { storeCountry: context.locale.country, billingCountries: [] };
    const problem = walletContactProblem(parsed.data, 'shipping', rules);
    if (problem) return walletContactFailure(problem, errorMessage(context.locale, problem.code));
    await context.checkout.setShippingAddress(flow.basketId, {
      ...addressOfWalletContact(parsed.data),
      shippingId: 'me',
      context: 'PAYPAL_EXPRESS',
    });
    return { ok: true, ...(await sheetAfter(context, flow)) };
  });
}

/**
 * PayPal additional details (spec 3 §4, §7): the order prepared and placed with
 * `additionalDetails.paymentData` (the `PAYPAL` instrument); the PayPal address is also the
 * billing address.
 */
export async function paypalDetailsAction(
  input: unknown,
): Promise<ExpressResult<{ orderNumber: string }>> {
  const parsed = paypalDetailsSchema.safeParse(input);
  const flow = await flowOf('paypal');
  if (!parsed.success) return refused('API400');
  if (!flow) return refused('BSK404');
  const channel = await channelOf();
  return expressCall(
    'paypalDetails',
    async (context) => {
      const basket = await context.basket.getBasket(flow.basketId);
      const { address } = homeDeliveryOf(basket);
      if (!address) return incompleteAddressFailure(context.locale);
      return placeWith(
        context,
        flow,
        address,
        parsed.data.paymentData,
        parsed.data.recaptcha_response,
      );
    },
    { channel },
  );
}

/**
 * Any failure or cancel (spec 3 §4): the flow ends and its temporary cart state goes (the
 * express basket deleted; the cart's address, method and wallet instrument as before).
 * @param restore `{ recaptcha_response }`: the browser's captcha answer for action
 *   `shippingAddress`, which a guest's address of before needs (spec 1 §7); a malformed one is
 *   ignored (the cancel still runs, the address cannot come back)
 */
export async function cancelExpressAction(restore?: unknown): Promise<void> {
  const flow = await readExpressFlow();
  if (!flow) return;
  await clearExpressFlow();
  const parsed = expressCancelSchema.safeParse(restore);
  const response = parsed.success ? parsed.data?.recaptcha_response : undefined;
  await serverCall('express.cancel', async (context) => {
    await clearFlowState(context, flow, response);
    return {};
  });
}

/**
 * After success (spec 3 §4 step 6): the flow is forgotten; the cart that paid is reset (the
 * basket cookie takes a new, empty basket: the paid one is `ordered`), while from the product
 * page the shopper's cart is kept as it is. Answers the order confirmation, with
 * `storeContext` (the product page) when bought there.
 */
export async function finaliseExpressAction(orderNumber: unknown): Promise<{ href: string }> {
  const locale = localeOfHeaders(await headers());
  const localePath = locale?.path ?? 'en-us';
  const number = expressOrderNumberSchema.safeParse(orderNumber);
  if (!number.success) return { href: `/${localePath}` };
  const flow = await readExpressFlow();
  await clearExpressFlow();
  if (flow?.source === 'basket') {
    const fresh = await serverCall('express.finalise', async ({ basket }) => ({
      fresh: await basket.createBasket(),
    }));
    if (fresh.ok) await writeBasketId(fresh.fresh.basketId);
  }
  return { href: confirmationHref(localePath, number.data, flow?.storeContext) };
}
