import * as z from 'zod';

/**
 * Saved payment instruments of the consumer service (spec 2 §3 "Saved cards", §7 "Consumer
 * service"): credit cards and gift cards a member keeps for checkout (spec 1 §4).
 */

/**
 * Body of POST /consumer/payment_instruments (spec 2 §3 saved-card payload). A credit card
 * needs its expiry (else 400 `FE309`); a gift card needs its PIN instead (else 400 `GFC400`),
 * checked with the number like a balance call (400 `GFC410`, 429 `GFC812`; spec 1 §8).
 */
export const savePaymentInstrumentRequestSchema = z.object({
  paymentMethodId: z.enum(['CREDIT_CARD', 'GIFT_CARD']),
  card: z.object({
    number: z.string().min(12).max(19),
    holderName: z.string().min(1).max(80),
    cardType: z.string().default('VISA'),
    /** CREDIT_CARD only. */
    expirationMonth: z.number().int().min(1).max(12).optional(),
    /** CREDIT_CARD only. */
    expirationYear: z.number().int().min(2000).max(2100).optional(),
    /** GIFT_CARD only: the card's PIN (sent once, never stored in the answer). */
    pin: z.string().min(1).max(12).optional(),
  }),
  isDefault: z.boolean().optional(),
  /**
   * CREDIT_CARD: the captcha widget's one-time response for the `saveCard` action (spec 2 §3);
   * missing or refused → 403 `AUT403`, nothing saved.
   */
  recaptcha_response: z.string().optional(),
});
/** A saved-card request. */
export type SavePaymentInstrumentRequest = z.infer<typeof savePaymentInstrumentRequestSchema>;

/** Body of PATCH /consumer/payment_instruments/{id}. */
export const patchPaymentInstrumentRequestSchema = z.object({
  isDefault: z.boolean().optional(),
  holderName: z.string().min(1).max(80).optional(),
  expirationMonth: z.number().int().min(1).max(12).optional(),
  expirationYear: z.number().int().min(2000).max(2100).optional(),
});

/**
 * A saved payment instrument (never the full number). A gift card has no expiry; it carries
 * its `balance` as the provider answers it when listed (absent when the provider cannot say).
 */
export const savedPaymentInstrumentSchema = z.object({
  paymentInstrumentId: z.string(),
  paymentMethodId: z.enum(['CREDIT_CARD', 'GIFT_CARD']),
  isDefault: z.boolean(),
  card: z.object({
    paymentInstrumentId: z.string(),
    cardType: z.string(),
    holderName: z.string(),
    maskedNumber: z.string(),
    lastFour: z.string(),
    /** CREDIT_CARD: 1-12. */
    expirationMonth: z.number().optional(),
    /** CREDIT_CARD: four digits. */
    expirationYear: z.number().optional(),
  }),
  /** GIFT_CARD: what is left on the card, major units of `currency` (spec 1 §7 balance). */
  balance: z.object({ amount: z.number(), currency: z.string() }).optional(),
});
/** A saved payment instrument. */
export type SavedPaymentInstrument = z.infer<typeof savedPaymentInstrumentSchema>;

/** Answer of GET /consumer/payment_instruments. */
export const paymentInstrumentsResponseSchema = z.object({
  paymentInstruments: z.array(savedPaymentInstrumentSchema),
});
