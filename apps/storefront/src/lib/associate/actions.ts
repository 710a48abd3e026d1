'use server';

import { defaultLocalePath, priceAdjustmentRequestSchema } from '@storefront/api-contract';
import { type CartActionResult, storeIdPattern } from '@storefront/commerce';
import { createAuthService } from '@storefront/commerce/server';
import { redirect } from 'next/navigation';
import * as z from 'zod';
import { credentialCall, endSession } from '../auth/credentialCalls';
import { readInStoreSession } from '../checkout/associateSession';
import { type ActionFailure, invalidInput, serverCall } from '../server/serverCall';
import { clearSession, writeRegisteredSession } from '../session/session';

/**
 * The Server Actions of employees and in-store associates (spec 1 §1, §6, §7; spec 2 §3, §4,
 * §6), through `serverCall` (the locale of the page they post from). Tokens and the in-store
 * session live in httpOnly cookies; the answers carry only where to go, the basket or the
 * error code. The API decides who may do what (agent login: employees only; price
 * adjustments: an associate session on its own basket, within the maximum).
 */

/** An agent login answer: where to go, or the failure's code. */
export type AgentLoginActionResult = { ok: true; redirectTo: string } | ActionFailure;

const agentLoginInput = z.object({
  email: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(200),
  storeId: z.string().trim().regex(storeIdPattern),
  /** The captcha widget's one-time response for `login`; missing: `AUT403`. */
  captchaResponse: z.string().max(4000).optional(),
});

/**
 * Agent login of an employee (POST /consumers-v3/consumer/agent/login, spec 1 §7): the
 * captcha response from the browser, the credentials and the store number. Stores the
 * Registered session with its employee terms flag and in-store session (httpOnly cookies);
 * the guest's basket is not merged (an associate starts a fresh basket).
 * @param input `{ email, password, storeId, captchaResponse }` (invalid: `API400`)
 * @returns `{ ok: true, redirectTo }` (the locale's cart) or `{ ok: false, code }`: `STR404`
 * unknown store, `AUT401` credentials (also for a consumer who is not an employee), `AUT426`
 * last attempt, `AUT423` locked, `AUT403` captcha, `AUT500` other.
 */
export async function agentLoginAction(input: unknown): Promise<AgentLoginActionResult> {
  const parsed = agentLoginInput.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error.issues);
  const { email, password, storeId, captchaResponse } = parsed.data;
  return credentialCall('auth.agentLogin', captchaResponse, async ({ client, locale }, captcha) => {
    const session = await createAuthService(client).agentLogin({
      username: email,
      password,
      storeId,
      captchaResponse: captcha,
    });
    await writeRegisteredSession(session);
    return { redirectTo: `/${locale.path}/cart` };
  });
}

/**
 * Ends the in-store associate session (spec 2 §4: "clears stored store information, logs out,
 * and goes to /associate-login"): revokes the refresh token (a failure is logged, the cookies
 * go anyway), removes every session cookie (tokens, basket, in-store session, employee flag),
 * starts a new guest session and redirects to `/{locale}/associate-login?ended=1` (the page
 * clears the device's persisted cart). The header strip's form action: works without script.
 */
export async function endAssociateSessionAction(_formData?: FormData): Promise<never> {
  const result = await serverCall(
    'auth.endAssociateSession',
    async (context) => {
      await endSession(context);
      return { localePath: context.locale.path };
    },
    { token: false },
  );
  if (!result.ok) await clearSession();
  redirect(`/${result.ok ? result.localePath : defaultLocalePath}/associate-login?ended=1`);
}

const adjustInput = priceAdjustmentRequestSchema.and(z.object({ itemId: z.string().min(1) }));

/**
 * An associate's price adjustment on one item of the shopper's basket (POST
 * /cart/v1/cart/{basketId}/price_adjustments, spec 1 §7). Only from an associate session
 * (none: `AUT432`, no call made); the API checks the session and the maximum (`PRC400`).
 * @param input `{ itemId, type: 'amount' | 'percentage', value, reason? }` (invalid: `API400`)
 * @returns `{ ok: true, basket }` or `{ ok: false, code }`: `PRC400` over the maximum,
 * `AUT432` not an associate, `ORD404` unknown item, `BSK404`…
 */
export async function adjustItemPriceAction(input: unknown): Promise<CartActionResult> {
  const parsed = adjustInput.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error.issues);
  if (!(await readInStoreSession())) return notAnAssociate();
  return serverCall(
    'associate.adjustPrice',
    async ({ basket, basketId }) => ({
      basket: await basket.addPriceAdjustment(basketId, parsed.data),
    }),
    { basket: {} },
  );
}

/**
 * Removes a price adjustment (DELETE /cart/v1/cart/{basketId}/price_adjustments/{id}).
 * Associate session only (`AUT432`); unknown id `API404`.
 */
export async function removePriceAdjustmentAction(
  adjustmentId: unknown,
): Promise<CartActionResult> {
  const parsed = z.string().min(1).max(100).safeParse(adjustmentId);
  if (!parsed.success) return invalidInput(parsed.error.issues);
  if (!(await readInStoreSession())) return notAnAssociate();
  return serverCall(
    'associate.removeAdjustment',
    async ({ basket, basketId }) => ({
      basket: await basket.removePriceAdjustment(basketId, parsed.data),
    }),
    { basket: {} },
  );
}

function notAnAssociate(): ActionFailure {
  return {
    ok: false,
    code: 'AUT432',
    message: 'Only an in-store associate session may adjust prices.',
  };
}
