import type { SavePaymentInstrumentRequest } from '@storefront/api-contract';
import * as z from 'zod';
import type { Translate } from '../../messages/translate';

/**
 * The add-a-gift-card form's rules (spec 2 §3 saved gift card: number and PIN, §7 POST
 * /consumer/payment_instruments `GIFT_CARD`) as a zod schema: the form checks it in the
 * browser and the Server Action again on the server. Messages: `accountarea.giftCards`.
 */

/** The gift card form's validation messages. */
export interface GiftCardMessages {
  /** An empty field, or a number that is not 12 to 19 digits (`giftCards.required`). */
  required: string;
}

/** The gift card messages of a translator of the `accountarea` namespace. */
export function giftCardMessagesFrom(t: Translate): GiftCardMessages {
  return { required: t('giftCards.required') };
}

/** A gift card number as typed: digits only (spaces and dashes dropped). */
export const giftCardNumberDigits = (value: string) => value.replace(/[\s-]/g, '');

/** The longest PIN and name the contract takes (the inputs' `maxLength`). */
export const giftCardPinMaxLength = 12;
export const giftCardNameMaxLength = 80;

/**
 * A gift card to save: its number (12 to 19 digits once spaces and dashes are dropped; the
 * schema answers the digits), its PIN and a name for it (required, trimmed, within the
 * contract's lengths).
 */
export function giftCardSchemaWith(words: GiftCardMessages) {
  const text = (max: number) => z.string().trim().min(1, words.required).max(max, words.required);
  return z.object({
    number: z
      .string()
      .transform(giftCardNumberDigits)
      .pipe(z.string().regex(/^\d{12,19}$/, words.required)),
    pin: text(giftCardPinMaxLength),
    holderName: text(giftCardNameMaxLength),
  });
}

/** The gift card form's values as typed. */
export type GiftCardInput = z.input<ReturnType<typeof giftCardSchemaWith>>;
/** A checked gift card: the number's digits, the PIN and the name, trimmed. */
export type GiftCardValues = z.output<ReturnType<typeof giftCardSchemaWith>>;

/** The POST /consumer/payment_instruments body of a checked gift card (spec 2 §3). */
export function giftCardRequestOf(values: GiftCardValues): SavePaymentInstrumentRequest {
  return {
    paymentMethodId: 'GIFT_CARD',
    card: { ...values, cardType: 'GIFT_CARD' },
  };
}
