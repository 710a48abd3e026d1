import { type BasketResponse, findLocale, type StorefrontLocale } from '@storefront/api-contract';
import {
  ApiError,
  type BasketService,
  type CartActionResult,
  type CheckoutService,
  createBasketService,
  createCheckoutService,
  messageForError,
  type RecoveryItem,
  withBasketRecovery,
} from '@storefront/commerce';
import * as z from 'zod';
import {
  accessTokenFor,
  apiClientFor,
  newGuestSession,
  readSession,
  writeBasketId,
} from '../session/session';

/**
 * The server side of every cart call (spec 1 §8 handling): the token on demand, the basket id
 * cookie, BSK404 recovery with the shopper's locally persisted items, AUT401 (token gone) →
 * a new guest token and one retry, AUT498 (another shopper's basket) → a new guest session and
 * a new basket, answered as `AUT498` for the client's message and reload. Errors are answered,
 * never thrown (server actions mask thrown errors in production).
 */

const recoveryItemSchema = z.object({
  productId: z.string().min(1).max(64),
  upc: z.string().max(64).optional(),
  qty: z.number().int().min(1).max(999999),
  storeId: z.string().max(64).optional(),
  giftOption: z
    .object({
      to: z.string().max(100).optional(),
      email: z.string().max(100).optional(),
      message: z.string().max(250).optional(),
    })
    .optional(),
  customAmount: z.number().positive().optional(),
});
const recoverySchema = z.array(recoveryItemSchema).max(100);

/** The locally persisted items sent by the client, validated (bad input: nothing re-added). */
export function parseRecovery(input: unknown): RecoveryItem[] {
  const parsed = recoverySchema.safeParse(input);
  return parsed.success ? (parsed.data as RecoveryItem[]) : [];
}

/** The services of one call. */
export interface CartCallContext {
  locale: StorefrontLocale;
  basket: BasketService;
  checkout: CheckoutService;
}

function contextFor(locale: StorefrontLocale, token: string): CartCallContext {
  const client = apiClientFor(locale);
  return {
    locale,
    basket: createBasketService(client, { accessToken: token }),
    checkout: createCheckoutService(client, { accessToken: token }),
  };
}

/** Where a code's message goes in the cart UI (spec 1 §8 placement). */
export function fieldOf(code: string): 'coupon' | 'giftCard' | 'reward' | undefined {
  if (code.startsWith('PRM')) return 'coupon';
  if (code.startsWith('GFC')) return 'giftCard';
  if (code.startsWith('REW')) return 'reward';
  return undefined;
}

/** A failure answer from an error, logged as JSON. */
export function failure(event: string, error: unknown): CartActionResult & { ok: false } {
  const code = error instanceof ApiError ? error.errorId : 'GEN500';
  const message = error instanceof ApiError ? error.message : messageForError('GEN500');
  console.error(
    JSON.stringify({
      level: 'warn',
      event,
      errorId: code,
      status: error instanceof ApiError ? error.status : undefined,
      message: error instanceof Error ? error.message : String(error),
    }),
  );
  const field = fieldOf(code);
  return { ok: false, code, message, ...(field ? { field } : {}) };
}

const isCode = (error: unknown, code: string) =>
  error instanceof ApiError && error.errorId === code;

/** A basket call: the services, the basket id, and (after a BSK404 recovery) the rebuilt basket. */
export type BasketCall<T> = (
  context: CartCallContext,
  basketId: string,
  rebuilt?: BasketResponse,
) => Promise<T>;

/**
 * Runs a basket call for the shopper of the cookies, with the recovery rules above.
 * @param localePath e.g. `en-us`
 * @param recovery the client's persisted items (validated here)
 * @param call answers the basket (and anything else)
 */
export async function runBasketCall<T extends { basket: BasketResponse }>(
  event: string,
  localePath: string,
  recovery: unknown,
  call: BasketCall<T>,
): Promise<CartActionResult | (T & { ok: true; notice?: string })> {
  const locale = findLocale(localePath);
  if (!locale) return { ok: false, code: 'API400', message: `Unknown locale: ${localePath}` };
  const items = parseRecovery(recovery);
  const attempt = async () => {
    const token = await accessTokenFor(locale);
    const context = contextFor(locale, token);
    const { basketId } = await readSession();
    const result = await withBasketRecovery(basketId, (id, rebuilt) => call(context, id, rebuilt), {
      createBasket: () => context.basket.createBasket(),
      addItem: (cartId, item) => context.basket.addItem({ cartId, ...item }),
      items,
      onNewBasket: writeBasketId,
    });
    if (result.value.basket.basketId !== basketId)
      await writeBasketId(result.value.basket.basketId);
    return {
      ...result.value,
      ok: true as const,
      ...(result.recovered ? { notice: messageForError('BSK404') } : {}),
    };
  };
  try {
    try {
      return await attempt();
    } catch (error) {
      if (!isCode(error, 'AUT401')) throw error;
      await newGuestSession(locale);
      return await attempt();
    }
  } catch (error) {
    if (isCode(error, 'AUT498')) {
      try {
        const token = await newGuestSession(locale);
        const fresh = await contextFor(locale, token).basket.createBasket();
        await writeBasketId(fresh.basketId);
      } catch (again) {
        failure(`${event}.newSessionFailed`, again);
      }
    }
    return failure(event, error);
  }
}
