'use server';

import { findLocale, type NotificationRequest } from '@storefront/api-contract';
import {
  type AddToCartRequest,
  type AddToCartResult,
  ApiError,
  createApiClient,
  createAuthService,
  createBasketService,
  createCatalogService,
  messageForError,
  type NotifyMeResult,
} from '@storefront/commerce';
import { cookies } from 'next/headers';
import { apiBaseUrl } from './content';

/**
 * Server actions of the product page. They answer results instead of throwing, so the client
 * islands show a message. Tokens stay in httpOnly cookies (design.md "Data flows").
 */

/** Cookie names of the shopper's session (the cart pages read the same ones). */
const sessionCookieNames = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  basketId: 'basketId',
} as const;

function clientFor(localePath: string) {
  const locale = findLocale(localePath);
  if (!locale) throw new ApiError({ status: 400, errorId: 'API400', message: 'Unknown locale' });
  return createApiClient({ baseUrl: apiBaseUrl, locale, timeoutMs: 8000 });
}

function failure(error: unknown): { ok: false; message: string } {
  if (error instanceof ApiError)
    return { ok: false, message: messageForError(error.errorId, error.message) };
  return { ok: false, message: messageForError('GEN500') };
}

/**
 * Notify me (PUT /products/v1/notifications, spec 2 §7) for an out-of-stock variant.
 * `API400` (variant in stock, bad e-mail) comes back as `{ ok: false, message }`.
 */
export async function notifyMeAction(
  localePath: string,
  request: NotificationRequest,
): Promise<NotifyMeResult> {
  try {
    await createCatalogService(clientFor(localePath)).subscribeNotification(request);
    return { ok: true };
  } catch (error) {
    return failure(error);
  }
}

const cookieOptions = { httpOnly: true, sameSite: 'lax', path: '/', secure: false } as const;

/**
 * Add to cart from the product page (spec 1 §7 POST /cart/v1/item; qty 1, maxQty 999999 by
 * default): a guest token on demand (POST /token/v2/auth/token, 409 retried once after 2 s by
 * the auth client), then the item into the shopper's basket (`basketId` cookie), or a new
 * basket with the item (POST /cart/v1/cartWithItem) when there is none or it is gone
 * (`BSK404`). Basket codes (`INV700`, `INV701`, `INV407`…) come back as messages.
 */
export async function addToCartAction(
  localePath: string,
  request: AddToCartRequest,
): Promise<AddToCartResult> {
  try {
    const client = clientFor(localePath);
    const jar = await cookies();
    const item = { productId: request.productId, qty: request.qty, maxQty: request.maxQty };

    async function newGuestToken(): Promise<string | undefined> {
      const session = await createAuthService(client).guestToken();
      if (!session) return undefined;
      jar.set(sessionCookieNames.accessToken, session.accessToken, {
        ...cookieOptions,
        maxAge: session.expiresIn,
      });
      jar.set(sessionCookieNames.refreshToken, session.refreshToken, {
        ...cookieOptions,
        maxAge: 60 * 60 * 24 * 30,
      });
      return session.accessToken;
    }

    async function add(accessToken: string): Promise<string> {
      const basket = createBasketService(client, { accessToken });
      const basketId = jar.get(sessionCookieNames.basketId)?.value;
      if (basketId) {
        try {
          return (await basket.addItem({ cartId: basketId, ...item })).basketId;
        } catch (error) {
          // A basket gone (BSK404) or of another shopper (AUT498): start a new one.
          if (!(error instanceof ApiError && ['BSK404', 'AUT498'].includes(error.errorId)))
            throw error;
        }
      }
      return (await basket.createBasketWithItem(item)).basketId;
    }

    const stored = jar.get(sessionCookieNames.accessToken)?.value;
    const token = stored ?? (await newGuestToken());
    if (!token) return { ok: false, message: messageForError('AUT401') };
    let basketId: string;
    try {
      basketId = await add(token);
    } catch (error) {
      // An expired stored token: one new guest token, one more try.
      if (!(stored && error instanceof ApiError && error.errorId === 'AUT401')) throw error;
      const fresh = await newGuestToken();
      if (!fresh) return { ok: false, message: messageForError('AUT401') };
      basketId = await add(fresh);
    }
    jar.set(sessionCookieNames.basketId, basketId, { ...cookieOptions, maxAge: 60 * 60 * 24 * 30 });
    return { ok: true };
  } catch (error) {
    return failure(error);
  }
}
