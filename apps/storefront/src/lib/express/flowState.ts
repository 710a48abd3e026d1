import 'server-only';
import { checkoutAddressSchema } from '@storefront/api-contract';
import { sessionCookieOptions } from '@storefront/commerce';
import { cookies } from 'next/headers';
import * as z from 'zod';
import { storefrontOrigin } from '../security/origin';
import { autoPromoCookie, validPromoCode } from './autoPromo';

/**
 * The state of one express checkout on the storefront's server (spec 3 §4 "Express wallet
 * flow", "PayPal express"), between the sheet's events: which basket pays (the temporary
 * express basket of a product page, or the shopper's cart), the payment session, and for the
 * cart what the flow changed (restored on cancel, so a failure leaves the cart as it was).
 * Kept in one httpOnly cookie (SameSite=Lax, 30 minutes, like the payment session); never
 * reaches client JS.
 */

/** Cookie names of the express flow. */
export const expressCookieNames = {
  /** The running flow: {@link ExpressFlowState} as JSON (httpOnly). */
  flow: 'expressFlow',
  /** The stored automatic promo code (see `autoPromo.ts`; httpOnly). */
  autoPromo: autoPromoCookie,
} as const;

const flowSchema = z.object({
  /** `product`: the product page's express basket; `basket`: the shopper's cart. */
  source: z.enum(['product', 'basket']),
  method: z.enum(['wallet', 'paypal']),
  /** The basket the flow pays: the express basket's id, or the cart's. */
  basketId: z.string().min(1).max(64),
  /** The payment session of merchant validation (spec 3 §7). */
  sessionId: z.string().min(1).max(128),
  /**
   * Bought from the product page: the page's path, the confirmation's `storeContext` (its
   * "continue shopping" link, checked there by `safeRedirectPath`).
   */
  storeContext: z.string().max(512).optional(),
  /** The cart's home delivery before the flow (source `basket`), restored on cancel. */
  before: z
    .object({
      address: checkoutAddressSchema.optional(),
      method: z.string().max(32).optional(),
    })
    .optional(),
});

/** The state of the running express flow. */
export type ExpressFlowState = z.infer<typeof flowSchema>;

/** How long a flow's cookie lives (the payment session's 30 minutes), seconds. */
const flowMaxAge = 30 * 60;

/** The running express flow, or undefined (none, expired, or not readable). */
export async function readExpressFlow(): Promise<ExpressFlowState | undefined> {
  const raw = (await cookies()).get(expressCookieNames.flow)?.value;
  if (!raw) return undefined;
  try {
    const parsed = flowSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Stores the running express flow (Server Actions only). */
export async function writeExpressFlow(state: ExpressFlowState): Promise<void> {
  const options = sessionCookieOptions(await storefrontOrigin());
  (await cookies()).set(expressCookieNames.flow, JSON.stringify(state), {
    ...options,
    maxAge: flowMaxAge,
  });
}

/** Forgets the express flow (its express basket id with it). Server Actions only. */
export async function clearExpressFlow(): Promise<void> {
  (await cookies()).delete(expressCookieNames.flow);
}

/** Reads and clears the stored automatic promo code (spec 3 §4 step 2). Server Actions only. */
export async function takeAutoPromoCode(): Promise<string | undefined> {
  const jar = await cookies();
  const code = jar.get(expressCookieNames.autoPromo)?.value?.trim();
  if (code !== undefined) jar.delete(expressCookieNames.autoPromo);
  return validPromoCode(code);
}
