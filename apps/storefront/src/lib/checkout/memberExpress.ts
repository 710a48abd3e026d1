'use server';

import type { BasketResponse } from '@storefront/api-contract';
import {
  type CheckoutAccount,
  memberExpressAddress,
  memberExpressChoice,
  memberExpressMethod,
} from '@storefront/commerce';
import { createConsumerService } from '@storefront/commerce/server';
import { errorMessage } from '../server/errors';
import { type ActionFailure, type ActionResult, serverCall } from '../server/serverCall';

/** Home shipments that take the shipping address (spec 1 §3: `me`, and `customs`). */
const homeShipment = (id: string) => id === 'me' || id === 'customs';

/**
 * The member one-step checkout of the cart (spec 1 §4 "Checkout step": express checkout applies
 * the default card and address, prepares the order and goes to summary; if it cannot, it goes
 * to shipping). For the signed-in shopper, on the basket cookie's basket, in order (spec 1 §7):
 * reads the profile and saved cards (GET /consumers-v3/consumer, GET
 * …/consumer/payment_instruments?paymentMethodId=CREDIT_CARD) and picks the main shipping
 * address and the default card (`memberExpressChoice`); for each home shipment (`me`,
 * `customs`) POST …/shippingAddress with that address, then POST /cart/v1/shippingMethod with
 * the selected method, else `standard`, else the first applicable one (`shopperAppliedSM`);
 * POST …/billingAddress with the same address (`sameAsShipping` when the `me` shipment is
 * used); removes a credit card the basket already holds, POST …/paymentInstruments
 * `CREDIT_CARD` with `customer_payment_instrument_id`; POST /cart/v1/cart/prepareOrder.
 * Answers the prepared basket, or a failure: `AUT432` not signed in, `CHK380` no main shipping
 * address, `PYT404` no default card that is still valid, `SHP404` no method for the address,
 * or the API's code of the call that failed (`FE309`, `PAY401`, `CHK320`, …, `GEN500`). What
 * was applied before a failure stays on the basket (the shipping step shows it). The caller
 * sends the shopper to `memberExpressHref` of the answer.
 */
export async function memberExpressCheckoutAction(): Promise<
  ActionResult<{ basket: BasketResponse }>
> {
  return serverCall(
    'checkout.memberExpress',
    async (context) => {
      const { checkout, basketId, locale } = context;
      const refuse = (code: string): ActionFailure => ({
        ok: false,
        code,
        message: errorMessage(locale, code),
      });
      if (!context.session.signedIn) return refuse('AUT432');
      const consumer = createConsumerService(context.client, { accessToken: context.token });
      const [profile, cards] = await Promise.all([
        consumer.getProfile(),
        consumer.listPaymentInstruments('CREDIT_CARD'),
      ]);
      const account: CheckoutAccount = {
        email: profile.consumerDetails.email ?? '',
        addresses: profile.consumerDetails.address,
        cards,
      };
      const choice = memberExpressChoice(account);
      if (!choice) {
        const hasAddress = account.addresses.some((a) => a.approachType === 'S' && a.main);
        return refuse(hasAddress ? 'PYT404' : 'CHK380');
      }
      const address = memberExpressAddress(choice, account.email);

      let basket = await context.basket.getBasket(basketId);
      const homes = [...new Set(basket.items.map((i) => i.shipmentId))].filter(homeShipment);
      for (const shippingId of homes) {
        basket = await checkout.setShippingAddress(basketId, { ...address, shippingId });
        const code = memberExpressMethod(await checkout.getShippingMethods(basketId, shippingId));
        if (!code) return refuse('SHP404');
        basket = await checkout.setShippingMethod({
          cartId: basketId,
          shippingId,
          code,
          shopperAppliedSM: true,
        });
      }
      basket = await checkout.setBillingAddress(basketId, {
        ...address,
        ...(homes.includes('me') ? { sameAsShipping: true } : {}),
      });
      for (const instrument of basket.payment_instruments) {
        if (instrument.payment_method_id !== 'CREDIT_CARD') continue;
        basket = await checkout.removePaymentInstrument(basketId, instrument.payment_instrument_id);
      }
      basket = await checkout.addPaymentInstrument(basketId, {
        payment_method_id: 'CREDIT_CARD',
        customer_payment_instrument_id: choice.card.paymentInstrumentId,
      });
      return { basket: await checkout.prepareOrder(basketId) };
    },
    { basket: {} },
  );
}
