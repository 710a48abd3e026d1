'use server';

import type { CartActionResult, GiftCardBalanceResult } from '@storefront/commerce';
import { serverCall } from '../server/serverCall';
import { giftCardInputSchema } from './inputs';

/**
 * Gift card Server Actions of the cart (spec 1 §3 "Gift card", §8: GFC errors at the gift card
 * input): the balance check and applying a card as a GIFT_CARD payment instrument. The balance
 * check stays a POST (a Server Action), not a GET route: the PIN must not travel in a URL.
 */

const invalidCard = 'Enter the gift card number and PIN.';

/**
 * The balance of a gift card (POST /cart/v1/giftcard/balance with the shopper's token); GFC
 * codes for the gift card input: `GFC400` number or PIN missing or malformed (not sent),
 * `GFC410` unknown number or wrong PIN, `GFC812` locked after failed attempts.
 */
export async function giftCardBalanceAction(
  cardNumber: string,
  pin: string,
): Promise<GiftCardBalanceResult> {
  const parsed = giftCardInputSchema.safeParse({ cardNumber, pin });
  if (!parsed.success) return { ok: false, code: 'GFC400', message: invalidCard };
  const result = await serverCall('cart.giftCardBalance', async ({ checkout }) => ({
    balance: await checkout.getGiftCardBalance(parsed.data.cardNumber, parsed.data.pin),
  }));
  return result.ok ? result : { ok: false, code: result.code, message: result.message };
}

/** Applies a gift card (number and PIN) as a payment instrument (POST …/paymentInstruments GIFT_CARD). */
export async function applyGiftCardAction(
  cardNumber: string,
  pin: string,
): Promise<CartActionResult> {
  const parsed = giftCardInputSchema.safeParse({ cardNumber, pin });
  if (!parsed.success)
    return { ok: false, code: 'GFC400', message: invalidCard, field: 'giftCard' };
  return serverCall(
    'cart.giftCard',
    async ({ checkout, basketId }) => ({
      basket: await checkout.addPaymentInstrument(basketId, {
        payment_method_id: 'GIFT_CARD',
        gift_card: { card_number: parsed.data.cardNumber, pin: parsed.data.pin },
      }),
    }),
    { basket: {} },
  );
}
