import * as z from 'zod';

/**
 * Captcha (spec 3 §7 "Recaptcha actions used: login, register, placeOrder"; spec 2 §8
 * `AUT403` captcha failure). The browser's captcha widget obtains a one-time response for
 * an action; the calls of that action carry it (`captchaResponse` on sign-in, agent login
 * and sign-up, `recaptcha_response` on place order and on saving a card, spec 2 §3) and the
 * backend verifies it once.
 */

/**
 * The captcha actions: spec 3 §7's login, register and placeOrder, `saveCard` for saving a
 * card to the account (spec 2 §3: the saved-card payload carries `recaptcha_response`) and
 * `shippingAddress` for a guest's shipping address (spec 1 §7: POST …/shippingAddress
 * "includes recaptcha response"). The address's response is asked without a click, as
 * reCAPTCHA v3 executes an action: with the test provider the browser obtains the token when
 * the address is sent.
 */
export const captchaActions = [
  'login',
  'register',
  'placeOrder',
  'saveCard',
  'shippingAddress',
] as const;
/** A captcha action. */
export type CaptchaAction = (typeof captchaActions)[number];

/** Paths of the local test captcha provider (the mock API's embedded default). */
export const captchaPaths = {
  /** POST `{ action }` → `{ token, expiresIn }`: one token, after a person's click. */
  testToken: '/captcha/v1/test/tokens',
} as const;

/** Body of the test provider's token call. */
export const captchaTokenRequestSchema = z.object({ action: z.enum(captchaActions) });
/** A test provider token request. */
export type CaptchaTokenRequest = z.infer<typeof captchaTokenRequestSchema>;

/** Answer of the test provider's token call: a one-time token bound to the action. */
export const captchaTokenResponseSchema = z.object({
  token: z.string().min(1),
  /** Lifetime in seconds. */
  expiresIn: z.number().int().positive(),
});
/** A test provider token. */
export type CaptchaTokenResponse = z.infer<typeof captchaTokenResponseSchema>;

/** Which captcha provider verifies responses: the local test provider or Google reCAPTCHA. */
export const captchaProviders = ['test', 'recaptcha'] as const;
/** A captcha provider. */
export type CaptchaProvider = (typeof captchaProviders)[number];
