'use server';

import { findLocale } from '@storefront/api-contract';
import {
  type CartActionResult,
  createCheckoutService,
  type GiftCardBalanceResult,
} from '@storefront/commerce';
import * as z from 'zod';
import { accessTokenFor, apiClientFor } from '../session/session';
import { failure, runBasketCall } from './run';

/**
 * Gift card server actions of the cart (spec 1 §3 "Gift card", §8: GFC errors at the gift card
 * input): the balance check and applying a card as a GIFT_CARD payment instrument.
 */

/** Number (12-19 digits) and PIN (3-8 digits): both required (spec 1 §7). */
const cardSchema = z.object({
  cardNumber: z.string().regex(/^\d{12,19}$/),
  pin: z.string().regex(/^\d{3,8}$/),
});
const invalidCard = 'Enter the gift card number and PIN.';

/**
 * The balance of a gift card (POST /cart/v1/giftcard/balance with the shopper's token); GFC
 * codes for the gift card input: `GFC400` number or PIN missing or malformed (not sent),
 * `GFC410` unknown number or wrong PIN, `GFC812` locked after failed attempts.
 */
export async function giftCardBalanceAction(
  localePath: string,
  cardNumber: string,
  pin: string,
): Promise<GiftCardBalanceResult> {
  const parsed = cardSchema.safeParse({ cardNumber, pin });
  if (!parsed.success) return { ok: false, code: 'GFC400', message: invalidCard };
  const locale = findLocale(localePath);
  if (!locale) return { ok: false, code: 'API400', message: `Unknown locale: ${localePath}` };
  try {
    const token = await accessTokenFor(locale);
    const checkout = createCheckoutService(apiClientFor(locale), { accessToken: token });
    return {
      ok: true,
      balance: await checkout.getGiftCardBalance(parsed.data.cardNumber, parsed.data.pin),
    };
  } catch (error) {
    const { code, message } = failure('cart.giftCardBalance', error);
    return { ok: false, code, message };
  }
}

/** Applies a gift card (number and PIN) as a payment instrument (POST …/paymentInstruments GIFT_CARD). */
export async function applyGiftCardAction(
  localePath: string,
  cardNumber: string,
  pin: string,
): Promise<CartActionResult> {
  const parsed = cardSchema.safeParse({ cardNumber, pin });
  if (!parsed.success)
    return { ok: false, code: 'GFC400', message: invalidCard, field: 'giftCard' };
  return runBasketCall('cart.giftCard', localePath, [], async ({ checkout }, basketId) => ({
    basket: await checkout.addPaymentInstrument(basketId, {
      payment_method_id: 'GIFT_CARD',
      gift_card: { card_number: parsed.data.cardNumber, pin: parsed.data.pin },
    }),
  }));
}
